/**
 * Markup written once, drawn two ways. A view written as `view(h, props)` is drawn by React
 * (`react`, components/react-h.ts) or straight into the DOM (`dom`), so the popup's early script, which runs before
 * React has loaded (entrypoints/popup/early.ts), draws exactly what React then takes over, from
 * the same source (e2e/first-paint.spec.ts compares the two in Chromium). Attributes are
 * named as React names them; `dom` knows the few that differ. No React here: the early script
 * must not carry it (e2e/build.spec.ts).
 */
export type Child<N> = N | string | null | undefined | false;
type Handler = (event: Event) => void;
type Props = Record<string, string | number | boolean | Handler | undefined>;
export type H<N> = (tag: string, props: Props | null, ...children: Child<N>[]) => N;

// The attributes whose DOM name is not React's.
const DOM_NAMES: Record<string, string> = {
  className: 'class',
  strokeWidth: 'stroke-width',
  strokeLinecap: 'stroke-linecap',
  strokeLinejoin: 'stroke-linejoin',
};
// Lucide's shapes: the only SVG the shared views draw.
const SVG = /^(svg|path|circle|rect|line|polyline|polygon|ellipse|g)$/;

/** The same markup as DOM nodes, with `on…` props as listeners (the early script's). */
export const dom: H<Node> = (tag, props, ...children) => {
  const el = SVG.test(tag)
    ? document.createElementNS('http://www.w3.org/2000/svg', tag)
    : document.createElement(tag);
  for (const [name, value] of Object.entries(props ?? {})) {
    if (typeof value === 'function') el.addEventListener(name.slice(2).toLowerCase(), value);
    else if (value === true) el.setAttribute(DOM_NAMES[name] ?? name, '');
    else if (value !== false && value !== undefined) {
      el.setAttribute(DOM_NAMES[name] ?? name, String(value));
    }
  }
  for (const child of children) if (child) el.append(child);
  return el;
};
