import { Hono } from 'hono';
import * as z from 'zod';
import type { AuthEnv, Clock } from '../auth.ts';
import { readBody } from '../body.ts';
import type { Db } from '../db.ts';
import { isoMicros } from '../db.ts';
import {
  ApiFailure,
  idParam,
  intLike,
  listPage,
  notFound,
  pageQuery,
  validate,
  validateQuery,
} from '../http.ts';
import { previewSvg, type QrRow, qrContentProblem, renderQrPng, renderSvg } from '../qr.ts';

const colour = (field: string) =>
  z.string().regex(/^#[0-9A-Fa-f]{6}$/, `The ${field} must be a hex colour like #RRGGBB.`);
const int = (field: string, min: number, max: number) =>
  z
    .number(`The ${field} must be an integer.`)
    .int(`The ${field} must be an integer.`)
    .min(min, `The ${field} must be between ${min} and ${max}.`)
    .max(max, `The ${field} must be between ${min} and ${max}.`);

const createBody = z.object({
  name: z
    .string('The name must be a string.')
    .max(255, 'The name may not be longer than 255 characters.'),
  type: z.enum(
    ['url', 'text', 'email', 'sms', 'phone'],
    'The type must be one of url, text, email, sms, phone.',
  ),
  content: z
    .string('The content must be a string.')
    .max(1000, 'The content may not be longer than 1000 characters.'),
  error_correction: z.enum(['L', 'M', 'Q', 'H'], 'The error_correction must be one of L, M, Q, H.'),
  foreground_color: colour('foreground_color').optional(),
  background_color: colour('background_color').optional(),
  margin: int('margin', 0, 10).optional(),
  size: int('size', 100, 1000).optional(),
  link_id: intLike('The link_id must be an integer.').optional(),
});

const listQuery = z.object({ search: z.string().optional(), ...pageQuery });

export function qrcodeRoutes(db: Db, clock: Clock) {
  const find = (accountId: number, id: number) =>
    db
      .prepare<[number, number], QrRow>('SELECT * FROM qrcodes WHERE id = ? AND account_id = ?')
      .get(id, accountId);

  const serialize = async (q: QrRow, requestUrl: string, withCreatedAt: boolean) => {
    const base = `${new URL(requestUrl).origin}/api/v1/qrcodes/${q.id}/download`;
    const { account_id, created_at, ...fields } = q;
    const preview = await previewSvg(q);
    return {
      ...fields,
      user_id: account_id,
      is_dynamic: q.link_id !== null,
      ...(withCreatedAt ? { created_at: isoMicros(created_at) } : {}),
      download_svg_url: `${base}/svg`,
      download_png_url: `${base}/png`,
      ...(preview === undefined ? {} : { preview_svg: preview }),
    };
  };

  const owned = (c: { get(k: 'account'): { id: number } }, id: number) => {
    const q = find(c.get('account').id, id);
    if (!q) throw notFound('QR code');
    return q;
  };

  return new Hono<AuthEnv>()
    .get('/', async (c) => {
      const { search, page = 1, per_page: perPage = 10 } = validateQuery(listQuery, c);
      const where = 'WHERE account_id = ? AND (? IS NULL OR instr(lower(name), ?))';
      const term = search ? search.toLowerCase() : null;
      const accountId = c.get('account').id;
      const sql = {
        count: `SELECT COUNT(*) AS n FROM qrcodes ${where}`,
        rows: `SELECT * FROM qrcodes ${where} ORDER BY created_at DESC, id DESC`,
        params: [accountId, term, term],
      };
      return c.json(
        await listPage(db, sql, page, perPage, (q: QrRow) => serialize(q, c.req.url, true)),
      );
    })
    .post('/', async (c) => {
      const account = c.get('account');
      const body = validate(createBody, await readBody(c));
      const errors: Record<string, string[]> = {};
      // Checked before storing: a row that can't be drawn would fail every later read.
      const problem = qrContentProblem(body.content, body.error_correction);
      if (problem) errors.content = [problem];
      if (
        body.link_id !== undefined &&
        !db
          .prepare('SELECT 1 FROM links WHERE id = ? AND account_id = ?')
          .get(body.link_id, account.id)
      ) {
        errors.link_id = ['The selected link_id is invalid.'];
      }
      if (Object.keys(errors).length > 0) {
        throw new ApiFailure(422, 'The given data was invalid.', errors);
      }
      // Colour customisation is a Pro and Enterprise feature; the free plan has no API access
      // at all, so every key that gets this far may set colours.
      const { lastInsertRowid } = db
        .prepare(
          `INSERT INTO qrcodes (account_id, link_id, name, content, type, foreground_color, background_color,
             margin, size, error_correction, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(
          account.id,
          body.link_id ?? null,
          body.name,
          body.content,
          body.type,
          (body.foreground_color ?? '#000000').toUpperCase(),
          (body.background_color ?? '#FFFFFF').toUpperCase(),
          body.margin ?? 4,
          body.size ?? 300,
          body.error_correction,
          clock.now(),
        );
      return c.json(await serialize(owned(c, Number(lastInsertRowid)), c.req.url, true), 201);
    })
    .get('/:id', async (c) =>
      c.json(await serialize(owned(c, idParam(c, 'QR code')), c.req.url, false)),
    )
    .get('/:id/download/svg', async (c) => {
      const svg = await renderSvg(owned(c, idParam(c, 'QR code')));
      return c.body(svg, 200, { 'Content-Type': 'image/svg+xml' });
    })
    .get('/:id/download/png', async (c) => {
      const png = renderQrPng(owned(c, idParam(c, 'QR code')));
      return c.body(new Uint8Array(png), 200, { 'Content-Type': 'image/png' });
    })
    .delete('/:id', (c) => {
      const q = owned(c, idParam(c, 'QR code'));
      db.prepare('DELETE FROM qrcodes WHERE id = ?').run(q.id);
      return c.json({ message: 'QR code deleted permanently.' });
    });
}
