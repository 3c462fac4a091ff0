import * as z from './zod';

// The parts of GET /links/{id}/analytics (reference 2.3) that the popup's clicks at a glance
// read: the total and the days. Its own file so that the popup carries only these; the side
// panel's full schema (analytics.ts) is built on the same parts. Other keys are left unparsed.

/** Number of clicks */
export const clickCount = z.number();

/** Clicks per UTC day, oldest first; missing, it draws as no data */
export const clicksOverTime = z._default(
  z.array(
    z.looseObject({
      /** UTC day, YYYY-MM-DD */
      date: z.string(),
      /** Clicks that day */
      count: clickCount,
    }),
  ),
  () => [],
);

export const AnalyticsGlance = z.object({
  /** The totals */
  summary: z.object({
    /** All clicks, all time */
    total_clicks: clickCount,
  }),
  /** What the popup reads of the breakdown */
  breakdown: z._default(
    z.object({
      /** Clicks per UTC day, oldest first; missing, it draws as no data */
      clicks_over_time: clicksOverTime,
    }),
    () => ({ clicks_over_time: [] }),
  ),
});
export type AnalyticsGlance = z.infer<typeof AnalyticsGlance>;
