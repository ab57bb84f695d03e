import { useActorRef } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import { createSetPasswordMachine, type setPasswordMachine } from '../../../application/browser/machines/set-password.machine';
import { useServices } from '../../app/services';
import { useMachineNotices } from '../../components/notices';
import { useSignInNavigation } from '../../components/use-sign-in-navigation';

/** The running Set Password flow the form reads and sends to. */
export type SetPasswordActor = ActorRefFrom<typeof setPasswordMachine>;

/**
 * Starts the Set Password machine on the app's services, going on with the Login page's sign-in
 * when there is one (`pendingSignIn`). When the new password is set the machine navigates: on to
 * the Member Area once the session knows the member is signed in.
 */
export function useSetPasswordActor(pendingSignIn: { readonly email: string } | null): SetPasswordActor {
  const services = useServices();
  const { go } = useSignInNavigation();
  const wired = useMemo(() => createSetPasswordMachine(services), [services]);
  const actor = useActorRef(wired.provide({ actions: { navigate: (_, params) => go(params) } }), { input: { pendingSignIn } });
  useMachineNotices(actor);
  return actor;
}
