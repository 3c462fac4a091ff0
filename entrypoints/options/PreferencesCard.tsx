import { useEffect, useState } from 'react';
import { browser } from 'wxt/browser';
import { DomainField } from '../../components/DomainField';
import { SelectField } from '../../components/SelectField';
import { POPUP_COMMAND } from '../../lib/background/actions';
import { t } from '../../lib/i18n';
import type { Account } from '../../lib/storage/accounts';
import type { Preferences } from '../../lib/storage/preferences';
import { SavedNote } from './SavedNote';

/** How Snaplink behaves, each choice saved as it is made; `saved` counts the saves. */
export function PreferencesCard(p: {
  prefs: Preferences;
  /** The account in use, whose default domain is chosen here; none saved, no choice. */
  account: Account | undefined;
  /** Two accounts or more: the choice says whose it is. */
  several: boolean;
  saved: number;
  onChange(patch: Partial<Preferences>): void;
  onDomain(domainId: number | null): void;
}) {
  const { prefs, account, saved, onChange } = p;
  // Where the popup is once the icon's click no longer opens it: its menu, and its shortcut if set.
  const [popupWay, setPopupWay] = useState<string>();
  useEffect(() => {
    const noKey = () => setPopupWay(t('options.onClickCopyHintNoKey'));
    void browser.commands.getAll().then((commands) => {
      const shortcut = commands.find((c) => c.name === POPUP_COMMAND)?.shortcut;
      if (shortcut) setPopupWay(t('options.onClickCopyHint', { shortcut }));
      else noKey();
    }, noKey);
  }, []);
  return (
    <fieldset>
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
      {account && (
        <DomainField
          label={t('options.defaultDomain')}
          hint={p.several ? t('options.defaultDomainFor', { name: account.name }) : undefined}
          value={account.domainId}
          connection={account}
          onChange={p.onDomain}
        />
      )}
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
