import { useActorRef } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import { createLoginMachine, type loginMachine } from '../../../application/browser/machines/login.machine';
import { useServices } from '../../app/services';
import { useMachineNotices } from '../../components/notices';
import { useSignInNavigation } from '../../components/use-sign-in-navigation';

/** The running Login flow the page's forms read and send to. */
export type LoginActor = ActorRefFrom<typeof loginMachine>;

/**
 * Starts the Login machine on the app's services. Its `navigate` action goes through the router
 * (to the Member Area once the session knows the member is signed in); its notices become toasts.
 */
export function useLoginActor(): LoginActor {
  const services = useServices();
  const { go } = useSignInNavigation();
  const wired = useMemo(() => createLoginMachine(services), [services]);
  const actor = useActorRef(wired.provide({ actions: { navigate: (_, params) => go(params) } }));
  useMachineNotices(actor);
  return actor;
}
