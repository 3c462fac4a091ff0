import type { IconNode } from 'lucide';

/** A lucide icon button; `label` names it and is its tooltip on hover and focus (base.css). */
export function IconButton(p: { icon: IconNode; label: string; onClick?: () => void }) {
  const { icon, label, onClick } = p;
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
