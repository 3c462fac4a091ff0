/** A plain object (not null, not an array): what stored or received JSON must be to be read. */
export const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
