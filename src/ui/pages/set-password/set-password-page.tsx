import { useSelector } from '@xstate/react';
import { useLocation } from 'react-router-dom';
import { useDocumentTitle } from '../../components/document-title';
import { pendingSignInOf } from '../../components/use-sign-in-navigation';
import { SetPasswordForm } from './set-password-form';
import { useSetPasswordActor } from './use-set-password-actor';
import './set-password.css';

/**
 * The Set Password page (spec sections 2, 4, 8): a new member signs in with the temporary
 * password from their e-mail and chooses their own; then they are signed in and go to the
 * Member Area. Sent here by the Login page, whose sign-in already used the temporary password,
 * only the new password is asked for. The Set Password machine decides; the page shows its state.
 */
export function SetPasswordPage() {
  useDocumentTitle('Set Password');
  const actor = useSetPasswordActor(pendingSignInOf(useLocation().state));
  const step = useSelector(actor, (state) => (state.matches('failure') ? 'failure' : state.matches('done') ? 'done' : 'form'));
  const pending = useSelector(actor, (state) => state.context.pending);
  return (
    <div className="page set-password-page">
      <div className="container">
        <div className="card set-password-card">
          <h1>Set Password</h1>
          <p className="form-intro">
            {pending
              ? 'You signed in with your temporary password. Choose your own password to finish.'
              : 'Sign in with the temporary password we emailed you and choose your own password.'}
          </p>
          {step === 'form' ? <SetPasswordForm actor={actor} /> : null}
          {step === 'done' ? <p role="status">One moment...</p> : null}
          {step === 'failure' ? (
            <div className="notice-inline error" role="alert">
              <p>Your password could not be set.</p>
              <button type="button" className="button" onClick={() => actor.send({ type: 'RETRY' })}>
                Try again
              </button>
            </div>
          ) : null}
        </div>
      </div>
    </div>
  );
}
