import { type ReactNode, useEffect, useRef } from 'react';

export interface MenuItem {
  /** What the item shows. */
  text: string;
  /** Its accessible name, naming the link: "Stats for go.example.com/x". */
  name: string;
  danger?: boolean;
  onChoose: () => void;
}

/**
 * A link's less frequent actions, opened from its "More actions" button: a small list of
 * buttons, each a word (no icons: the side panel's budget), below the button. A disclosure rather than an ARIA menu, so
 * Tab and Enter work as everywhere else; focus moves to the first action when it opens, and
 * Escape, a choice or a click elsewhere closes it (Escape returning focus to the button).
 */
export function LinkMenu(props: {
  id: string;
  label: string;
  items: MenuItem[];
  onClose: (refocus: boolean) => void;
}): ReactNode {
  const box = useRef<HTMLDivElement>(null);
  const { onClose } = props;
  useEffect(() => {
    box.current?.querySelector('button')?.focus();
    const away = (e: Event) => {
      const tools = box.current?.parentElement;
      if (tools && !tools.contains(e.target as Node)) onClose(false);
    };
    document.addEventListener('pointerdown', away);
    return () => document.removeEventListener('pointerdown', away);
  }, [onClose]);
  return (
    <div
      id={props.id}
      ref={box}
      role="group"
      aria-label={props.label}
      className="link-menu"
      onKeyDown={(e) => {
        if (e.key !== 'Escape') return;
        e.preventDefault();
        onClose(true);
      }}
    >
      {props.items.map((item) => (
        <button
          key={item.text}
          type="button"
          className={item.danger ? 'danger-quiet' : undefined}
          aria-label={item.name}
          onClick={item.onChoose}
        >
          {item.text}
        </button>
      ))}
    </div>
  );
}
