import type { IconNode } from 'lucide';

/**
 * A button shown as a lucide icon, named for everyone by `label`, which is also its tooltip on
 * hover and on keyboard focus (base.css, `.icon-button`), as a `title` would not be. `lucide` is
 * the icon set itself, tree-shaken (only the icons imported are bundled); lucide-react would add
 * its wrapper to the popup.
 */
export function IconButton({
  icon,
  label,
  onClick,
}: {
  icon: IconNode;
  label: string;
  onClick?: () => void;
}) {
  return (
    <button type="button" className="icon-button" aria-label={label} onClick={onClick}>
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
        {icon.map(([Tag, attributes], i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: an icon's shapes never reorder.
          <Tag key={i} {...(attributes as Record<string, string>)} />
        ))}
      </svg>
    </button>
  );
}
