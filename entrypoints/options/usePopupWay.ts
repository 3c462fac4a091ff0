import { useEffect, useState } from 'react';
import { browser } from 'wxt/browser';
import { POPUP_COMMAND } from '../../lib/background/actions';
import { t } from '../../lib/i18n';

/**
 * Where the popup is once a click on the icon no longer opens it: the icon's menu, and its
 * shortcut as the person set it (none, if they removed it). Undefined until the browser says.
 */
export function usePopupWay(): string | undefined {
  const [way, setWay] = useState<string>();
  useEffect(() => {
    void browser.commands.getAll().then(
      (commands) => {
        const shortcut = commands.find((c) => c.name === POPUP_COMMAND)?.shortcut;
        setWay(
          shortcut ? t('options.onClickCopyHint', { shortcut }) : t('options.onClickCopyHintNoKey'),
        );
      },
      () => setWay(t('options.onClickCopyHintNoKey')),
    );
  }, []);
  return way;
}
