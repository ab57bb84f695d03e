import { useEffect } from 'react';
import { useSelector } from '@xstate/react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { IDENTITY_ROUTES } from '../../../application/browser/identity-routes';
import { useSession } from '../../app/session';
import { useDocumentTitle } from '../../components/document-title';
import { resetRequestOf, signInRequestOf } from '../../components/use-sign-in-navigation';
import { MfaForm } from './mfa-form';
import { ResetForm } from './reset-form';
import { SignInForm } from './sign-in-form';
import { SignUpCodeForm } from './sign-up-code-form';
import { useLoginActor, type LoginActor } from './use-login-actor';
import './login.css';

/**
 * The Login page (spec sections 2, 4, 5, 8): sign in with e-mail and password, or reset a
 * forgotten password; an unconfirmed account's code and multi-factor steps are answered here too.
 * The Login machine decides everything; the page shows its state and sends the person's events.
 */
export function LoginPage() {
  const actor = useLoginActor();
  const resetMode = useSelector(actor, (state) => state.matches('reset'));
  const untouched = useSelector(actor, (state) => state.matches({ normal: 'editing' }));
  const { status, refresh } = useSession();
  useDocumentTitle(resetMode ? 'Reset Password' : 'Login');
  // The start-up check trusts an empty 'user' key; here the identity service is asked, so a
  // session that is still open (its browser storage cleared) goes on to the Member Area.
  useEffect(() => refresh(), [refresh]);
  // Sent here to reset a password or to sign in (from Become a Member): reset mode or the sign-in
  // form, with the e-mail filled in. The request is taken once: the history entry forgets it, so
  // a reload shows the sign-in form.
  const { state: arrival, pathname } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const reset = resetRequestOf(arrival);
    const request = reset ?? signInRequestOf(arrival);
    if (request === null) return;
    actor.send({ type: 'EDIT', field: 'email', value: request.email });
    if (reset !== null) actor.send({ type: 'TOGGLE_RESET' });
    void navigate(pathname, { replace: true, state: null });
  }, [actor, arrival, navigate, pathname]);
  if (status === 'signed-in' && untouched) return <Navigate to={IDENTITY_ROUTES.memberArea} replace />;
  return (
    <div className="page auth-page">
      <div className="container">
        <div className="card auth-card">
          <h1>{resetMode ? 'Reset Password' : 'Member Login'}</h1>
          <LoginStep actor={actor} />
          <p className="auth-aside">
            Not a member yet? <Link to="/Become-A-Member">Become a member</Link>
          </p>
        </div>
      </div>
    </div>
  );
}

function LoginStep({ actor }: { readonly actor: LoginActor }) {
  const step = useSelector(actor, (state) => {
    if (state.matches('reset')) return 'reset';
    if (state.matches('failure')) return 'failure';
    if (
      state.matches({ normal: 'confirmSignUp' }) ||
      state.matches({ normal: 'confirmingSignUp' }) ||
      state.matches({ normal: 'resendingSignUpCode' })
    )
      return 'signUpCode';
    if (state.matches({ normal: 'mfa' }) || state.matches({ normal: 'confirmingSignIn' })) return 'mfa';
    if (state.matches('signedIn') || state.matches('newPasswordRequired')) return 'leaving';
    return 'signIn';
  });
  switch (step) {
    case 'reset':
      return <ResetForm actor={actor} />;
    case 'signUpCode':
      return <SignUpCodeForm actor={actor} />;
    case 'mfa':
      return <MfaForm actor={actor} />;
    case 'failure':
      return (
        <div className="notice-inline error" role="alert">
          <p>Signing in could not go on.</p>
          <button type="button" className="button" onClick={() => actor.send({ type: 'RETRY' })}>
            Try again
          </button>
        </div>
      );
    case 'leaving':
      return <p role="status">One moment...</p>;
    case 'signIn':
      return <SignInForm actor={actor} />;
  }
}
