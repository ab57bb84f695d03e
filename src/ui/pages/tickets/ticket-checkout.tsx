import { useMemo } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { createTicketCheckoutMachine } from '../../../application/browser/machines/ticket-checkout.machine';
import { checkoutInput } from '../../../application/browser/machines/checkout-support';
import { MESSAGES } from '../../../application/browser/messages';
import { useServices } from '../../app/services';
import { CheckoutFailed } from '../../components/checkout-failed';
import { useDocumentTitle } from '../../components/document-title';
import { useMachineNotices } from '../../components/notices';
import { Processing } from '../../components/processing';
import { useFormStaysWhilePaying } from '../../components/card-entry';
import { useStepFocus } from '../../components/step-heading';
import { useFormKeptOnBack, useStepHistory } from '../../components/use-step-history';
import { TicketCheckoutForm } from './ticket-form';
import { TicketSelection } from './ticket-selection';
import type { TicketPageContent } from './ticket-pages-content';
import './tickets.css';

/**
 * One ticket page (Cookout 2022, Attend Cookout, Sponsor Cookout): the ticket checkout machine
 * started for `content.page`, rendered step by step, its notices shown as toasts.
 */
export function TicketCheckout({ content }: { readonly content: TicketPageContent }) {
  useDocumentTitle(content.title);
  const services = useServices();
  const machine = useMemo(() => createTicketCheckoutMachine(services), [services]);
  const actor = useActorRef(machine, { input: { page: content.page, ...checkoutInput(services.clock) } });
  useMachineNotices(actor);
  const state = useSelector(actor, (snapshot) => snapshot);
  const paying = state.matches('paying');
  const formStays = useFormStaysWhilePaying();
  const steps = useStepFocus<HTMLDivElement>(String(state.value));
  // Back to the tickets keeps the form (hidden) with what was typed, for Forward.
  const kept = useFormKeptOnBack(String(state.value), ['selecting', 'form']);
  useStepHistory({
    step: String(state.value),
    order: ['selecting', 'form'],
    back: () => actor.send({ type: 'BACK' }),
    forward: () => actor.send({ type: 'PROCEED' }),
  });
  return (
    <div className="container page ticket-page">
      <h1>{content.title}</h1>
      <p className="page-intro">{content.intro}</p>
      <div className="checkout-steps" ref={steps}>
        {state.matches('selecting') ? <TicketSelection actor={actor} content={content} /> : null}
        {state.matches('form') || kept || (paying && formStays) ? (
          <TicketCheckoutForm actor={actor} content={content} hidden={paying || kept} />
        ) : null}
        {paying ? <Processing /> : null}
        {state.matches('failed') ? (
          <CheckoutFailed message={MESSAGES.paymentFailed.text} onRestart={() => actor.send({ type: 'RESTART' })} />
        ) : null}
      </div>
    </div>
  );
}
