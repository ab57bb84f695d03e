import { useId } from 'react';

/**
 * A labelled count with − and + buttons either side: the count can be typed or stepped. The
 * hint (the price) and the error are tied to the input. A step the machine would refuse is
 * marked disabled but keeps focus.
 */
export function CountField(props: {
  readonly label: string;
  readonly hint: string;
  readonly value: string;
  readonly error: string | undefined;
  /** Names the thing counted in the buttons' names, e.g. 'an adult'. */
  readonly one: string;
  readonly canDecrement: boolean;
  readonly onType: (text: string) => void;
  readonly onIncrement: () => void;
  readonly onDecrement: () => void;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className="field count-field">
      <label className="field-label" htmlFor={id}>
        {props.label}
      </label>
      <p id={hintId} className="field-hint">
        {props.hint}
      </p>
      <div className="count-controls">
        <button
          type="button"
          className="button count-button"
          aria-label={`Remove ${props.one}`}
          aria-controls={id}
          aria-disabled={props.canDecrement ? undefined : true}
          onClick={props.onDecrement}
        >
          <span aria-hidden="true">−</span>
        </button>
        <input
          id={id}
          inputMode="numeric"
          value={props.value}
          onChange={(event) => props.onType(event.target.value)}
          aria-invalid={props.error ? true : undefined}
          aria-describedby={props.error ? `${hintId} ${errorId}` : hintId}
        />
        <button
          type="button"
          className="button count-button"
          aria-label={`Add ${props.one}`}
          aria-controls={id}
          onClick={props.onIncrement}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
      {props.error ? (
        <p id={errorId} className="field-error" role="alert">
          {props.error}
        </p>
      ) : null}
    </div>
  );
}
