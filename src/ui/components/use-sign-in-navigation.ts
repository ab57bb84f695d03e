import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { IDENTITY_ROUTES } from '../../application/browser/identity-routes';
import type { NavigateParams } from '../../application/browser/machines/identity-flow-support';
import { useSession } from '../app/session';

/**
 * The `navigate` an identity machine (login, set password) is provided with. Leaving for the
 * Member Area (or one of its sections) first asks the session to look again and goes only once it knows the member is
 * signed in (the Member Area sends visitors to /Login, so going earlier would bounce back).
 * Any other path is followed at once, with the sign-in it goes on with (if any) in the history
 * entry's state, where that page reads it ({@link pendingSignInOf}). `waiting` is true meanwhile.
 */
export function useSignInNavigation(): { readonly go: (params: NavigateParams) => void; readonly waiting: boolean } {
  const navigate = useNavigate();
  const { status, refresh } = useSession();
  const [pending, setPending] = useState<string | null>(null);
  useEffect(() => {
    if (pending !== null && status === 'signed-in') void navigate(pending);
  }, [pending, status, navigate]);
  const go = ({ path, pendingSignIn }: NavigateParams) => {
    if (!path.startsWith(IDENTITY_ROUTES.memberArea)) {
      void navigate(path, pendingSignIn ? { state: { pendingSignIn } } : undefined);
      return;
    }
    setPending(path);
    refresh();
  };
  return { go, waiting: pending !== null };
}

/**
 * The sign-in a page goes on with, from its history entry's state (see `go`); null when the page
 * was opened any other way. The state is only a hint: the identity service holds the sign-in.
 */
export function pendingSignInOf(state: unknown): { readonly email: string } | null {
  if (typeof state !== 'object' || state === null || !('pendingSignIn' in state)) return null;
  const { pendingSignIn } = state as { readonly pendingSignIn: unknown };
  if (typeof pendingSignIn !== 'object' || pendingSignIn === null || !('email' in pendingSignIn)) return null;
  const { email } = pendingSignIn as { readonly email: unknown };
  return typeof email === 'string' && email !== '' ? { email } : null;
}

/** The `{ email }` a history entry's state carries under `key`, or null. */
function emailUnder(state: unknown, key: string): { readonly email: string } | null {
  if (typeof state !== 'object' || state === null || !(key in state)) return null;
  const request = (state as Record<string, unknown>)[key];
  if (typeof request !== 'object' || request === null || !('email' in request)) return null;
  const { email } = request as { readonly email: unknown };
  return typeof email === 'string' ? { email } : null;
}

/**
 * The e-mail a page that sent the person to /Login wants a password reset for (Become a Member,
 * when the e-mail already had an account), from the history entry's state; null otherwise.
 */
export function resetRequestOf(state: unknown): { readonly email: string } | null {
  return emailUnder(state, 'resetPassword');
}

/**
 * The e-mail a page that sent the person to /Login to sign in wants filled in (Become a Member,
 * when the sign-in after the code did not finish), from the history entry's state; null otherwise.
 */
export function signInRequestOf(state: unknown): { readonly email: string } | null {
  return emailUnder(state, 'signInAs');
}
