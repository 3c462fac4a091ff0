import { Fragment, useEffect, useId, useState } from 'react';
import { ConfirmDelete } from '../../components/ConfirmDelete';
import { t } from '../../lib/i18n';
import {
  loadPresets,
  storePresets,
  UTM_PRESETS_MAX,
  type UtmPreset,
  usedTags,
} from '../../lib/utm';

/** The UTM presets, renamed or deleted here (saved and chosen in components/UtmFields.tsx). */
export function UtmPresetList() {
  const [presets, setPresets] = useState<UtmPreset[]>();
  useEffect(() => void loadPresets().then(setPresets, () => setPresets([])), []);
  const store = async (next: UtmPreset[]) => {
    await storePresets(next);
    setPresets(next);
  };

  return (
    <section className="settings">
      <fieldset>
        <legend>{t('utm.presetsTitle')}</legend>
        <p className="hint">{t('utm.presetsHint', { max: UTM_PRESETS_MAX })}</p>
        {presets?.length === 0 && <p>{t('utm.noPresets')}</p>}
        <ul className="items">
          {presets?.map((preset, i) => (
            <PresetItem
              // The name is unique within the list: a rename gives a new row its fresh draft.
              key={preset.name}
              preset={preset}
              taken={(name) => presets.some((p, j) => j !== i && p.name === name)}
              onRename={(name) => store(presets.with(i, { ...preset, name }))}
              onDelete={() => store(presets.filter((_, j) => j !== i))}
            />
          ))}
        </ul>
      </fieldset>
    </section>
  );
}

function PresetItem(props: {
  preset: UtmPreset;
  taken(name: string): boolean;
  onRename(name: string): Promise<void>;
  onDelete(): Promise<void>;
}) {
  const { preset } = props;
  const [draft, setDraft] = useState(preset.name);
  const [error, setError] = useState('');
  const what = t('utm.named', { name: preset.name });
  const rename = () => {
    const name = draft.trim();
    if (!name) return setError(t('utm.nameMissing'));
    if (props.taken(name)) return setError(t('utm.nameTaken', { name }));
    setError('');
    void props.onRename(name);
  };
  const errorId = useId();

  return (
    <li>
      <div className="with-button">
        <input
          aria-label={t('utm.presetNameOf', { name: preset.name })}
          aria-invalid={error !== ''}
          aria-describedby={error ? errorId : undefined}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => e.key === 'Enter' && rename()}
        />
        <button type="button" disabled={draft.trim() === preset.name} onClick={rename}>
          {t('utm.rename')}
        </button>
        <ConfirmDelete what={what} onConfirm={() => void props.onDelete()} />
      </div>
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
      <dl>
        {usedTags(preset.tags).map(([key, value]) => (
          <Fragment key={key}>
            <dt>{`utm_${key}`}</dt>
            <dd>{value}</dd>
          </Fragment>
        ))}
      </dl>
    </li>
  );
}
