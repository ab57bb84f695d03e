import { useId } from 'react';

export interface SelectOption {
  readonly value: string;
  readonly label: string;
}

/** A labelled select with its error tied to it (aria-describedby), as TextField is for inputs. */
export function SelectField(props: {
  readonly label: string;
  readonly value: string;
  readonly options: readonly SelectOption[];
  readonly onChange: (value: string) => void;
  readonly error?: string | undefined;
  readonly required?: boolean;
}) {
  const id = useId();
  const errorId = props.error ? `${id}-error` : undefined;
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
      <select
        id={id}
        value={props.value}
        required={props.required}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={errorId}
        onChange={(event) => props.onChange(event.target.value)}
      >
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {props.error ? (
        <p id={errorId} className="field-error" role="alert">
          {props.error}
        </p>
      ) : null}
    </div>
  );
}
