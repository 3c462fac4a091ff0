import type { Page } from '@playwright/test';

// Contrast and target size measured from a rendered page's computed styles, for
// e2e/contrast.spec.ts and the figures in ACCESSIBILITY.md. axe's colour-contrast rule covers
// text only; this also measures what WCAG 1.4.11 asks of UI components (field borders, focus
// rings, chart bars: 3:1), and names each figure.

/** What part of an element is measured against what lies behind it. */
type Part =
  /** Its text colour against its own (effective) background. */
  | 'text'
  /** Its placeholder's colour against its own background. */
  | 'placeholder'
  /** Its border (top edge) against its parent's background: a field's or button's outline. */
  | 'border'
  /** Its bottom border against its parent's background: a selected tab's underline. */
  | 'underline'
  /** Its SVG fill against its parent's background: a chart's bars. */
  | 'fill'
  /** Its focus outline, once focused from the keyboard, against its parent's background. */
  | 'focus';

export interface Probe {
  /** What a person would call it: "Secondary text". */
  name: string;
  selector: string;
  part: Part;
  /** The ratio WCAG asks of it, when not the part's own (4.5 for text, else 3). */
  needs?: number;
}

export interface Measured extends Probe {
  /** `#rrggbb` on `#rrggbb`, as drawn (alpha composited). */
  colours: string;
  /** The contrast ratio, two decimals; 0 when nothing matched. */
  ratio: number;
}

/** Measures each probe on the first visible element that matches it. */
export async function measure(page: Page, probes: Probe[]): Promise<Measured[]> {
  const out: Measured[] = [];
  for (const probe of probes) {
    const target = page.locator(probe.selector).locator('visible=true').first();
    if ((await target.count()) === 0) {
      out.push({ ...probe, colours: 'not found', ratio: 0 });
      continue;
    }
    if (probe.part === 'focus') {
      // After a key press, so :focus-visible applies as it does for a person using the keyboard.
      await page.keyboard.press('Shift');
      await target.focus();
    }
    out.push({ ...probe, ...(await target.evaluate(ratioOf, probe.part)) });
  }
  return out;
}

/** In the page: the probe's colours and their contrast ratio. */
function ratioOf(el: Element, part: Part): { colours: string; ratio: number } {
  type Rgba = [number, number, number, number];
  const parse = (css: string): Rgba => {
    const n = css.match(/[\d.]+/g)?.map(Number) ?? [0, 0, 0, 0];
    return [n[0] ?? 0, n[1] ?? 0, n[2] ?? 0, n[3] ?? 1];
  };
  const over = (top: Rgba, under: Rgba): Rgba => {
    const a = top[3];
    return [0, 1, 2].map((i) => (top[i] ?? 0) * a + (under[i] ?? 0) * (1 - a)).concat(1) as Rgba;
  };
  /** The background drawn behind `e`: its own and its ancestors', composited, over white. */
  const behind = (e: Element | null): Rgba => {
    const layers: Rgba[] = [];
    for (let a = e; a; a = a.parentElement) {
      const bg = parse(getComputedStyle(a).backgroundColor);
      if (bg[3] > 0) layers.push(bg);
      if (bg[3] >= 1) break;
    }
    return layers.reduceRight<Rgba>((under, top) => over(top, under), [255, 255, 255, 1]);
  };
  const style = getComputedStyle(el);
  const own = el as HTMLElement;
  const [fg, bg]: [string, Rgba] = {
    text: () => [style.color, behind(el)] as [string, Rgba],
    placeholder: () => [getComputedStyle(el, '::placeholder').color, behind(el)] as [string, Rgba],
    border: () => [style.borderTopColor, behind(el.parentElement)] as [string, Rgba],
    underline: () => [style.borderBottomColor, behind(el.parentElement)] as [string, Rgba],
    fill: () => [style.fill, behind(el.parentElement)] as [string, Rgba],
    focus: () =>
      [
        document.activeElement === own ? style.outlineColor : 'rgba(0, 0, 0, 0)',
        behind(el.parentElement),
      ] as [string, Rgba],
  }[part]();
  const drawn = over(parse(fg), bg);
  const luminance = (c: Rgba) => {
    const [r, g, b] = [0, 1, 2].map((i) => {
      const s = (c[i] ?? 0) / 255;
      return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
  };
  const [hi, lo] = [luminance(drawn), luminance(bg)].sort((a, b) => b - a);
  const hex = (c: Rgba) =>
    `#${[0, 1, 2]
      .map((i) =>
        Math.round(c[i] ?? 0)
          .toString(16)
          .padStart(2, '0'),
      )
      .join('')}`;
  return {
    colours: `${hex(drawn)} on ${hex(bg)}`,
    ratio: Math.round((((hi ?? 0) + 0.05) / ((lo ?? 0) + 0.05)) * 100) / 100,
  };
}

/**
 * The page's visible controls under 24×24 CSS px that WCAG 2.2's 2.5.8 does not excuse, by
 * axe's own `target-size` rule (off in axe's default run, so not in CI's axe checks): it applies
 * the rule's spacing exception and leaves inline links alone. `.<parent's class> > <tag> "name" w×h`.
 * Call it after checks.ts's `violations(page)`, which loads axe into the page.
 */
export async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    type Result = { violations: { nodes: { target: string[] }[] }[] };
    const axe = (
      globalThis as unknown as {
        axe: { run(o: object): Promise<Result> };
      }
    ).axe;
    const result = await axe.run({ runOnly: ['target-size'] });
    return result.violations.flatMap((v) =>
      v.nodes.map((n) => {
        const el = document.querySelector(n.target.join(' '));
        const r = el?.getBoundingClientRect();
        const name = (el?.getAttribute('aria-label') || el?.textContent || '').trim().slice(0, 30);
        // By its place (its parent's class), the same in any data: `.link-row-to > a`.
        const place = `.${el?.parentElement?.classList[0] ?? '?'} > ${el?.tagName.toLowerCase()}`;
        return `${place} "${name}" ${Math.round(r?.width ?? 0)}×${Math.round(r?.height ?? 0)}`;
      }),
    );
  });
}
