import { useEffect, useMemo } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { createMembershipCheckoutMachine } from '../../../application/browser/machines/membership-checkout.machine';
import { checkoutInput } from '../../../application/browser/machines/checkout-support';
import { MESSAGES } from '../../../application/browser/messages';
import type { NavigateParams } from '../../../application/browser/machines/identity-flow-support';
import { pendingMembershipOf } from '../../../application/browser/use-cases/pending-membership';
import { useServices } from '../../app/services';
import { CheckoutFailed } from '../../components/checkout-failed';
import { useDocumentTitle } from '../../components/document-title';
import { useMachineNotices } from '../../components/notices';
import { Processing } from '../../components/processing';
import { useFormStaysWhilePaying } from '../../components/card-entry';
import { useStepFocus } from '../../components/step-heading';
import { useSignInNavigation } from '../../components/use-sign-in-navigation';
import { useFormKeptOnBack, useStepHistory } from '../../components/use-step-history';
import { BECOME_A_MEMBER_COPY } from './become-a-member-content';
import { MembershipForm } from './membership-form';
import { MembershipExistingAccount } from './membership-existing-account';
import { MembershipIncomplete } from './membership-incomplete';
import { MembershipSelection } from './membership-selection';
import { MembershipSignInNeeded } from './membership-sign-in-needed';
import { VerificationForm } from './verification-form';
import './become-a-member.css';

/**
 * Become a Member (/Become-A-Member): choose Lifetime or Annual, fill in the form and the card,
 * pay, then enter the e-mailed verification code, which signs the new member in and opens the
 * Member Area (or, when the e-mail already has an account, sign in with it on the Login page).
 * A paid account still waiting for its code (remembered in the browser's storage) is resumed
 * when the page opens. Driven by the membership checkout machine; its notices show as toasts.
 */
export function BecomeAMemberPage() {
  useDocumentTitle(BECOME_A_MEMBER_COPY.title);
  const services = useServices();
  const { go, waiting } = useSignInNavigation();
  const wired = useMemo(() => createMembershipCheckoutMachine(services), [services]);
  const machine = wired.provide({ actions: { navigate: (_, params: NavigateParams) => go(params) } });
  const actor = useActorRef(machine, { input: checkoutInput(services.clock) });
  useMachineNotices(actor);
  // After the first render, so that the prerendered page (the plan cards) hydrates as it is.
  useEffect(() => {
    const pending = pendingMembershipOf(services.storage);
    if (pending !== null) actor.send({ type: 'RESUME', email: pending });
  }, [actor, services.storage]);
  const state = useSelector(actor, (snapshot) => snapshot);
  const paying = state.matches('paying');
  const formStays = useFormStaysWhilePaying();
  const verifying = state.matches('verifying') || state.matches('confirming') || state.matches('resendingCode');
  const signingIn = state.matches('signingIn') || state.matches('signedIn') || waiting;
  // Back to the plan cards keeps the form (hidden) with what was typed, for Forward or another plan.
  const kept = useFormKeptOnBack(String(state.value), ['selecting', 'form']);
  useStepHistory({
    step: String(state.value),
    order: ['selecting', 'form'],
    back: () => actor.send({ type: 'BACK' }),
    forward: () => {
      const { membership } = actor.getSnapshot().context;
      if (membership !== null) actor.send({ type: 'SELECT_MEMBERSHIP', membership });
    },
  });
  const steps = useStepFocus<HTMLDivElement>(verifying ? 'verifying' : String(state.value));
  return (
    <div className="container page become-a-member">
      <h1>{BECOME_A_MEMBER_COPY.title}</h1>
      <p className="page-intro">{BECOME_A_MEMBER_COPY.intro}</p>
      <div className="checkout-steps" ref={steps}>
        {state.matches('selecting') ? <MembershipSelection actor={actor} /> : null}
        {state.matches('form') || kept || (paying && formStays) ? <MembershipForm actor={actor} hidden={paying || kept} /> : null}
        {paying ? <Processing /> : null}
        {verifying ? <VerificationForm actor={actor} /> : null}
        {signingIn ? <Processing text="Signing you in..." /> : null}
        {state.matches('signInNeeded') ? (
          <MembershipSignInNeeded email={state.context.email} onReturn={() => actor.send({ type: 'RESTART' })} />
        ) : null}
        {state.matches('existingAccount') ? (
          <MembershipExistingAccount email={state.context.email} onReturn={() => actor.send({ type: 'BACK' })} />
        ) : null}
        {state.matches('incomplete') ? <MembershipIncomplete onReturn={() => actor.send({ type: 'BACK' })} /> : null}
        {state.matches('failed') ? (
          <CheckoutFailed
            message={MESSAGES.membershipFormFailed.text}
            onRestart={() => actor.send({ type: 'RESTART' })}
            restartLabel="Return to membership selection"
          />
        ) : null}
      </div>
    </div>
  );
}
