import type { FormEvent } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { DonationCheckoutMachine } from '../../../application/browser/machines/donation-checkout.machine';
import { QUICK_DONATION_DOLLARS } from '../../../domain/catalog';
import { formatCents, wholeDollarsToCents, ZERO_CENTS } from '../../../domain/money';
import { HydratedControls } from '../../components/hydrated-controls';
import { StepHeading, useFocusFirstInvalid } from '../../components/step-heading';
import { TextField } from '../../components/text-field';
import { DONATE_COPY } from './donate-content';
import { DonationTypeField } from './donation-type-field';

const dollarsLabel = (dollars: number): string => formatCents(wholeDollarsToCents(dollars).unwrapOr(ZERO_CENTS));

/**
 * The amount (a quick amount or whole dollars typed) and the donation type. The machine judges
 * the amount on 'Proceed to checkout' and ties its message to the amount field; Cancel clears it.
 */
export function DonationChoice({ actor }: { readonly actor: ActorRefFrom<DonationCheckoutMachine> }) {
  const amountText = useSelector(actor, (snapshot) => snapshot.context.amountText);
  const amountError = useSelector(actor, (snapshot) => snapshot.context.fieldErrors.amount);
  const formRef = useFocusFirstInvalid<HTMLFormElement>(amountError);
  const proceed = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'PROCEED' });
  };
  return (
    <section className="checkout-step" aria-labelledby="donate-choose-heading">
      <StepHeading id="donate-choose-heading">{DONATE_COPY.chooseHeading}</StepHeading>
      <form ref={formRef} noValidate onSubmit={proceed}>
        <HydratedControls>
          <fieldset>
            <legend>Amount</legend>
            <div className="quick-amounts">
              {QUICK_DONATION_DOLLARS.map((dollars) => (
                <button
                  key={dollars}
                  type="button"
                  className="button"
                  aria-pressed={amountText.trim() === String(dollars)}
                  onClick={() => actor.send({ type: 'QUICK_AMOUNT', dollars })}
                >
                  {dollarsLabel(dollars)}
                </button>
              ))}
            </div>
            <TextField
              label="Donation amount"
              hint={DONATE_COPY.amountHint}
              value={amountText}
              onChange={(text) => actor.send({ type: 'AMOUNT_CHANGED', text })}
              error={amountError}
              inputMode="numeric"
              required
            />
          </fieldset>
          <DonationTypeField actor={actor} />
          <div className="form-actions">
            <button type="submit" className="button button-primary">
              Proceed to checkout
            </button>
            <button type="button" className="button" onClick={() => actor.send({ type: 'CANCEL' })}>
              Cancel
            </button>
          </div>
        </HydratedControls>
      </form>
    </section>
  );
}
