import { useActorRef } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import { createTwoStepSettingsMachine, type twoStepSettingsMachine } from '../../../application/browser/machines/two-step-settings.machine';
import { useServices } from '../../app/services';
import { useSession } from '../../app/session';

/** The running Two-step sign-in flow of the section. */
export type TwoStepActor = ActorRefFrom<typeof twoStepSettingsMachine>;

/**
 * Starts the two-step machine on the app's identity service. After each change the session reads
 * the signed-in user again: an administrator who just turned it on gets their rights (and the
 * Admin Panel) without signing in again.
 */
export function useTwoStepSettings(): TwoStepActor {
  const { identity } = useServices();
  const { refresh } = useSession();
  const wired = useMemo(() => createTwoStepSettingsMachine({ identity }), [identity]);
  const machine = useMemo(() => wired.provide({ actions: { twoStepChanged: () => refresh() } }), [wired, refresh]);
  return useActorRef(machine);
}
