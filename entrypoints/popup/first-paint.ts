import { dom } from '../../components/markup';
import type { CopyFormat } from '../../lib/copy-formats';
import { plainText } from '../../lib/plain-text';
import { type CardLink, choosePrompt, linkCard, linkSkeleton, popupPage, welcome } from './markup';

/**
 * The popup drawn before React has loaded, at the speed of a page with no framework (npm run
 * bench): the views of markup.ts, drawn into the DOM. React takes the page over with the same
 * views a moment later. Until then the card's Copy works; the buttons that lead elsewhere wait
 * for React, but Settings and the welcome's Set up.
 */

/** The frame, with the link card's skeleton while the link is being made. */
export function paintFrame(root: HTMLElement, onSettings: () => void): void {
  root.replaceChildren(popupPage(dom, { onSettings }, linkSkeleton(dom)));
}

const paintResult = (root: HTMLElement, node: Node) =>
  root.querySelector('.result')?.replaceChildren(node);

/** A link, with its Copy working: "Copied ✓" in the button for a moment, as React's does. */
export function paintLink(root: HTMLElement, link: CardLink, note: string): void {
  let card: Node;
  const paint = (copied?: CopyFormat) => {
    card = linkCard(dom, {
      link,
      note,
      copied: (format) => (format === copied ? 'copied' : 'idle'),
      onCopy: (format) => {
        if (format !== 'plain') return;
        navigator.clipboard.writeText(link.short_url).then(
          () => {
            // Unless React has taken the page over meanwhile.
            if (!card.isConnected) return;
            paint('plain');
            root.querySelector<HTMLElement>('.link-card .primary')?.focus();
            const confirming = card;
            setTimeout(() => confirming.isConnected && paint(), 2000);
          },
          () => {
            const status = root.querySelector('.link-note');
            if (status) status.textContent = plainText('common.copyFailed');
          },
        );
      },
    });
    paintResult(root, card);
  };
  paint();
}

export const paintChoose = (root: HTMLElement) => paintResult(root, choosePrompt(dom));

export const paintWelcome = (root: HTMLElement, onSetUp: () => void) =>
  paintResult(root, welcome(dom, { onSetUp }));
