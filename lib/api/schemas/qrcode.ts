import * as z from './zod';

const d = z.describe;

export const QrType = z.enum(['url', 'text', 'email', 'sms', 'phone']);
export type QrType = z.infer<typeof QrType>;
export const ErrorCorrection = z.enum(['L', 'M', 'Q', 'H']);
export type ErrorCorrection = z.infer<typeof ErrorCorrection>;

/** A QR code (reference 2.1). Types and levels stay plain strings so a new value cannot break a list. */
export const QrCode = z.looseObject({
  id: z.int().check(d('Identifier, used in /qrcodes/{id} paths')),
  name: z.string().check(d('Label')),
  content: z.string().check(d('Encoded payload, at most 1000 characters')),
  type: z.optional(z.string()).check(d('url, text, email, sms or phone')),
  user_id: z.optional(z.int()).check(d('Owning account')),
  link_id: z.optional(z.nullable(z.int())).check(d('Short link that makes the code dynamic')),
  foreground_color: z.optional(z.string()).check(d('#RRGGBB')),
  background_color: z.optional(z.string()).check(d('#RRGGBB')),
  margin: z.optional(z.number()).check(d('Quiet zone in blocks, 0 to 10')),
  size: z.optional(z.number()).check(d('Image size in pixels, 100 to 1000')),
  error_correction: z.optional(z.string()).check(d('L, M, Q or H')),
  is_dynamic: z.optional(z.boolean()).check(d('True when tied to a link')),
  created_at: z.optional(z.nullable(z.string())).check(d('Absent from the single-item answer')),
  download_svg_url: z.optional(z.string()).check(d('Authenticated SVG download address')),
  download_png_url: z.optional(z.string()).check(d('Authenticated PNG download address')),
  preview_svg: z.optional(z.string()).check(d('Inline SVG markup (single-item answer)')),
});
export type QrCode = z.infer<typeof QrCode>;

/** Body of POST /qrcodes (not parsed client-side; the service validates). */
export const QrCodeCreate = z.object({
  name: z.string().check(d('Label')),
  type: QrType.check(d('Kind of payload')),
  content: z.string().check(d('At most 1000 characters')),
  error_correction: ErrorCorrection.check(d('L 7%, M 15%, Q 25%, H 30%')),
  foreground_color: z.optional(z.string()).check(d('#RRGGBB; Pro and Enterprise only')),
  background_color: z.optional(z.string()).check(d('#RRGGBB; Pro and Enterprise only')),
  margin: z.optional(z.int()).check(d('0 to 10, default 4')),
  size: z.optional(z.int()).check(d('100 to 1000, default 300')),
  link_id: z.optional(z.int()).check(d('Makes the code dynamic')),
});
export type QrCodeCreate = z.infer<typeof QrCodeCreate>;
