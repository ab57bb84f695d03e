import { useSelector } from '@xstate/react';
import { HydratedControls } from '../../components/hydrated-controls';
import { LoginField } from './login-field';
import type { LoginActor } from './use-login-actor';

/** Sign-in mode: e-mail, password, the 'Login' button and the 'Reset Password' link. */
export function SignInForm({ actor }: { readonly actor: LoginActor }) {
  const busy = useSelector(actor, (state) => state.matches({ normal: 'signingIn' }));
  return (
    <form
      noValidate
      aria-busy={busy}
      onSubmit={(event) => {
        event.preventDefault();
        actor.send({ type: 'SUBMIT' });
      }}
    >
      <HydratedControls>
        <LoginField actor={actor} field="email" label="Email" type="email" autoComplete="username" required />
        <LoginField actor={actor} field="password" label="Password" type="password" autoComplete="current-password" required />
        <div className="form-actions">
          <button type="submit" className="button button-primary" disabled={busy}>
            Login
          </button>
          <button type="button" className="link-button" onClick={() => actor.send({ type: 'TOGGLE_RESET' })}>
            Reset Password
          </button>
        </div>
      </HydratedControls>
      {busy ? <p role="status">Signing in...</p> : null}
    </form>
  );
}
