import { AppWindow, ChartColumn, Pencil, Plus, Settings } from 'lucide';
import { type CopyState, copyButton, copyWhole } from '../../components/copy-button';
import { iconButton } from '../../components/icon';
import type { Child, H } from '../../components/markup';
import type { CopyFormat } from '../../lib/copy-formats';
import { plainText as t } from '../../lib/plain-text';
import { addedTags } from '../../lib/utm';
import { type SearchFieldProps, searchField } from './search-field';

/**
 * The popup's markup, once: React draws it (App.tsx, LinkCard.tsx), and so does the early script
 * before React has loaded (first-paint.ts), each through its own `h` (components/markup.ts); as
 * the markup is the same, React's take-over moves nothing (e2e/first-paint.spec.ts compares).
 */

/** The frame: the header, the result (the link, or what stands for it), then React's rest. */
export function popupPage<N>(
  h: H<N>,
  p: { onAllTabs?: () => void; onSettings?: () => void; search?: SearchFieldProps },
  result: Child<N>,
  ...rest: Child<N>[]
): N {
  return h(
    'main',
    null,
    h(
      'header',
      { className: 'popup-head' },
      h('h1', null, 'Snaplink'),
      searchField(h, p.search ?? {}),
      iconButton(h, { icon: AppWindow, label: t('popup.allTabs'), onClick: p.onAllTabs }),
      iconButton(h, { icon: Settings, label: t('popup.settings'), onClick: p.onSettings }),
    ),
    h('section', { 'aria-live': 'polite', className: 'result' }, result),
    ...rest,
  );
}

/** What the card shows of a link: a history entry, or what the early script knows of one. */
export interface CardLink {
  short_url: string;
  title?: string | null;
  original_url: string;
  /** The page's address before UTM tags were added (lib/history.ts). */
  page?: string;
}

export interface CardProps {
  link: CardLink;
  /** How the link came (linkNote), or what a copy just did. */
  note: string;
  copied?: (format: CopyFormat) => CopyState;
  onCopy?: (format: CopyFormat) => void;
  onNew?: () => void;
  onStats?: () => void;
  onEdit?: () => void;
  /** False once the account's service is known not to edit links (lib/storage/link-edit.ts). */
  canEdit?: boolean;
}

/** The short link as it is shown: whole, without its scheme. Copying gives the full address. */
export const displayUrl = (shortUrl: string) => shortUrl.replace(/^https?:\/\//, '');

/** Past this many characters the link is drawn a size smaller, before it wraps (popup.css). */
const LONG_LINK = 28;

/**
 * The link card: the short link on a row of its own in large type; what it leads to (title and
 * destination, each isolated: anyone's text) and its tags, beside a new link, Stats and Edit;
 * Copy (the one filled button) and the other formats; the line on how it came.
 */
export function linkCard<N>(h: H<N>, p: CardProps): N {
  const { link } = p;
  const shown = displayUrl(link.short_url);
  const tags = addedTags(link.original_url, link.page);
  const copy = (format: CopyFormat, label: string, name?: string) =>
    copyButton(h, {
      label,
      name,
      primary: format === 'plain',
      state: p.copied?.(format) ?? 'idle',
      onClick: p.onCopy && (() => p.onCopy?.(format)),
    });
  return h(
    'div',
    { className: 'link-card' },
    h(
      'p',
      {
        className: shown.length > LONG_LINK ? 'short-link long' : 'short-link',
        title: link.short_url,
        // Copied by hand, the link is copied whole, with its scheme.
        onCopy: (e: Event) => copyWhole(e, link.short_url),
      },
      shown,
    ),
    h(
      'p',
      { className: 'link-about' },
      link.title && h('bdi', null, link.title),
      h('bdi', { className: 'muted', dir: 'ltr' }, link.original_url),
    ),
    tags.length > 0 &&
      h('p', { className: 'link-tags muted' }, `${t('popup.tags')} ${tags.join(' · ')}`),
    h(
      'div',
      { className: 'link-actions' },
      copy('plain', t('common.copy')),
      copy('markdown', t('popup.markdown'), t('popup.copyMarkdown')),
      copy('html', t('popup.html'), t('popup.copyHtml')),
    ),
    // After Copy for the keyboard, beside what the link leads to on screen (popup.css).
    h(
      'div',
      { className: 'link-tools' },
      iconButton(h, { icon: Plus, label: t('popup.createNew'), onClick: p.onNew }),
      iconButton(h, { icon: ChartColumn, label: t('popup.stats'), onClick: p.onStats }),
      p.canEdit !== false &&
        iconButton(h, { icon: Pencil, label: t('popup.edit'), onClick: p.onEdit }),
    ),
    h('p', { className: 'link-note muted', role: 'status' }, p.note),
  );
}

/** The card's shape while the link is made, its status where the note goes: nothing moves. */
export function linkSkeleton<N>(h: H<N>): N {
  const bone = () => h('span', { className: 'bone' });
  return h(
    'div',
    { className: 'link-card skeleton' },
    h('div', { className: 'short-link', 'aria-hidden': 'true' }, bone()),
    h('p', { className: 'link-about', 'aria-hidden': 'true' }, bone(), bone()),
    h('div', { className: 'link-actions', 'aria-hidden': 'true' }, bone(), bone(), bone()),
    h('p', { className: 'link-note muted', role: 'status' }, t('popup.shortening')),
  );
}

/** Set to "let me choose first", with no link for the page yet: the options come next. */
export const choosePrompt = <N>(h: H<N>): N => h('p', { role: 'status' }, t('popup.choose'));

/** The first run, with no key yet: what Snaplink does, and the one way to start. */
export function welcome<N>(h: H<N>, p: { onSetUp?: () => void }): N {
  return h(
    'div',
    { className: 'welcome' },
    h('p', null, t('popup.welcome')),
    h('button', { type: 'button', className: 'primary', onClick: p.onSetUp }, t('popup.setUp')),
  );
}
