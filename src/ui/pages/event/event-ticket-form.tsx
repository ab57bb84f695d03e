import { useState, type FormEvent } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { EventCheckoutMachine, EventTicketForm } from '../../../application/browser/machines/event-checkout.machine';
import type { TicketTypeView } from '../../../application/ports/ticketed-events-gateway.port';
import { formatCents } from '../../../domain/money';
import { countOf, type TicketAnswer } from '../../../domain/ticketed-events';
import type { FieldErrors } from '../../../domain/validation/fields';
import { BUYER_FIELDS } from '../../components/buyer-fields';
import { CardEntryFields, PayButton, useCardEntry } from '../../components/card-entry';
import { FieldList } from '../../components/field-list';
import { StepHeading, useFocusFirstInvalid } from '../../components/step-heading';
import { TextField } from '../../components/text-field';
import { useLeaveConfirmation } from '../../components/use-leave-confirmation';
import { EVENT_PAGE_WORDS as WORDS } from './event-words';

type EventActor = ActorRefFrom<EventCheckoutMachine>;

const BLANK: TicketAnswer = { holderName: '', answer: '' };

/**
 * Who pays, what each ticket asks (the holder's name, the chair's question) where its type asks
 * it, the names of those sponsored with a sponsorship, the total, the card, 'Complete purchase'
 * and the way back. What was typed comes back from the machine after a refusal.
 */
export function EventTicketForm({ actor, hidden = false }: { readonly actor: EventActor; readonly hidden?: boolean }) {
  const { event, counts, total, orderError } = useSelector(actor, (snapshot) => snapshot.context);
  const saved = useSelector(actor, (snapshot) => snapshot.context.form);
  const fieldErrors = useSelector(actor, (snapshot) => snapshot.context.fieldErrors);
  const cardErrors = useSelector(actor, (snapshot) => snapshot.context.cardErrors);
  const [form, setForm] = useState<EventTicketForm>(saved);
  const card = useCardEntry();
  const formRef = useFocusFirstInvalid<HTMLFormElement>(fieldErrors, cardErrors);
  useLeaveConfirmation(formRef);
  const asking = event.ticketTypes.filter((type) => (type.asks.holderName || type.asks.question !== null) && countOf(counts, type.id) > 0);
  const sponsoring = event.ticketTypes.some((type) => type.kind === 'sponsorship' && countOf(counts, type.id) > 0);
  const answer = (typeId: string, index: number, change: Partial<TicketAnswer>) =>
    setForm((current) => {
      const list = [...(current.answers[typeId] ?? [])];
      list[index] = { ...(list[index] ?? BLANK), ...change };
      return { ...current, answers: { ...current.answers, [typeId]: list } };
    });
  const submit = (submitted: FormEvent) => {
    submitted.preventDefault();
    if (card.entry) actor.send({ type: 'SUBMIT', form, card: card.entry });
  };
  return (
    <section className="checkout-step" aria-labelledby="event-form-heading" hidden={hidden}>
      <StepHeading id="event-form-heading">{WORDS.detailsHeading}</StepHeading>
      {orderError ? (
        <p className="notice-inline error" role="alert">
          {orderError}
        </p>
      ) : null}
      <form ref={formRef} noValidate onSubmit={submit}>
        <FieldList
          fields={BUYER_FIELDS}
          values={form}
          errors={fieldErrors}
          onChange={(name, value) => setForm((current) => ({ ...current, [name]: value }))}
        />
        {asking.map((type) => (
          <TicketAnswers
            key={type.id}
            type={type}
            count={countOf(counts, type.id)}
            answers={form.answers[type.id] ?? []}
            errors={fieldErrors}
            onChange={(index, change) => answer(type.id, index, change)}
          />
        ))}
        {sponsoring ? (
          <TextField
            label={WORDS.sponsoredNames}
            name="sponsoredNames"
            multiline
            required
            hint={WORDS.sponsoredHint}
            value={form.sponsoredNames}
            error={fieldErrors['sponsoredNames']}
            onChange={(value) => setForm((current) => ({ ...current, sponsoredNames: value }))}
          />
        ) : null}
        <p className="order-summary">
          Total: <strong>{formatCents(total)}</strong>
        </p>
        <CardEntryFields control={card} errors={cardErrors} />
        <div className="form-actions">
          <PayButton control={card}>{WORDS.pay}</PayButton>
          <button type="button" className="link-button" onClick={() => actor.send({ type: 'BACK' })}>
            {WORDS.back}
          </button>
        </div>
      </form>
    </section>
  );
}

/** One type's tickets, each with the holder's name and the chair's question where the type asks them. */
function TicketAnswers(props: {
  readonly type: TicketTypeView;
  readonly count: number;
  readonly answers: readonly TicketAnswer[];
  readonly errors: FieldErrors;
  readonly onChange: (index: number, change: Partial<TicketAnswer>) => void;
}) {
  const { type, count, answers, errors, onChange } = props;
  return (
    <fieldset className="ticket-answers">
      <legend>{type.name}</legend>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className="ticket-answer">
          {type.asks.holderName ? (
            <TextField
              label={`${WORDS.holderName} (${type.name} ${index + 1})`}
              required
              autoComplete="off"
              value={answers[index]?.holderName ?? ''}
              error={errors[`${type.id}.${index}.holderName`]}
              onChange={(value) => onChange(index, { holderName: value })}
            />
          ) : null}
          {type.asks.question !== null ? (
            <TextField
              label={`${type.asks.question} (${type.name} ${index + 1})`}
              required
              value={answers[index]?.answer ?? ''}
              error={errors[`${type.id}.${index}.answer`]}
              onChange={(value) => onChange(index, { answer: value })}
            />
          ) : null}
        </div>
      ))}
    </fieldset>
  );
}
