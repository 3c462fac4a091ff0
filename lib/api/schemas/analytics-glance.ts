import * as z from './zod';

const d = z.describe;

/**
 * The parts of GET /links/{id}/analytics (reference 2.3) that the popup's clicks at a glance
 * read: the total and the days. Its own file so that the popup carries only these; the side
 * panel's full schema (analytics.ts) is built on the same parts. Other keys are left unparsed.
 */
export const clickCount = z.number().check(d('Number of clicks'));

export const totalClicks = clickCount.check(d('All clicks, all time'));

export const clicksOverTime = z
  ._default(
    z.array(
      z.looseObject({
        date: z.string().check(d('UTC day, YYYY-MM-DD')),
        count: clickCount,
      }),
    ),
    () => [],
  )
  .check(d('Clicks per UTC day, oldest first; missing, it draws as no data'));

export const AnalyticsGlance = z.object({
  summary: z.object({ total_clicks: totalClicks }),
  breakdown: z._default(z.object({ clicks_over_time: clicksOverTime }), () => ({
    clicks_over_time: [],
  })),
});
export type AnalyticsGlance = z.infer<typeof AnalyticsGlance>;
