import { type ReactNode, useState } from 'react';
import { Field } from '../../components/Field';
import { t } from '../../lib/i18n';

/** A search box that searches on submit (typing spends no requests), with other controls. */
export function SearchForm(props: {
  name: string;
  label: string;
  onSearch(text: string): void;
  children?: ReactNode;
  /** A layout of the section's own, beside the shared one. */
  className?: string;
}) {
  const [draft, setDraft] = useState('');
  return (
    <form
      aria-label={props.name}
      className={props.className ? `controls ${props.className}` : 'controls'}
      onSubmit={(e) => {
        e.preventDefault();
        props.onSearch(draft.trim());
      }}
    >
      <Field label={props.label}>
        {({ id }) => (
          <input
            id={id}
            type="search"
            value={draft}
            onChange={(e) => setDraft(e.currentTarget.value)}
          />
        )}
      </Field>
      <button type="submit">{t('panel.search')}</button>
      {props.children}
    </form>
  );
}
