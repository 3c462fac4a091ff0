import { Link } from './link';
import * as z from './zod';

/** Number of clicks */
const count = z.number();

// Named breakdowns default to [] ("no data"); the contract's additions stay optional.
const list = <T extends z.ZodMiniType>(item: T) => z._default(z.array(item), () => []);

const OsShare = z.looseObject({
  /** ua-parser-js OS name, or 'unknown' */
  os: z.string(),
  count,
  /** Share of all clicks, one decimal */
  percentage: z.optional(z.number()),
});

const RecentClick = z.looseObject({
  /** ISO 8601 UTC time of the click */
  clicked_at: z.string(),
  /** desktop, mobile, tablet or unknown */
  device_type: z.optional(z.nullable(z.string())),
  /** Browser name */
  browser: z.optional(z.nullable(z.string())),
  /** Operating system name */
  os: z.optional(z.nullable(z.string())),
  /** Two-letter code, or null */
  country_code: z.optional(z.nullable(z.string())),
  /** Referrer host, or null */
  referrer: z.optional(z.nullable(z.string())),
});

/** GET /links/{id}/analytics (reference 2.3 plus the contract's additions). */
export const Analytics = z.looseObject({
  /** The link the figures are for */
  link: Link,
  /** The totals */
  summary: z.looseObject({
    /** All clicks, all time */
    total_clicks: count,
    /** Distinct visitors, all time */
    unique_clicks: count,
  }),
  /** The clicks by day, device, country, browser and OS */
  breakdown: z._default(
    z.looseObject({
      /** Clicks per UTC day, oldest first */
      clicks_over_time: list(
        z.looseObject({
          /** UTC day, YYYY-MM-DD */
          date: z.string(),
          /** Clicks that day */
          count,
        }),
      ),
      /** Clicks by device type */
      devices: list(
        z.looseObject({
          /** Device class */
          device_type: z.string(),
          count,
        }),
      ),
      /** Clicks by country */
      countries: list(
        z.looseObject({
          /** English short name, or Unknown */
          country: z.string(),
          /** Two letters, or null */
          country_code: z.optional(z.nullable(z.string())),
          count,
        }),
      ),
      /** Clicks by browser */
      browsers: list(
        z.looseObject({
          /** Browser name */
          browser: z.string(),
          count,
        }),
      ),
      /** Clicks by OS, with percentages */
      operating_systems: z.optional(z.array(OsShare)),
    }),
    () => ({ clicks_over_time: [], devices: [], countries: [], browsers: [] }),
  ),
  /** Up to 20 latest clicks, newest first */
  recent_clicks: z.optional(z.array(RecentClick)),
});
export type Analytics = z.infer<typeof Analytics>;
