import type { ApiClient, CallOptions } from './client';
import { AnalyticsGlance } from './schemas/analytics-glance';
import { single } from './schemas/envelopes';

const OneGlance = single(AnalyticsGlance);

/**
 * GET /links/{id}/analytics read only for its total and days (the popup's clicks at a glance):
 * analytics.ts's getAnalytics without the rest of its schema, which the popup can't afford.
 */
export const getAnalyticsGlance = (
  c: ApiClient,
  linkId: number,
  o?: CallOptions,
): Promise<AnalyticsGlance> => c.request('GET', `/links/${linkId}/analytics`, OneGlance, o);
