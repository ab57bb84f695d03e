import { useState, type FormEvent } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { TicketCheckoutMachine, TicketForm } from '../../../application/browser/machines/ticket-checkout.machine';
import { formatCents } from '../../../domain/money';
import { BUYER_FIELDS } from '../../components/buyer-fields';
import { CardEntryFields, PayButton, useCardEntry } from '../../components/card-entry';
import { FieldList } from '../../components/field-list';
import { StepHeading, useFocusFirstInvalid } from '../../components/step-heading';
import { useLeaveConfirmation } from '../../components/use-leave-confirmation';
import { countText, RETURN_LINK_TEXT, STUDENTS_FIELD, type TicketPageContent } from './ticket-pages-content';

/**
 * The ticket form: first name, last name, e-mail (and the students to sponsor on the sponsor
 * page), the total, the card, the page's return link and 'Complete purchase'. What was typed
 * comes back from the machine after a failed payment.
 */
export function TicketCheckoutForm({
  actor,
  content,
  hidden = false,
}: {
  readonly actor: ActorRefFrom<TicketCheckoutMachine>;
  readonly content: TicketPageContent;
  /** Kept on the page, hidden, while the payment is under way (a provider's card element must stay mounted). */
  readonly hidden?: boolean;
}) {
  const { count, total, returnLink, sponsorsStudents } = useSelector(actor, (snapshot) => snapshot.context);
  const saved = useSelector(actor, (snapshot) => snapshot.context.form);
  const fieldErrors = useSelector(actor, (snapshot) => snapshot.context.fieldErrors);
  const cardErrors = useSelector(actor, (snapshot) => snapshot.context.cardErrors);
  const [form, setForm] = useState<TicketForm>(saved);
  const card = useCardEntry();
  const formRef = useFocusFirstInvalid<HTMLFormElement>(fieldErrors, cardErrors);
  useLeaveConfirmation(formRef);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (card.entry) actor.send({ type: 'SUBMIT', form, card: card.entry });
  };
  return (
    <section className="checkout-step" aria-labelledby="ticket-form-heading" hidden={hidden}>
      <StepHeading id="ticket-form-heading">Checkout</StepHeading>
      <form ref={formRef} noValidate onSubmit={submit}>
        <FieldList
          fields={sponsorsStudents ? [...BUYER_FIELDS, STUDENTS_FIELD] : BUYER_FIELDS}
          values={form}
          errors={fieldErrors}
          onChange={(name, value) => setForm((current) => ({ ...current, [name]: value }))}
        />
        <p className="order-summary">
          Total: <strong>{formatCents(total)}</strong>
          {content.totalWithCount ? ` (${countText(content, count)})` : null}
        </p>
        <CardEntryFields control={card} errors={cardErrors} />
        <div className="form-actions">
          <PayButton control={card}>Complete purchase</PayButton>
          <button type="button" className="link-button" onClick={() => actor.send({ type: 'BACK' })}>
            {RETURN_LINK_TEXT[returnLink]}
          </button>
        </div>
      </form>
    </section>
  );
}
