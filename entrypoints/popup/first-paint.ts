import type { LinkAbout } from '../../components/LinkCard';
import { plainText as t } from '../../lib/plain-text';
import type { LinkStatus } from '../../lib/popup-state';

/**
 * The short link on screen before React has loaded: the popup's one job, at the speed of a page
 * with no framework (npm run bench). It draws exactly what components/LinkCard.tsx draws for the
 * same link (tests/components/first-paint.test.tsx holds the two to one markup), so when React
 * takes the page over in the same frame, nothing moves. Its Copy button works meanwhile.
 */
export function paintLink(
  root: HTMLElement,
  shortUrl: string,
  about: LinkAbout,
  note: string,
): void {
  const input = element('input', { 'aria-label': t('popup.shortLink'), readonly: '' });
  input.value = shortUrl;
  input.setAttribute('value', shortUrl);
  input.addEventListener('focus', () => input.select());
  const status = element('span', { role: 'status', class: 'ok' });
  const copy = element('button', { type: 'button' }, t('common.copy'));
  copy.addEventListener('click', () => {
    navigator.clipboard.writeText(shortUrl).then(
      () => {
        status.className = 'ok';
        status.textContent = t('common.copied');
      },
      () => {
        status.className = 'error';
        status.textContent = t('common.copyFailed');
      },
    );
  });
  const card = element('div', { class: 'link-card' });
  card.append(
    element('div', { class: 'with-button' }, input, copy, status),
    element(
      'p',
      { class: 'link-about' },
      ...(about.title ? [element('bdi', {}, about.title)] : []),
      element('bdi', { class: 'muted' }, about.destination),
    ),
    element('p', { class: 'muted' }, note),
  );
  root.querySelector('.result')?.replaceChildren(card);
}

/** The line under the link: how it came. Shared by the first paint and the React view. */
export const linkNote = (copied: boolean, reused: boolean, status?: LinkStatus): string =>
  [
    copied ? t('popup.copiedToClipboard') : '',
    reused ? t('popup.reused') : '',
    status ? statusText(status) : '',
  ]
    .filter(Boolean)
    .join(' ');

function statusText(status: LinkStatus): string {
  switch (status) {
    case 'unchecked':
      return t('popup.unchecked');
    case 'dead':
      return t('popup.dead');
    case 'replaced':
      return t('popup.replaced');
    case 'notDeleted':
      return t('popup.notDeleted');
  }
}

/**
 * The page's frame, and while the link is being made, the link card's skeleton: the card's
 * shape in grey, then the status where the card's note goes, so the link fills it in with
 * nothing moving. LinkSkeleton in components/LinkCard.tsx draws the same for React.
 */
export function paintFrame(root: HTMLElement): void {
  const result = element('section', { 'aria-live': 'polite', class: 'result' });
  const bone = () => element('span', { class: 'bone' });
  result.append(
    element(
      'div',
      { class: 'link-card skeleton' },
      element('div', { class: 'with-button', 'aria-hidden': 'true' }, bone(), bone()),
      element('p', { class: 'link-about', 'aria-hidden': 'true' }, bone(), bone()),
      element('p', { class: 'muted', role: 'status' }, t('popup.shortening')),
    ),
  );
  // The header's height is set in popup.css, so React's, with its Settings button, takes the
  // same room.
  const header = element('header', { class: 'popup-head' }, element('h1', {}, 'Snaplink'));
  root.replaceChildren(element('main', {}, header, result));
}

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Record<string, string>,
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  el.append(...children);
  return el;
}
