import { useEffect, useState } from 'react';
import { t } from '../lib/i18n';
import {
  loadPresets,
  savePreset,
  UTM_PRESETS_MAX,
  type UtmKey,
  type UtmPreset,
  type UtmTags,
  usedTags,
} from '../lib/utm';

/** UTM tags, the presets that fill them in one click, and saving them as a preset. */
export function UtmFields({ tags, onChange }: { tags: UtmTags; onChange(tags: UtmTags): void }) {
  const [presets, setPresets] = useState<UtmPreset[]>([]);
  const [name, setName] = useState('');
  const [note, setNote] = useState('');
  useEffect(() => void loadPresets().then(setPresets, () => {}), []);
  const labels: [UtmKey, string][] = [
    ['source', t('utm.source')],
    ['medium', t('utm.medium')],
    ['campaign', t('utm.campaign')],
    ['term', t('utm.term')],
    ['content', t('utm.content')],
  ];
  const ready = name.trim() !== '' && usedTags(tags).length > 0;
  const save = () =>
    void savePreset(name, tags).then(async (saved) => {
      setNote(
        saved ? t('utm.saved', { name: name.trim() }) : t('utm.full', { max: UTM_PRESETS_MAX }),
      );
      setPresets(await loadPresets());
    });

  return (
    <fieldset className="grid pair">
      <legend>{t('utm.legend')}</legend>
      {presets.length > 0 && (
        <p className="chips wide">
          <span className="muted">{t('utm.presets')}</span>
          {presets.map((p) => (
            <button
              type="button"
              key={p.name}
              onClick={() => {
                onChange(p.tags);
                setName(p.name);
              }}
            >
              {p.name}
            </button>
          ))}
        </p>
      )}
      {labels.map(([key, label]) => (
        // Campaign on a row of its own: source and medium above, the two optional ones below.
        <label className={key === 'campaign' ? 'field wide' : 'field'} key={key}>
          {label}
          <input
            value={tags[key] ?? ''}
            spellCheck={false}
            onChange={(e) => onChange({ ...tags, [key]: e.target.value })}
          />
        </label>
      ))}
      <div className="with-button wide">
        <input
          aria-label={t('utm.presetName')}
          placeholder={t('utm.presetName')}
          value={name}
          onChange={(e) => setName(e.target.value)}
          // Enter here saves the preset; it does not shorten.
          onKeyDown={(e) => {
            if (e.key !== 'Enter') return;
            e.preventDefault();
            if (ready) save();
          }}
        />
        <button type="button" disabled={!ready} onClick={save}>
          {t('utm.save')}
        </button>
      </div>
      <p role="status" className="hint wide">
        {note}
      </p>
    </fieldset>
  );
}
