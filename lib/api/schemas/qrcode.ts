import * as z from './zod';

export const QrType = z.enum(['url', 'text', 'email', 'sms', 'phone']);
export type QrType = z.infer<typeof QrType>;
export const ErrorCorrection = z.enum(['L', 'M', 'Q', 'H']);
export type ErrorCorrection = z.infer<typeof ErrorCorrection>;

/** A QR code (reference 2.1). Types and levels stay plain strings so a new value cannot break a list. */
export const QrCode = z.looseObject({
  /** Identifier, used in /qrcodes/{id} paths */
  id: z.int(),
  /** Label */
  name: z.string(),
  /** Encoded payload, at most 1000 characters */
  content: z.string(),
  /** url, text, email, sms or phone */
  type: z.optional(z.string()),
  /** Short link that makes the code dynamic */
  link_id: z.optional(z.nullable(z.int())),
  /** #RRGGBB */
  foreground_color: z.optional(z.string()),
  /** #RRGGBB */
  background_color: z.optional(z.string()),
  /** Image size in pixels, 100 to 1000 */
  size: z.optional(z.number()),
  /** L, M, Q or H */
  error_correction: z.optional(z.string()),
  /** True when tied to a link */
  is_dynamic: z.optional(z.boolean()),
  /** Absent from the single-item answer */
  created_at: z.optional(z.nullable(z.string())),
  /** Authenticated SVG download address */
  download_svg_url: z.optional(z.string()),
  /** Authenticated PNG download address */
  download_png_url: z.optional(z.string()),
  /** Inline SVG markup (single-item answer) */
  preview_svg: z.optional(z.string()),
});
export type QrCode = z.infer<typeof QrCode>;

/** Body of POST /qrcodes (not parsed client-side; the service validates). */
export const QrCodeCreate = z.object({
  /** Label */
  name: z.string(),
  /** Kind of payload */
  type: QrType,
  /** At most 1000 characters */
  content: z.string(),
  /** L 7%, M 15%, Q 25%, H 30% */
  error_correction: ErrorCorrection,
  /** #RRGGBB; Pro and Enterprise only */
  foreground_color: z.optional(z.string()),
  /** #RRGGBB; Pro and Enterprise only */
  background_color: z.optional(z.string()),
  /** 0 to 10, default 4 */
  margin: z.optional(z.int()),
  /** 100 to 1000, default 300 */
  size: z.optional(z.int()),
  /** Makes the code dynamic */
  link_id: z.optional(z.int()),
});
export type QrCodeCreate = z.infer<typeof QrCodeCreate>;
