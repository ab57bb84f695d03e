import { useId, type ChangeEvent } from 'react';

export interface TextFieldProps {
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  /** The message tied to this field (aria-describedby), or nothing. */
  readonly error?: string | undefined;
  readonly hint?: string;
  readonly type?: 'text' | 'email' | 'tel' | 'password' | 'number' | 'datetime-local';
  readonly inputMode?: 'text' | 'numeric' | 'decimal' | 'email' | 'tel';
  readonly autoComplete?: string;
  readonly placeholder?: string;
  readonly required?: boolean;
  readonly disabled?: boolean;
  /** Shown and sent with the form, but not for editing (a value another step already gave). */
  readonly readOnly?: boolean;
  readonly multiline?: boolean;
  readonly name?: string;
}

/**
 * A labelled input with its hint and error tied to it, as every form here uses: the label is
 * always visible, the error is announced and linked through aria-describedby, and the field is
 * marked invalid while it has one.
 */
export function TextField(props: TextFieldProps) {
  const id = useId();
  const hintId = props.hint ? `${id}-hint` : undefined;
  const errorId = props.error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const shared = {
    id,
    name: props.name,
    value: props.value,
    required: props.required,
    disabled: props.disabled,
    readOnly: props.readOnly,
    placeholder: props.placeholder,
    autoComplete: props.autoComplete,
    'aria-invalid': props.error ? true : undefined,
    'aria-describedby': describedBy,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => props.onChange(event.target.value),
  };
  return (
    <div className="field">
      <div className="field-label">
        <label htmlFor={id}>{props.label}</label>
        {props.required ? (
          <span className="required-mark" aria-hidden="true">
            *
          </span>
        ) : null}
      </div>
      {props.hint ? (
        <p id={hintId} className="field-hint">
          {props.hint}
        </p>
      ) : null}
      {props.multiline ? <textarea {...shared} rows={4} /> : <input {...shared} type={props.type ?? 'text'} inputMode={props.inputMode} />}
      {props.error ? (
        <p id={errorId} className="field-error" role="alert">
          {props.error}
        </p>
      ) : null}
    </div>
  );
}
