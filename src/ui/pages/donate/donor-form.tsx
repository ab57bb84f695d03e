import { useState, type FormEvent } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { DonationCheckoutMachine, DonorDetails } from '../../../application/browser/machines/donation-checkout.machine';
import { formatCents, ZERO_CENTS } from '../../../domain/money';
import { CardEntryFields, PayButton, useCardEntry } from '../../components/card-entry';
import { FieldList } from '../../components/field-list';
import { StepHeading, useFocusFirstInvalid } from '../../components/step-heading';
import { useLeaveConfirmation } from '../../components/use-leave-confirmation';
import { DONATE_COPY, DONOR_FIELDS } from './donate-content';

/**
 * The donor's details and the card, under the accepted amount and type. The details come back
 * from the machine after a refused card; Cancel clears the amount and returns to the choice.
 */
export function DonorForm({ actor, hidden = false }: { readonly actor: ActorRefFrom<DonationCheckoutMachine>; readonly hidden?: boolean }) {
  const amount = useSelector(actor, (snapshot) => snapshot.context.amount ?? ZERO_CENTS);
  const donationType = useSelector(actor, (snapshot) => snapshot.context.donationType);
  const saved = useSelector(actor, (snapshot) => snapshot.context.donor);
  const fieldErrors = useSelector(actor, (snapshot) => snapshot.context.fieldErrors);
  const cardErrors = useSelector(actor, (snapshot) => snapshot.context.cardErrors);
  const [donor, setDonor] = useState<DonorDetails>(saved);
  const card = useCardEntry();
  const formRef = useFocusFirstInvalid<HTMLFormElement>(fieldErrors, cardErrors);
  useLeaveConfirmation(formRef);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (card.entry) actor.send({ type: 'SUBMIT', donor, card: card.entry });
  };
  return (
    <section className="checkout-step" aria-labelledby="donate-details-heading" hidden={hidden}>
      <StepHeading id="donate-details-heading">{DONATE_COPY.detailsHeading}</StepHeading>
      <p className="order-summary">
        {donationType}: <strong>{formatCents(amount)}</strong>
      </p>
      <form ref={formRef} noValidate onSubmit={submit}>
        <fieldset>
          <legend>Donor</legend>
          <p className="field-hint">{DONATE_COPY.detailsNote}</p>
          <FieldList
            fields={DONOR_FIELDS}
            values={donor}
            errors={fieldErrors}
            onChange={(name, value) => setDonor((current) => ({ ...current, [name]: value }))}
          />
        </fieldset>
        <CardEntryFields control={card} errors={cardErrors} />
        <div className="form-actions">
          <PayButton control={card}>Donate {formatCents(amount)}</PayButton>
          <button type="button" className="button" onClick={() => actor.send({ type: 'CANCEL' })}>
            Cancel
          </button>
        </div>
      </form>
    </section>
  );
}
