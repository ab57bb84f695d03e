import { useSelector } from '@xstate/react';
import { Link } from 'react-router-dom';
import type { ActorRefFrom } from 'xstate';
import type { TicketCheckoutMachine } from '../../../application/browser/machines/ticket-checkout.machine';
import { formatCents } from '../../../domain/money';
import { ProceedButton } from '../../components/proceed-button';
import { RunningTotal } from '../../components/running-total';
import { StepHeading } from '../../components/step-heading';
import { useSpecEventSalesWords } from '../../components/use-spec-event-sales';
import { useHydrated } from '../../components/hydrated-controls';
import { countText, type TicketPageContent } from './ticket-pages-content';

/**
 * Adding or removing tickets (or students) one at a time or clearing them, the running total, and
 * 'Proceed to checkout', which the machine allows only with something to pay for and the event's
 * sales open (the server says).
 */
export function TicketSelection({
  actor,
  content,
}: {
  readonly actor: ActorRefFrom<TicketCheckoutMachine>;
  readonly content: TicketPageContent;
}) {
  const count = useSelector(actor, (snapshot) => snapshot.context.count);
  const total = useSelector(actor, (snapshot) => snapshot.context.total);
  const canProceed = useSelector(actor, (snapshot) => snapshot.can({ type: 'PROCEED' }));
  // Each page's name is its event's slug (spec-events.ts SPEC_EVENT_ROUTES).
  const notOnSale = useSpecEventSalesWords(content.page);
  // The page is prerendered: a tap before React takes the buttons over would be lost.
  const hydrated = useHydrated();
  return (
    <section className="checkout-step" aria-labelledby="ticket-selection-heading">
      <StepHeading id="ticket-selection-heading">{content.selectionHeading}</StepHeading>
      <p>
        {formatCents(content.unitPrice)} per {content.unit.one}
      </p>
      <div className="ticket-actions">
        <button type="button" className="button button-gold" disabled={!hydrated} onClick={() => actor.send({ type: 'ADD' })}>
          {content.addLabel}
        </button>
        <button type="button" className="button" disabled={!hydrated || count === 0} onClick={() => actor.send({ type: 'REMOVE' })}>
          {content.removeLabel}
        </button>
        <button type="button" className="button" disabled={!hydrated} onClick={() => actor.send({ type: 'CLEAR' })}>
          Clear
        </button>
      </div>
      <RunningTotal total={total} detail={content.totalWithCount ? countText(content, count) : undefined} />
      <ProceedButton
        enabled={canProceed && notOnSale === null}
        reason={notOnSale ?? content.proceedReason}
        onProceed={() => actor.send({ type: 'PROCEED' })}
      />
      {content.donateNote ? (
        <p className="donate-note">
          <Link to="/Donate">{content.donateNote}</Link>
        </p>
      ) : null}
    </section>
  );
}
