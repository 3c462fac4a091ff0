import { clicksOverTime, clickCount as count, totalClicks } from './analytics-glance';
import { Link } from './link';
import * as z from './zod';

const d = z.describe;
// Breakdowns the reference names default to [] so a missing one draws as "no data";
// the contract's additions stay optional so a screen can tell "absent" from "empty".
const list = <T extends z.ZodMiniType>(item: T, text: string) =>
  z._default(z.array(item), () => []).check(d(text));

const OsShare = z.looseObject({
  os: z.string().check(d("ua-parser-js OS name, or 'unknown'")),
  count,
  percentage: z.optional(z.number()).check(d('Share of all clicks, one decimal')),
});

const RecentClick = z.looseObject({
  clicked_at: z.string().check(d('ISO 8601 UTC time of the click')),
  device_type: z.optional(z.nullable(z.string())).check(d('desktop, mobile, tablet or unknown')),
  browser: z.optional(z.nullable(z.string())).check(d('Browser name')),
  os: z.optional(z.nullable(z.string())).check(d('Operating system name')),
  country_code: z.optional(z.nullable(z.string())).check(d('Two-letter code, or null')),
  referrer: z.optional(z.nullable(z.string())).check(d('Referrer host, or null')),
});

/** GET /links/{id}/analytics (reference 2.3 plus the contract's additions). */
export const Analytics = z.looseObject({
  link: Link.check(d('The link the figures are for')),
  summary: z.looseObject({
    total_clicks: totalClicks,
    unique_clicks: count.check(d('Distinct visitors, all time')),
  }),
  breakdown: z._default(
    z.looseObject({
      clicks_over_time: clicksOverTime,
      devices: list(
        z.looseObject({ device_type: z.string().check(d('Device class')), count }),
        'Clicks by device type',
      ),
      countries: list(
        z.looseObject({
          country: z.string().check(d('English short name, or Unknown')),
          country_code: z.optional(z.nullable(z.string())).check(d('Two letters, or null')),
          count,
        }),
        'Clicks by country',
      ),
      browsers: list(
        z.looseObject({ browser: z.string().check(d('Browser name')), count }),
        'Clicks by browser',
      ),
      operating_systems: z.optional(z.array(OsShare)).check(d('Clicks by OS, with percentages')),
    }),
    () => ({ clicks_over_time: [], devices: [], countries: [], browsers: [] }),
  ),
  recent_clicks: z.optional(z.array(RecentClick)).check(d('Up to 20 latest clicks, newest first')),
});
export type Analytics = z.infer<typeof Analytics>;
