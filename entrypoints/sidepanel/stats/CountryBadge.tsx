/** A country's code in a small box ("DE"): emoji flags show as boxes on many systems. */
export function CountryBadge({ code }: { code: string | null | undefined }) {
  const known = code && /^[A-Za-z]{2}$/.test(code) ? code.toUpperCase() : null;
  return (
    <span className="cc" aria-hidden={known ? undefined : 'true'}>
      {known ?? '?'}
    </span>
  );
}
