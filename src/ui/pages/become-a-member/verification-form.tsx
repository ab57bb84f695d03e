import { useState, type FormEvent } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { MembershipCheckoutMachine } from '../../../application/browser/machines/membership-checkout.machine';
import { PaymentConfirmation } from '../../components/payment-confirmation';
import { Processing } from '../../components/processing';
import { StepHeading, useFocusFirstInvalid } from '../../components/step-heading';
import { TextField } from '../../components/text-field';
import { BECOME_A_MEMBER_COPY } from './become-a-member-content';

/**
 * After the payment: its confirmation (what was paid, the order number, the receipt's address),
 * then the code e-mailed to the new member, with a way to have a new one sent; a right code signs
 * the member in. A page opened again (refresh, closed tab) finds the paid account from the
 * browser's storage, says it exists, and asks for the password with the code.
 * The form stays on screen (disabled, with a spinner) while the code is checked or resent, so
 * what was typed is kept.
 */
export function VerificationForm({ actor }: { readonly actor: ActorRefFrom<MembershipCheckoutMachine> }) {
  const { codeDestination, codeError, passwordError, resumed, email } = useSelector(actor, (snapshot) => snapshot.context);
  const confirming = useSelector(actor, (snapshot) => snapshot.matches('confirming'));
  const resending = useSelector(actor, (snapshot) => snapshot.matches('resendingCode'));
  const [code, setCode] = useState('');
  const receipt = useSelector(actor, (snapshot) => snapshot.context.receipt);
  const [password, setPassword] = useState('');
  const formRef = useFocusFirstInvalid<HTMLFormElement>(codeError, passwordError);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send(resumed ? { type: 'SUBMIT_CODE', code, password } : { type: 'SUBMIT_CODE', code });
  };
  return (
    <section className="checkout-step" aria-labelledby="membership-verify-heading">
      {receipt === null ? null : (
        <PaymentConfirmation receipt={receipt} heading="Thank you: your membership is paid">
          <p>Next: enter the verification code below to finish creating your Member Area account.</p>
        </PaymentConfirmation>
      )}
      <StepHeading id="membership-verify-heading">{BECOME_A_MEMBER_COPY.verifyHeading}</StepHeading>
      {resumed ? (
        <ResumedIntro email={email} />
      ) : (
        <p>
          Your payment was successful. We sent a verification code to <strong>{codeDestination ?? 'your email'}</strong>. Enter it below to
          finish creating your Member Area account.
        </p>
      )}
      <form ref={formRef} noValidate onSubmit={submit}>
        <fieldset className="plain-fieldset" disabled={confirming || resending}>
          <legend className="visually-hidden">Verification</legend>
          <TextField
            label="Verification code"
            value={code}
            onChange={setCode}
            error={codeError ?? undefined}
            inputMode="numeric"
            autoComplete="one-time-code"
            required
          />
          {resumed ? (
            <TextField
              label="Password"
              hint="The password you chose when you joined."
              type="password"
              value={password}
              onChange={setPassword}
              error={passwordError ?? undefined}
              autoComplete="current-password"
              required
            />
          ) : null}
          <div className="form-actions">
            <button type="submit" className="button button-primary">
              Verify
            </button>
            <button type="button" className="link-button" onClick={() => actor.send({ type: 'RESEND_CODE' })}>
              Resend code
            </button>
          </div>
        </fieldset>
      </form>
      {resumed ? (
        <button type="button" className="link-button" onClick={() => actor.send({ type: 'RESTART' })}>
          Not your account? Start a new membership
        </button>
      ) : null}
      {confirming ? <Processing text="Checking your code..." /> : null}
      {resending ? <Processing text="Sending a new code..." /> : null}
    </section>
  );
}

/** What a resumed step says: the paid account exists and only waits for its code. */
function ResumedIntro({ email }: { readonly email: string }) {
  return (
    <div className="notice-inline" role="status">
      <p>
        Your membership is paid and the account for <strong className="wrap-anywhere">{email}</strong> exists; it only needs the
        verification code we e-mailed to that address.
      </p>
      <p>Enter the code and the password you chose when you joined to sign in. Lost the code? Choose &lsquo;Resend code&rsquo;.</p>
    </div>
  );
}
