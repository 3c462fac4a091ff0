import { type ClipboardEvent, useState } from 'react';
import { CopyStateButton } from '../../components/CopyButton';
import { ShortLink } from '../../components/ShortLink';
import { type CopyState, useCopy } from '../../components/useCopy';
import { When } from '../../components/When';
import { type CopyFormat, formatLink } from '../../lib/copy-formats';
import { whenMade } from '../../lib/dates';
import type { HistoryEntry } from '../../lib/history';
import { t } from '../../lib/i18n';
import { addedTags } from '../../lib/utm';
import { isolate, withoutScheme } from '../../lib/web-url';

/** Past this many characters the link is drawn a size smaller, before it wraps (popup.css). */
const LONG_LINK = 28;

/** The link card: the short link, how it came, what it leads to, and the copy buttons. */
export function LinkCard(p: {
  link: HistoryEntry;
  /** The flow copied it already (auto-copy): Copy starts as "Copied ✓". */
  copied: boolean;
  /** A short line on how the link came ("This page's link"), or none. */
  status?: string;
}) {
  const { link } = p;
  const { copy, stateOf, failed } = useCopy<CopyFormat>();
  // The automatic copy is Copy's to say until the person copies something themselves.
  const [copiedByHand, setCopiedByHand] = useState(false);
  const long = withoutScheme(link.short_url).length > LONG_LINK;
  const made = whenMade(link.created_at) !== undefined;
  const tags = addedTags(link.original_url, link.page);
  const state = (format: CopyFormat): CopyState => {
    const own = stateOf(format);
    return format === 'plain' && own === 'idle' && p.copied && !copiedByHand ? 'copied' : own;
  };
  const button = (format: CopyFormat, label: string, name?: string) => (
    <CopyStateButton
      label={label}
      name={name}
      primary={format === 'plain'}
      state={state(format)}
      onClick={() => {
        setCopiedByHand(true);
        void copy(format, formatLink(link, format));
      }}
    />
  );
  const about = (text: string) => (
    // Focusable, so the whole text shows on focus as on hover (popup.css), not only its start.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: it is the only way to read the rest by keyboard.
    <bdi tabIndex={0} title={isolate(text)}>
      {text}
    </bdi>
  );
  return (
    <div className="link-card">
      {/* Copying the text gives the whole address, scheme included. */}
      <p
        className={long ? 'link-hero long' : 'link-hero'}
        onCopy={(e: ClipboardEvent) => {
          e.clipboardData.setData('text/plain', link.short_url);
          e.preventDefault();
        }}
      >
        <ShortLink url={link.short_url} text />
      </p>
      <p className="link-status muted" role="status">
        {failed ? t('common.copyFailed') : p.status}
        {!failed && p.status && made && ' · '}
        {!failed && <When time={link.created_at} words={(when) => t('popup.made', { when })} />}
      </p>
      <p className="link-about">
        {link.title && about(link.title)}
        {about(link.original_url)}
        {tags.length > 0 && about(`${t('popup.tags')} ${tags.join(' ')}`)}
      </p>
      <div className="link-actions">
        {button('plain', t('common.copy'))}
        {button('markdown', t('popup.markdown'), t('popup.copyMarkdown'))}
        {button('html', t('popup.html'), t('popup.copyHtml'))}
      </div>
    </div>
  );
}

/** The card's shape while the link is made: each bone takes the room of what comes. */
export function LinkSkeleton() {
  return (
    <div className="link-card skeleton">
      <p className="link-hero" aria-hidden="true">
        <span className="bone" />
      </p>
      <p className="link-status muted" role="status">
        {t('popup.shortening')}
      </p>
      <p className="link-about" aria-hidden="true">
        <span className="bone" />
        <span className="bone" />
      </p>
      <div className="link-actions" aria-hidden="true">
        <span className="bone" />
        <span className="bone" />
        <span className="bone" />
      </div>
    </div>
  );
}
