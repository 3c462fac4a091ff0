/**
 * A country's sign that works on every system: its code in a small box ("DE"), where emoji flags
 * show as empty boxes or letter pairs. The name beside it says the rest; an unknown country has
 * an empty box, hidden from screen readers.
 */
export function CountryBadge({ code }: { code: string | null | undefined }) {
  const known = code && /^[A-Za-z]{2}$/.test(code) ? code.toUpperCase() : null;
  return known ? (
    <span className="cc">{known}</span>
  ) : (
    <span className="cc" aria-hidden="true">
      ?
    </span>
  );
}
