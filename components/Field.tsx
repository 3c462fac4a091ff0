import { type ReactNode, useId } from 'react';

/** A labelled control with its error beside it, tied by aria-describedby for screen readers. */
export function Field(props: {
  label: string;
  error?: string;
  hint?: ReactNode;
  /** Drawn with the attributes that tie it to its label, hint and error. */
  children: (attrs: {
    id: string;
    'aria-describedby'?: string;
    'aria-invalid': boolean;
  }) => ReactNode;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [props.error ? errorId : '', props.hint ? hintId : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className="field">
      <label htmlFor={id}>{props.label}</label>
      {props.children({
        id,
        'aria-describedby': describedBy || undefined,
        'aria-invalid': Boolean(props.error),
      })}
      {props.hint && (
        <p id={hintId} className="hint">
          {props.hint}
        </p>
      )}
      {props.error && (
        <p id={errorId} className="field-error">
          {props.error}
        </p>
      )}
    </div>
  );
}
