import { CONFIRM_MS } from '../../components/copy-button';
import { dom } from '../../components/markup';
import { type CopyFormat, formatLink } from '../../lib/copy-formats';
import { plainText } from '../../lib/plain-text';
import { type CardLink, choosePrompt, linkCard, linkSkeleton, popupPage, welcome } from './markup';

/**
 * The popup drawn before React has loaded, at the speed of a page with no framework (npm run
 * bench): the views of markup.ts, drawn into the DOM. React takes the page over with the same
 * views a moment later. Until then the copy buttons, Settings and the welcome's Set up work; the
 * others (a new link, Stats, All tabs) wait for React.
 */

/** The frame, with the link card's skeleton while the link is being made. */
export function paintFrame(root: HTMLElement, onSettings: () => void): void {
  root.replaceChildren(popupPage(dom, { onSettings }, linkSkeleton(dom)));
}

const paintResult = (root: HTMLElement, node: Node) =>
  root.querySelector('.result')?.replaceChildren(node);

/** A link, its copy buttons working: "Copied ✓" in the one clicked for a moment, as in React. */
export function paintLink(root: HTMLElement, link: CardLink, note: string, canEdit = true): void {
  let card: Node;
  const paint = (copied?: CopyFormat) => {
    card = linkCard(dom, {
      link,
      note,
      canEdit,
      copied: (format) => (format === copied ? 'copied' : 'idle'),
      onCopy: (format) => {
        navigator.clipboard.writeText(formatLink(link, format)).then(
          () => {
            // Unless React has taken the page over meanwhile.
            if (!card.isConnected) return;
            const focused = [...root.querySelectorAll('.link-card button')].indexOf(
              document.activeElement as Element,
            );
            paint(format);
            root.querySelectorAll<HTMLElement>('.link-card button')[focused]?.focus();
            const confirming = card;
            setTimeout(() => confirming.isConnected && paint(), CONFIRM_MS);
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
