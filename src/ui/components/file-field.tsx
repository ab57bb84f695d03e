import { useId, type ChangeEvent } from 'react';

/**
 * A labelled file input with its hint and error tied to it (aria-describedby), like
 * {@link TextField}. A file input cannot be set from outside: give it a new `key` to clear it.
 */
export function FileField({
  label,
  onChange,
  accept,
  error,
  hint,
  disabled,
}: {
  readonly label: string;
  readonly onChange: (file: File | null) => void;
  readonly accept?: string;
  readonly error?: string | undefined;
  readonly hint?: string;
  readonly disabled?: boolean;
}) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <div className="field-label">
        <label htmlFor={id}>{label}</label>
      </div>
      {hint ? (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      ) : null}
      <input
        id={id}
        type="file"
        accept={accept}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.files?.[0] ?? null)}
      />
      {error ? (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
