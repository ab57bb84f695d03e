import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { IDENTITY_ROUTES } from '../../application/identity-routes';
import { useSession } from '../app/session';

/**
 * The `navigate` an identity machine (login, set password) is provided with. Leaving for the
 * Member Area first asks the session to look again and goes only once it knows the member is
 * signed in (the Member Area sends visitors to /Login, so going earlier would bounce back).
 * Any other path is followed at once. `waiting` is true meanwhile.
 */
export function useSignInNavigation(): { readonly go: (path: string) => void; readonly waiting: boolean } {
  const navigate = useNavigate();
  const { status, refresh } = useSession();
  const [pending, setPending] = useState<string | null>(null);
  useEffect(() => {
    if (pending !== null && status === 'signed-in') void navigate(pending);
  }, [pending, status, navigate]);
  const go = (path: string) => {
    if (path !== IDENTITY_ROUTES.memberArea) {
      void navigate(path);
      return;
    }
    setPending(path);
    refresh();
  };
  return { go, waiting: pending !== null };
}
