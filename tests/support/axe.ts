import axe from 'axe-core';
import { expect } from 'vitest';

/**
 * Every component test opens with this. Colour contrast is left to the e2e runs in real
 * Chromium: happy-dom computes no styles, so axe can't judge it here.
 */
export async function expectNoAxeViolations(container: Element): Promise<void> {
  const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  expect(
    result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}
