import { useMemo } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { Link } from 'react-router-dom';
import { createTicketCheckoutMachine } from '../../../application/browser/machines/ticket-checkout.machine';
import { checkoutInput } from '../../../application/browser/machines/checkout-support';
import { MESSAGES } from '../../../application/browser/messages';
import { useServices } from '../../app/services';
import { CheckoutFailed } from '../../components/checkout-failed';
import { useDocumentTitle } from '../../components/document-title';
import { PaymentConfirmation } from '../../components/payment-confirmation';
import { Processing } from '../../components/processing';
import { useCheckoutSteps } from '../../components/use-checkout-steps';
import { TicketCheckoutForm } from './ticket-form';
import { TicketSelection } from './ticket-selection';
import type { TicketPageContent } from './ticket-pages-content';
import './tickets.css';

/**
 * One ticket page (Cookout 2022, Attend Cookout, Sponsor Cookout): the ticket checkout machine
 * started for `content.page`, rendered step by step (the form stays, hidden, while paying, so a
 * refused card finds what was typed), then the payment's confirmation; its notices show as toasts.
 */
export function TicketCheckout({ content }: { readonly content: TicketPageContent }) {
  useDocumentTitle(content.title);
  const services = useServices();
  const machine = useMemo(() => createTicketCheckoutMachine(services), [services]);
  const actor = useActorRef(machine, { input: { page: content.page, ...checkoutInput(services.clock) } });
  // Back to the tickets keeps the form (hidden) with what was typed, for Forward.
  const { steps, kept } = useCheckoutSteps(actor, ['selecting', 'form']);
  const state = useSelector(actor, (snapshot) => snapshot);
  const paying = state.matches('paying');
  return (
    <div className="container page ticket-page">
      <h1>{content.title}</h1>
      <p className="page-intro">{content.intro}</p>
      <div className="checkout-steps" ref={steps}>
        {state.matches('selecting') ? <TicketSelection actor={actor} content={content} /> : null}
        {state.matches('form') || kept || paying ? <TicketCheckoutForm actor={actor} content={content} hidden={paying || kept} /> : null}
        {paying ? <Processing /> : null}
        {state.context.receipt !== null && state.matches('confirmed') ? (
          <PaymentConfirmation receipt={state.context.receipt}>
            <button type="button" className="button button-primary" onClick={() => actor.send({ type: 'START_OVER' })}>
              {content.againLabel}
            </button>
            <Link to="/Alumni-Events">See the chapter&apos;s events</Link>
          </PaymentConfirmation>
        ) : null}
        {state.matches('failed') ? (
          <CheckoutFailed message={MESSAGES.paymentFailed.text} onRestart={() => actor.send({ type: 'RESTART' })} />
        ) : null}
      </div>
    </div>
  );
}
