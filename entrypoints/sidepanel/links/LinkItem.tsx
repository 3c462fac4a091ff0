import { type KeyboardEvent, type ReactNode, useRef } from 'react';
import { ConfirmDelete } from '../../../components/ConfirmDelete';
import { CopyButton } from '../../../components/CopyButton';
import { ErrorNotice } from '../../../components/ErrorNotice';
import { ShortLink } from '../../../components/ShortLink';
import { WebLink } from '../../../components/WebLink';
import { When } from '../../../components/When';
import type { Link } from '../../../lib/api/schemas/link';
import { plural, t } from '../../../lib/i18n';
import type { EditableLink } from '../../../lib/link-edit';
import { isolate, webUrl, withoutScheme } from '../../../lib/web-url';
import { LinkQr } from './LinkQr';
import { LinkRowMenu } from './LinkRowMenu';
import { useDeleteLink } from './link-queries';

/** What the tab shows of a link: the service's link object, or a history entry's part of it. */
export type LinkRow = EditableLink & Pick<Link, 'total_clicks' | 'created_at'>;

/** What a row has open below it, one row at a time: its actions, QR code, edit form or delete. */
export type RowPanel = 'menu' | 'qr' | 'edit' | 'delete';

/** One link, dense: title, short link, destination, clicks and age; Copy and More beside. */
export function LinkItem(props: {
  link: LinkRow;
  open?: RowPanel;
  onOpen: (panel?: RowPanel) => void;
  /** False once this account's service is known not to edit links. */
  canEdit: boolean;
  editor: ReactNode;
}) {
  const { link, open, onOpen } = props;
  const href = webUrl(link.short_url);
  const named = isolate(link.short_url);
  const title = link.title || withoutScheme(link.short_url);
  const remove = useDeleteLink();
  const more = useRef<HTMLButtonElement>(null);
  // Escape closes the open actions, as a disclosure's should, and focus goes back to their button.
  const closeOnEscape = (e: KeyboardEvent) => {
    if (e.key !== 'Escape' || open !== 'menu') return;
    e.preventDefault();
    onOpen(undefined);
    more.current?.focus();
  };
  const wide = (panel: ReactNode) => <div className="link-row-wide">{panel}</div>;

  return (
    <li className="link-row">
      <strong className="link-row-title" title={isolate(title)}>
        <bdi>{title}</bdi>
      </strong>
      <p className="link-row-short">
        <ShortLink url={link.short_url} />
      </p>
      <p className="link-row-dest">
        <span className="link-row-to">
          <WebLink url={link.original_url} title={isolate(link.original_url)}>
            {withoutScheme(link.original_url)}
          </WebLink>
        </span>
        {link.total_clicks !== undefined && (
          <span>{plural('common.clicks', link.total_clicks)}</span>
        )}
        <When time={link.created_at} />
      </p>
      <div className="link-row-tools">
        {href && <CopyButton text={href} name={t('common.copyNamed', { what: named })} />}
        <button
          ref={more}
          type="button"
          className="icon-button"
          aria-label={t('links.actionsFor', { link: named })}
          aria-expanded={open === 'menu'}
          onClick={() => onOpen(open === 'menu' ? undefined : 'menu')}
          onKeyDown={closeOnEscape}
        >
          <span aria-hidden="true" className="menu-glyph">
            ⋯
          </span>
        </button>
      </div>
      {/* A disclosure under the row (LinkRowMenu.tsx). */}
      {open === 'menu' && (
        <LinkRowMenu
          link={link}
          canEdit={props.canEdit}
          onOpen={onOpen}
          onKeyDown={closeOnEscape}
        />
      )}
      {open === 'delete' &&
        wide(
          <ConfirmDelete
            what={t('links.named', { link: named })}
            pending={remove.isPending}
            onConfirm={() => remove.mutate(link.id)}
            onCancel={() => onOpen(undefined)}
          />,
        )}
      {remove.error && wide(<ErrorNotice error={remove.error} />)}
      {open === 'qr' && href && wide(<LinkQr link={link} url={href} />)}
      {open === 'edit' && wide(props.editor)}
    </li>
  );
}
