import { useMemo } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { Link } from 'react-router-dom';
import { createDonationCheckoutMachine } from '../../../application/browser/machines/donation-checkout.machine';
import { checkoutInput } from '../../../application/browser/machines/checkout-support';
import { MESSAGES } from '../../../application/browser/messages';
import { useServices } from '../../app/services';
import { CheckoutFailed } from '../../components/checkout-failed';
import { useDocumentTitle } from '../../components/document-title';
import { PaymentConfirmation } from '../../components/payment-confirmation';
import { Processing } from '../../components/processing';
import { useCheckoutSteps } from '../../components/use-checkout-steps';
import { DONATE_COPY } from './donate-content';
import { DonationChoice } from './donation-choice';
import { DonorForm } from './donor-form';
import './donate.css';

/**
 * Donate (/Donate): choose an amount and a type, then the donor's details and the card, then
 * the payment, then its confirmation. Driven by the donation checkout machine; its notices show as
 * toasts. The form stays on the page (hidden) while paying, so a refused card finds what was typed.
 */
export function DonatePage() {
  useDocumentTitle(DONATE_COPY.title);
  const services = useServices();
  const machine = useMemo(() => createDonationCheckoutMachine(services), [services]);
  const actor = useActorRef(machine, { input: checkoutInput(services.clock) });
  // Back to the amount keeps the donor's form (hidden) with what was typed, for Forward.
  const { steps, kept } = useCheckoutSteps(actor, ['choosing', 'form']);
  const state = useSelector(actor, (snapshot) => snapshot);
  const paying = state.matches('paying');
  return (
    <div className="container page donate">
      <h1>{DONATE_COPY.title}</h1>
      <p className="page-intro">{DONATE_COPY.intro}</p>
      <div className="checkout-steps" ref={steps}>
        {state.matches('choosing') ? <DonationChoice actor={actor} /> : null}
        {state.matches('form') || kept || paying ? <DonorForm actor={actor} hidden={paying || kept} /> : null}
        {paying ? <Processing /> : null}
        {state.context.receipt !== null && state.matches('confirmed') ? (
          <PaymentConfirmation receipt={state.context.receipt}>
            <button type="button" className="button button-primary" onClick={() => actor.send({ type: 'START_OVER' })}>
              Make another donation
            </button>
            <Link to="/">Return to the home page</Link>
          </PaymentConfirmation>
        ) : null}
        {state.matches('failed') ? (
          <CheckoutFailed message={MESSAGES.paymentFailed.text} onRestart={() => actor.send({ type: 'RESTART' })} />
        ) : null}
      </div>
    </div>
  );
}
