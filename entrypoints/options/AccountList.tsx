import { ConfirmDelete } from '../../components/ConfirmDelete';
import { t } from '../../lib/i18n';
import { type Accounts, hostOf } from '../../lib/storage/accounts';
import { maskedKey } from './ConnectionFields';

/** The saved connections, two or more: the one in use (the default), each one's Edit and Delete. */
export function AccountList(props: {
  accounts: Accounts;
  editing: string;
  onChoose(id: string): void;
  onEdit(id: string): void;
  onRemove(id: string): void;
}) {
  const { list, defaultId } = props.accounts;
  return (
    <section className="settings">
      <fieldset>
        <legend>{t('options.accounts')}</legend>
        <p className="hint">{t('options.accountsHint')}</p>
        <ul className="items accounts">
          {list.map((a) => (
            <li key={a.id} aria-current={a.id === props.editing || undefined}>
              <label>
                <input
                  type="radio"
                  name="default-account"
                  checked={a.id === defaultId}
                  onChange={() => props.onChoose(a.id)}
                />{' '}
                <strong>{a.name}</strong>
              </label>
              <span className="hint" dir="ltr">
                {hostOf(a.baseUrl)} · {maskedKey(a.apiKey)}
              </span>
              <span className="row-actions">
                <button
                  type="button"
                  aria-label={t('options.editNamed', { name: a.name })}
                  disabled={a.id === props.editing}
                  onClick={() => props.onEdit(a.id)}
                >
                  {t('options.edit')}
                </button>
                <ConfirmDelete
                  what={t('options.accountNamed', { name: a.name })}
                  onConfirm={() => props.onRemove(a.id)}
                />
              </span>
            </li>
          ))}
        </ul>
      </fieldset>
    </section>
  );
}
