import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { isOnSale, type EventCheckoutMachine } from '../../../application/browser/machines/event-checkout.machine';
import type { TicketTypeView } from '../../../application/ports/ticketed-events-gateway.port';
import { formatCents } from '../../../domain/money';
import { HydratedControls } from '../../components/hydrated-controls';
import { ProceedButton } from '../../components/proceed-button';
import { RunningTotal } from '../../components/running-total';
import { StepHeading } from '../../components/step-heading';
import { CountField } from '../spring-banquet/count-field';
import { EVENT_PAGE_WORDS as WORDS, priceWords } from './event-words';

type EventActor = ActorRefFrom<EventCheckoutMachine>;

/**
 * Each ticket type with its price (and the member price beside it), what is left when few remain,
 * a count when tickets sell now, the running total and 'Proceed to checkout'. When they do not
 * sell, the domain's words say why (not open yet, closed, cancelled, sold out).
 */
export function EventTickets({ actor }: { readonly actor: EventActor }) {
  const event = useSelector(actor, (snapshot) => snapshot.context.event);
  const onSale = useSelector(actor, (snapshot) => isOnSale(snapshot.context));
  const total = useSelector(actor, (snapshot) => snapshot.context.total);
  const canProceed = useSelector(actor, (snapshot) => snapshot.can({ type: 'PROCEED' }));
  return (
    <section className="checkout-step" aria-labelledby="event-tickets-heading">
      <StepHeading id="event-tickets-heading">{WORDS.ticketsHeading}</StepHeading>
      {event.sales.words && !onSale ? (
        <p className="notice-inline sales-words" role="status">
          {event.sales.words}
        </p>
      ) : null}
      {/* The server renders this page: its controls wait for React, so no tap before then is lost. */}
      <HydratedControls>
        <div className="ticket-counts">
          {event.ticketTypes.map((type) =>
            onSale ? <TicketCount key={type.id} actor={actor} type={type} /> : <TicketPrice key={type.id} type={type} />,
          )}
        </div>
        {onSale ? (
          <>
            <RunningTotal total={total} />
            <ProceedButton enabled={canProceed} reason={WORDS.proceedReason} onProceed={() => actor.send({ type: 'PROCEED' })} />
          </>
        ) : null}
      </HydratedControls>
    </section>
  );
}

/** The type's name, price and seats left, when it cannot be counted. */
function TicketPrice({ type }: { readonly type: TicketTypeView }) {
  return (
    <div className="ticket-type">
      <p className="field-label">{type.name}</p>
      <p className="field-hint">{[type.description, priceWords(type), type.remainingWords].filter(Boolean).join(' · ')}</p>
    </div>
  );
}

function hintOf(type: TicketTypeView, memberPricing: boolean): string {
  const yours = memberPricing && type.yourPrice !== type.price ? ` (${WORDS.yourPrice}: ${formatCents(type.yourPrice)})` : '';
  return [type.description, `${priceWords(type)}${yours}`, type.remainingWords].filter(Boolean).join(' · ');
}

function TicketCount({ actor, type }: { readonly actor: EventActor; readonly type: TicketTypeView }) {
  const text = useSelector(actor, (snapshot) => snapshot.context.countTexts[type.id] ?? '0');
  const error = useSelector(actor, (snapshot) => snapshot.context.countErrors[type.id]);
  const memberPricing = useSelector(actor, (snapshot) => snapshot.context.event.memberPricing);
  const canDecrement = useSelector(actor, (snapshot) => snapshot.can({ type: 'DECREMENT', typeId: type.id }));
  return (
    <CountField
      label={type.name}
      hint={hintOf(type, memberPricing)}
      value={text}
      error={error}
      one={`one ${type.name}`}
      canDecrement={canDecrement}
      onType={(typed) => actor.send({ type: 'COUNT_CHANGED', typeId: type.id, text: typed })}
      onIncrement={() => actor.send({ type: 'INCREMENT', typeId: type.id })}
      onDecrement={() => actor.send({ type: 'DECREMENT', typeId: type.id })}
    />
  );
}
