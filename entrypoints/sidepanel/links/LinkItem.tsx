import { type KeyboardEvent, type ReactNode, useRef } from 'react';
import { CopyButton } from '../../../components/CopyButton';
import { ErrorNotice } from '../../../components/ErrorNotice';
import { WebLink } from '../../../components/WebLink';
import { whenMade } from '../../../lib/dates';
import { t } from '../../../lib/i18n';
import { askForStats } from '../../../lib/panel/panel-asks';
import { isolate, webUrl } from '../../../lib/web-url';
import { useApi } from '../ApiContext';
import { ConfirmDelete } from '../ConfirmDelete';
import { useShowSection } from '../PanelTabs';
import { LinkQr } from './LinkQr';
import { useDeleteLink } from './link-queries';

/** What the tab shows of a link: the service's link object, or a history entry's part of it. */
export interface LinkRow {
  id: number;
  short_url: string;
  original_url: string;
  title?: string | null;
  total_clicks?: number;
  short_code?: string;
  created_at?: string | null;
}

/** What a row has open below it, one row at a time: its actions, QR code, edit form or delete. */
export type RowPanel = 'menu' | 'qr' | 'edit' | 'delete';

/** An address as the list shows it: without its scheme (the whole one is in its tooltip). */
const withoutScheme = (url: string) => url.replace(/^https?:\/\//i, '');

/**
 * One link, dense: its title (two lines at most; whole for screen readers and in its tooltip),
 * the short link in the accent colour, then the destination (cut to one line), clicks and age;
 * Copy and "More actions" (QR code, Stats, Edit, Delete) to the side. Only a web short URL is
 * copied or drawn as a QR code. `editor` is the edit form, drawn when Edit is open.
 */
export function LinkItem(props: {
  link: LinkRow;
  open?: RowPanel;
  onOpen: (panel?: RowPanel) => void;
  /** False once this account's service is known not to edit links. */
  canEdit: boolean;
  editor?: ReactNode;
}) {
  const { link, open, onOpen } = props;
  const href = webUrl(link.short_url);
  const named = isolate(link.short_url);
  const shown = withoutScheme(link.short_url);
  const title = link.title || shown;
  const when = whenMade(link.created_at);
  const what = t('links.named', { link: named });
  const actions = t('links.actionsFor', { link: named });
  const show = useShowSection();
  const { scope } = useApi();
  const remove = useDeleteLink();
  const more = useRef<HTMLButtonElement>(null);
  // Escape closes the open actions, as a disclosure's should, and focus goes back to their button.
  const closeOnEscape = (e: KeyboardEvent) => {
    if (e.key !== 'Escape' || open !== 'menu') return;
    e.preventDefault();
    onOpen(undefined);
    more.current?.focus();
  };
  // The menu's actions: a word each (lucide's icons would cost the panel's budget), the name
  // saying which link.
  const action = (text: string, name: string, panel: RowPanel | (() => void), danger = false) => (
    <button
      type="button"
      className={danger ? 'danger-quiet' : undefined}
      aria-label={name}
      onClick={typeof panel === 'function' ? panel : () => onOpen(panel)}
      onKeyDown={closeOnEscape}
    >
      {text}
    </button>
  );

  return (
    <li className="link-row">
      <strong className="link-row-title" title={isolate(title)}>
        <bdi>{title}</bdi>
      </strong>
      <p className="link-row-short">
        <WebLink url={link.short_url} title={named}>
          {shown}
        </WebLink>
      </p>
      <p className="link-row-dest">
        <span className="link-row-to">
          <WebLink url={link.original_url} title={isolate(link.original_url)}>
            {withoutScheme(link.original_url)}
          </WebLink>
        </span>
        {link.total_clicks !== undefined && (
          <span>{t('links.clicks', link.total_clicks, [link.total_clicks.toLocaleString()])}</span>
        )}
        {when && (
          <time dateTime={when.machine} title={when.full}>
            {when.ago}
          </time>
        )}
      </p>
      <div className="link-row-tools">
        {href && <CopyButton text={href} name={t('common.copyNamed', { what: named })} />}
        {/* An icon button as components/icon.ts draws them (its name its tooltip), with a glyph
            for the icon: lucide's would cost the panel's budget what this costs nothing. */}
        <button
          ref={more}
          type="button"
          className="icon-button"
          aria-label={actions}
          aria-expanded={open === 'menu'}
          onClick={() => onOpen(open === 'menu' ? undefined : 'menu')}
          onKeyDown={closeOnEscape}
        >
          <span aria-hidden="true" className="menu-glyph">
            ⋯
          </span>
        </button>
      </div>
      {/* A disclosure, not an ARIA menu: the actions open in the row, under it, next in the tab
          order; the button or Escape closes them again, and choosing one opens what it shows
          instead. */}
      {open === 'menu' && (
        <div className="link-row-wide row-actions">
          {href && action(t('links.qr'), t('links.qrNamed', { link: named }), 'qr')}
          {action(
            t('popup.stats'),
            t('popup.statsFor', { link: named }),
            () =>
              // The ask is stored first, so the Stats tab finds it as it mounts.
              void askForStats(link.id, scope).then(() => show('stats')),
          )}
          {props.canEdit && action(t('links.edit'), t('links.editNamed', { link: named }), 'edit')}
          {action(t('common.delete'), t('common.deleteNamed', { what }), 'delete', true)}
        </div>
      )}
      {open === 'delete' && (
        <div className="link-row-wide">
          <ConfirmDelete
            what={what}
            pending={remove.isPending}
            onConfirm={() => remove.mutate(link.id)}
            onCancel={() => onOpen(undefined)}
          />
        </div>
      )}
      {remove.error && (
        <div className="link-row-wide">
          <ErrorNotice error={remove.error} />
        </div>
      )}
      {open === 'qr' && href && (
        <div className="link-row-wide">
          <LinkQr link={link} url={href} />
        </div>
      )}
      {open === 'edit' && props.editor && <div className="link-row-wide">{props.editor}</div>}
    </li>
  );
}
