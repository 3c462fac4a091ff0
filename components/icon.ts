import type { IconNode } from 'lucide';
import type { H } from './markup';

/**
 * A button shown as a lucide icon, named for everyone by `label`, which is also its tooltip on
 * hover and on keyboard focus (base.css, `.icon-button`), as a `title` would not be. `lucide` is
 * the icon set itself, tree-shaken (only the icons imported are bundled); lucide-react would add
 * its wrapper to the popup, whose size budget has no room for it. Written once for React and
 * the popup's early script (components/markup.ts).
 */
export function iconButton<N>(
  h: H<N>,
  { icon, label, onClick }: { icon: IconNode; label: string; onClick?: () => void },
): N {
  return h(
    'button',
    { type: 'button', className: 'icon-button', 'aria-label': label, onClick },
    h(
      'svg',
      {
        'aria-hidden': 'true',
        className: 'icon',
        viewBox: '0 0 24 24',
        fill: 'none',
        stroke: 'currentColor',
        strokeWidth: 2,
        strokeLinecap: 'round',
        strokeLinejoin: 'round',
      },
      ...icon.map(([tag, attributes]) => h(tag, attributes as Record<string, string>)),
    ),
  );
}
