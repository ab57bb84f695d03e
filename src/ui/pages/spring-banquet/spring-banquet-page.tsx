import { useMemo } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { createBanquetCheckoutMachine } from '../../../application/browser/machines/banquet-checkout.machine';
import { checkoutInput } from '../../../application/browser/machines/checkout-support';
import { MESSAGES } from '../../../application/browser/messages';
import { useServices } from '../../app/services';
import { CheckoutFailed } from '../../components/checkout-failed';
import { useDocumentTitle } from '../../components/document-title';
import { PaymentConfirmation } from '../../components/payment-confirmation';
import { Processing } from '../../components/processing';
import { useCheckoutSteps } from '../../components/use-checkout-steps';
import { BanquetForm } from './banquet-form';
import { BanquetTickets } from './banquet-tickets';
import { BANQUET_COPY } from './spring-banquet-content';
import './spring-banquet.css';

/**
 * Spring Banquet 2022 (/Spring-Banquet-2022): the event, adult and child tickets with the
 * running total, then the buyer's details and the card (kept on the page, hidden, while paying),
 * then the payment and its confirmation. Driven by the banquet checkout machine; its notices show as toasts.
 */
export function SpringBanquetPage() {
  useDocumentTitle(BANQUET_COPY.title);
  const services = useServices();
  const machine = useMemo(() => createBanquetCheckoutMachine(services), [services]);
  const actor = useActorRef(machine, { input: checkoutInput(services.clock) });
  // Back to the counts keeps the buyer's form (hidden) with what was typed, for Forward.
  const { steps, kept } = useCheckoutSteps(actor, ['selecting', 'form']);
  const state = useSelector(actor, (snapshot) => snapshot);
  const paying = state.matches('paying');
  return (
    <div className="container page spring-banquet">
      <h1>{BANQUET_COPY.title}</h1>
      <section id="banquet-details" className="event-details" aria-label="About the banquet">
        <p>{BANQUET_COPY.intro}</p>
        <dl>
          {BANQUET_COPY.details.map(({ term, description }) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{description}</dd>
            </div>
          ))}
        </dl>
      </section>
      <div className="checkout-steps" ref={steps}>
        {state.matches('selecting') ? <BanquetTickets actor={actor} /> : null}
        {state.matches('form') || kept || paying ? <BanquetForm actor={actor} hidden={paying || kept} /> : null}
        {paying ? <Processing /> : null}
        {state.context.receipt !== null && state.matches('confirmed') ? (
          <PaymentConfirmation receipt={state.context.receipt}>
            <p className="banquet-when">
              See you on {BANQUET_COPY.details.map(({ description }) => description).join(', ')}.{' '}
              <a href="#banquet-details">The event&apos;s details</a>
            </p>
            <button type="button" className="button button-primary" onClick={() => actor.send({ type: 'START_OVER' })}>
              Buy more tickets
            </button>
          </PaymentConfirmation>
        ) : null}
        {state.matches('failed') ? (
          <CheckoutFailed message={MESSAGES.paymentFailed.text} onRestart={() => actor.send({ type: 'RESTART' })} />
        ) : null}
      </div>
    </div>
  );
}
