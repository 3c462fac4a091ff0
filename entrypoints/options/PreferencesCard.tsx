import { Field } from '../../components/Field';
import { SelectField } from '../../components/SelectField';
import { t } from '../../lib/i18n';
import type { Preferences } from '../../lib/storage/preferences';
import { isolate } from '../../lib/web-url';
import { SavedNote } from './SavedNote';
import { usePopupWay } from './usePopupWay';

/** How Snaplink behaves, each choice saved as it is made; `saved` counts the saves. */
export function PreferencesCard(p: {
  prefs: Preferences;
  /** The account's domains, for the default-domain choice; empty until they are known. */
  domains: { id: number; name: string }[];
  saved: number;
  onChange(patch: Partial<Preferences>): void;
}) {
  const { prefs, domains, saved, onChange } = p;
  const domain = prefs.defaultDomainId === null ? '' : String(prefs.defaultDomainId);
  const popupWay = usePopupWay();
  return (
    <fieldset className="card">
      <legend>{t('options.preferences')}</legend>
      <SavedNote count={saved} />
      <SelectField
        label={t('options.onClick')}
        value={prefs.onClick}
        options={[
          ['shorten', t('options.onClickShorten')],
          ['choose', t('options.onClickChoose')],
          ['copy', t('options.onClickCopy')],
        ]}
        hint={prefs.onClick === 'copy' ? popupWay : undefined}
        onChange={(onClick) => onChange({ onClick })}
      />
      <label className="check">
        <input
          type="checkbox"
          checked={prefs.autoCopy}
          onChange={(e) => onChange({ autoCopy: e.target.checked })}
        />
        {t('options.autoCopy')}
      </label>
      <Field label={t('options.defaultDomain')}>
        {({ id }) => (
          <select
            id={id}
            value={domain}
            onChange={(e) =>
              onChange({ defaultDomainId: e.target.value ? Number(e.target.value) : null })
            }
          >
            <option value="">{t('common.ownDomain')}</option>
            {domain && !domains.some((d) => String(d.id) === domain) && (
              <option value={domain}>{t('common.domainNumber', { id: domain })}</option>
            )}
            {domains.map((d) => (
              <option key={d.id} value={String(d.id)}>
                {isolate(d.name)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <SelectField
        label={t('options.theme')}
        value={prefs.theme}
        options={[
          ['system', t('options.themeSystem')],
          ['light', t('options.themeLight')],
          ['dark', t('options.themeDark')],
        ]}
        onChange={(theme) => onChange({ theme })}
      />
    </fieldset>
  );
}
