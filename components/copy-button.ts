import { plainText } from '../lib/plain-text';
import type { H } from './markup';

export type CopyState = 'idle' | 'copied' | 'failed';

/** How long a button says "Copied ✓" before its label comes back, in React and before it. */
export const CONFIRM_MS = 2000;

/**
 * A copy button that confirms inside itself: its label and "Copied ✓" share one grid cell
 * (base.css, `.copy`), the one not shown hidden from sight and from its name, so the button is
 * as wide as the wider of the two and nothing around it moves when it confirms. Written once for
 * React and the popup's early script (components/markup.ts).
 */
export function copyButton<N>(
  h: H<N>,
  p: {
    label: string;
    state: CopyState;
    primary?: boolean;
    name?: string;
    disabled?: boolean;
    onClick?: () => void;
  },
): N {
  const done = p.state === 'copied';
  return h(
    'button',
    {
      type: 'button',
      className: p.primary ? 'copy primary' : 'copy',
      'aria-label': p.name,
      disabled: p.disabled,
      onClick: p.onClick,
    },
    h('span', { 'aria-hidden': done ? 'true' : undefined }, p.label),
    h('span', { 'aria-hidden': done ? undefined : 'true' }, plainText('common.copiedMark')),
  );
}

/** A copy by hand (Ctrl+C) of a link shown without its scheme copies the whole address. */
export function copyWhole(event: Event, shortUrl: string): void {
  const e = event as ClipboardEvent;
  if (!e.clipboardData) return;
  e.clipboardData.setData('text/plain', shortUrl);
  e.preventDefault();
}
