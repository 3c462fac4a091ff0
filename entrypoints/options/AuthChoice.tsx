import { t } from '../../lib/i18n';
import type { AuthMethod } from '../../lib/storage/preferences';

/** How the key is sent: the Bearer header unless the service accepts nothing else. */
export function AuthChoice(p: { value: AuthMethod; onChange(method: AuthMethod): void }) {
  const { value, onChange } = p;
  return (
    <fieldset className="choices">
      <legend>{t('options.sendKeyAs')}</legend>
      {(
        [
          ['bearer', t('options.authBearer')],
          ['header', t('options.authHeader')],
          ['query', t('options.authQuery')],
        ] as const
      ).map(([method, label]) => (
        <label key={method}>
          <input
            type="radio"
            name="authMethod"
            value={method}
            checked={value === method}
            onChange={() => onChange(method)}
          />
          {label}
        </label>
      ))}
      {value === 'query' && (
        <p className="warning" role="note">
          {t('options.queryWarning')}
        </p>
      )}
    </fieldset>
  );
}
