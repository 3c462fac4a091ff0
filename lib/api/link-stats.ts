import type { ApiClient, CallOptions } from './client';
import { Analytics } from './schemas/analytics';
import { single } from './schemas/envelopes';

const OneAnalytics = single(Analytics);

/** GET /links/{id}/analytics: summary, breakdowns and (when given) recent clicks. */
export const getAnalytics = (c: ApiClient, linkId: number, o?: CallOptions): Promise<Analytics> =>
  c.request('GET', `/links/${encodeURIComponent(linkId)}/analytics`, OneAnalytics, o);
