import type { IconNode } from 'lucide';
import { createElement } from 'react';

/**
 * A lucide icon, drawn from its shapes as lucide's own packages draw it. `lucide` is the icon
 * set itself, tree-shaken (only the icons imported are bundled); lucide-react would add its
 * wrapper to the popup, whose size budget has no room for it. Decorative: the button names it.
 */
function Icon({ icon }: { icon: IconNode }) {
  return (
    <svg
      aria-hidden="true"
      className="icon"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {icon.map(([tag, attributes], i) => createElement(tag, { key: i, ...attributes }))}
    </svg>
  );
}

/**
 * A button shown as an icon: named for everyone by `label`, which is also its tooltip on hover
 * and on keyboard focus (base.css, `.icon-button`), as a `title` would not be.
 */
export function IconButton({
  icon,
  label,
  onClick,
}: {
  icon: IconNode;
  label: string;
  onClick: () => void;
}) {
  return (
    <button type="button" className="icon-button" aria-label={label} onClick={onClick}>
      <Icon icon={icon} />
    </button>
  );
}
