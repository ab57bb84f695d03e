import { useMemo } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { Link } from 'react-router-dom';
import { createEventCheckoutMachine } from '../../../application/browser/machines/event-checkout.machine';
import { checkoutInput } from '../../../application/browser/machines/checkout-support';
import { MESSAGES } from '../../../application/browser/messages';
import type { EventPage } from '../../../application/browser/use-cases/load-event-page.use-case';
import { useServices } from '../../app/services';
import { CheckoutFailed } from '../../components/checkout-failed';
import { PaymentConfirmation } from '../../components/payment-confirmation';
import { Processing } from '../../components/processing';
import { useCheckoutSteps } from '../../components/use-checkout-steps';
import { EventTicketForm } from './event-ticket-form';
import { EventTickets } from './event-tickets';
import { EVENT_PAGE_WORDS as WORDS } from './event-words';

/**
 * Buying an event's tickets, step by step as the other ticket pages do: the counts, the details
 * and card (kept, hidden, while paying and after Back), the payment, its confirmation. Buying
 * again reads the event again (`onStartOver`), so the seats left are the server's.
 */
export function EventCheckout({ page, onStartOver }: { readonly page: EventPage; readonly onStartOver: () => void }) {
  const services = useServices();
  const machine = useMemo(() => createEventCheckoutMachine(services), [services]);
  const actor = useActorRef(machine, { input: { event: page.event, offer: page.offer, ...checkoutInput(services.clock) } });
  const { steps, kept } = useCheckoutSteps(actor, ['selecting', 'details']);
  const state = useSelector(actor, (snapshot) => snapshot);
  const paying = state.matches('paying');
  return (
    <div className="checkout-steps" ref={steps}>
      {state.matches('selecting') ? <EventTickets actor={actor} /> : null}
      {state.matches('details') || kept || paying ? <EventTicketForm actor={actor} hidden={paying || kept} /> : null}
      {paying ? <Processing /> : null}
      {state.context.receipt !== null && state.matches('confirmed') ? (
        <PaymentConfirmation receipt={state.context.receipt}>
          <button
            type="button"
            className="button button-primary"
            onClick={() => {
              actor.send({ type: 'START_OVER' });
              onStartOver();
            }}
          >
            {WORDS.again}
          </button>
          <Link to="/Alumni-Events">See the chapter&apos;s events</Link>
        </PaymentConfirmation>
      ) : null}
      {state.matches('failed') ? (
        <CheckoutFailed message={MESSAGES.paymentFailed.text} onRestart={() => actor.send({ type: 'RESTART' })} />
      ) : null}
    </div>
  );
}
