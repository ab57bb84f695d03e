import { useActorRef } from '@xstate/react';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ActorRefFrom } from 'xstate';
import { createPasswordChangeMachine, type passwordChangeMachine } from '../../../application/browser/machines/password-change.machine';
import { useServices } from '../../app/services';
import { useSession } from '../../app/session';
import { useMachineNotices } from '../../components/notices';

/** The running password change inside the Member Information form. */
export type PasswordChangeActor = ActorRefFrom<typeof passwordChangeMachine>;

/**
 * Starts the password-change machine on the app's identity service and browser storage; its
 * notices become toasts. When the member has to sign in again, the session forgets them and the
 * router goes where the machine says (/Login).
 */
export function usePasswordChange(): PasswordChangeActor {
  const { identity, storage } = useServices();
  const { signedOut } = useSession();
  const navigate = useNavigate();
  const wired = useMemo(() => createPasswordChangeMachine({ identity, storage }), [identity, storage]);
  const actor = useActorRef(
    wired.provide({ actions: { signedOut: () => signedOut(), navigate: (_, params) => void navigate(params.path) } }),
  );
  useMachineNotices(actor);
  return actor;
}
