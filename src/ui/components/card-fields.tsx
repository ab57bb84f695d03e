import { formatExpiryInput, type CardInput } from '../../domain/card';
import type { FieldErrors } from '../../domain/validation/fields';
import { TextField } from './text-field';

export const EMPTY_CARD: CardInput = { number: '', expiry: '', cvc: '' };

/**
 * The card simulator's own card form: inputs labelled exactly 'Card number', 'Expiry date' (MM/YY)
 * and 'CVC', each with its error. An expiry typed as digits alone gets its slash ('1229' shows as '12/29'). Only used when no payment provider is configured; the checkout
 * machine checks the card (Luhn, expiry not passed, CVC) before any payment starts.
 */
export function CardFields({
  value,
  onChange,
  errors,
}: {
  readonly value: CardInput;
  readonly onChange: (card: CardInput) => void;
  readonly errors: FieldErrors<keyof CardInput>;
}) {
  return (
    <fieldset className="card-fields">
      <legend>Card details</legend>
      <TextField
        label="Card number"
        value={value.number}
        onChange={(number) => onChange({ ...value, number })}
        error={errors.number}
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="4242 4242 4242 4242"
        required
      />
      <div className="field-row">
        <TextField
          label="Expiry date"
          hint="MM/YY"
          value={value.expiry}
          onChange={(expiry) => onChange({ ...value, expiry: formatExpiryInput(expiry) })}
          error={errors.expiry}
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="MM/YY"
          required
        />
        <TextField
          label="CVC"
          value={value.cvc}
          onChange={(cvc) => onChange({ ...value, cvc })}
          error={errors.cvc}
          inputMode="numeric"
          autoComplete="cc-csc"
          required
        />
      </div>
    </fieldset>
  );
}
