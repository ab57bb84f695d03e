import { useState, type FormEvent } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { BanquetCheckoutMachine } from '../../../application/browser/machines/banquet-checkout.machine';
import { formatCents } from '../../../domain/money';
import type { BuyerInput } from '../../../domain/validation/checkout-forms';
import { BUYER_FIELDS } from '../../components/buyer-fields';
import { CardEntryFields, PayButton, useCardEntry } from '../../components/card-entry';
import { FieldList } from '../../components/field-list';
import { StepHeading, useFocusFirstInvalid } from '../../components/step-heading';
import { useLeaveConfirmation } from '../../components/use-leave-confirmation';
import { BANQUET_COPY } from './spring-banquet-content';

/**
 * The buyer's first and last name, e-mail and card, under the chosen tickets and total. What
 * was typed comes back from the machine after a refused card.
 */
export function BanquetForm({
  actor,
  hidden = false,
}: {
  readonly actor: ActorRefFrom<BanquetCheckoutMachine>;
  readonly hidden?: boolean;
}) {
  const counts = useSelector(actor, (snapshot) => snapshot.context.counts);
  const total = useSelector(actor, (snapshot) => snapshot.context.total);
  const saved = useSelector(actor, (snapshot) => snapshot.context.buyer);
  const fieldErrors = useSelector(actor, (snapshot) => snapshot.context.fieldErrors);
  const cardErrors = useSelector(actor, (snapshot) => snapshot.context.cardErrors);
  const [buyer, setBuyer] = useState<BuyerInput>(saved);
  const card = useCardEntry();
  const formRef = useFocusFirstInvalid<HTMLFormElement>(fieldErrors, cardErrors);
  useLeaveConfirmation(formRef);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (card.entry) actor.send({ type: 'SUBMIT', buyer, card: card.entry });
  };
  return (
    <section className="checkout-step" aria-labelledby="banquet-details-heading" hidden={hidden}>
      <StepHeading id="banquet-details-heading">{BANQUET_COPY.detailsHeading}</StepHeading>
      <p className="order-summary">
        Adults: {counts.adults} · Children: {counts.children} · Total: <strong>{formatCents(total)}</strong>
      </p>
      <form ref={formRef} noValidate onSubmit={submit}>
        <FieldList
          fields={BUYER_FIELDS}
          values={buyer}
          errors={fieldErrors}
          onChange={(name, value) => setBuyer((current) => ({ ...current, [name]: value }))}
        />
        <CardEntryFields control={card} errors={cardErrors} />
        <div className="form-actions">
          <PayButton control={card}>Complete purchase</PayButton>
          <button type="button" className="link-button" onClick={() => actor.send({ type: 'BACK' })}>
            Return to ticket selection
          </button>
        </div>
      </form>
    </section>
  );
}
