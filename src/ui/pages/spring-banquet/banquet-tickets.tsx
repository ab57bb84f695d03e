import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { BanquetCheckoutMachine, BanquetTicketKind } from '../../../application/browser/machines/banquet-checkout.machine';
import { formatCents } from '../../../domain/money';
import { HydratedControls } from '../../components/hydrated-controls';
import { ProceedButton } from '../../components/proceed-button';
import { RunningTotal } from '../../components/running-total';
import { StepHeading } from '../../components/step-heading';
import { specEventOf, useSpecEventSalesWords } from '../../components/use-spec-event-sales';
import { CountField } from './count-field';
import { BANQUET_COPY, TICKET_KINDS } from './spring-banquet-content';

type BanquetActor = ActorRefFrom<BanquetCheckoutMachine>;

const BANQUET_EVENT = specEventOf('/Spring-Banquet-2022');

/**
 * Adult and child tickets, typed or stepped, the running total, and 'Proceed to checkout',
 * which the machine allows only with something to pay for and the event's sales open (the server says).
 */
export function BanquetTickets({ actor }: { readonly actor: BanquetActor }) {
  const total = useSelector(actor, (snapshot) => snapshot.context.total);
  const canProceed = useSelector(actor, (snapshot) => snapshot.can({ type: 'PROCEED' }));
  const notOnSale = useSpecEventSalesWords(BANQUET_EVENT);
  return (
    <section className="checkout-step" aria-labelledby="banquet-tickets-heading">
      <StepHeading id="banquet-tickets-heading">{BANQUET_COPY.ticketsHeading}</StepHeading>
      <HydratedControls>
        <div className="ticket-counts">
          <TicketCount actor={actor} kind="adults" />
          <TicketCount actor={actor} kind="children" />
        </div>
      </HydratedControls>
      <p className="infant-note">{BANQUET_COPY.infantNote}</p>
      <RunningTotal total={total} />
      <ProceedButton
        enabled={canProceed && notOnSale === null}
        reason={notOnSale ?? BANQUET_COPY.proceedReason}
        onProceed={() => actor.send({ type: 'PROCEED' })}
      />
    </section>
  );
}

function TicketCount({ actor, kind }: { readonly actor: BanquetActor; readonly kind: BanquetTicketKind }) {
  const text = useSelector(actor, (snapshot) => snapshot.context.countTexts[kind]);
  const error = useSelector(actor, (snapshot) => snapshot.context.countErrors[kind]);
  const canDecrement = useSelector(actor, (snapshot) => snapshot.can({ type: 'DECREMENT', kind }));
  const { label, one, price } = TICKET_KINDS[kind];
  return (
    <CountField
      label={label}
      hint={`${formatCents(price)} each`}
      value={text}
      error={error}
      one={one}
      canDecrement={canDecrement}
      onType={(typed) => actor.send({ type: 'COUNT_CHANGED', kind, text: typed })}
      onIncrement={() => actor.send({ type: 'INCREMENT', kind })}
      onDecrement={() => actor.send({ type: 'DECREMENT', kind })}
    />
  );
}
