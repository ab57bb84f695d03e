import { useActorRef } from '@xstate/react';
import { useCallback, useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import {
  createMemberAreaPaymentMachine,
  type MemberAreaPaymentMachine,
} from '../../../application/browser/machines/member-area-payment.machine';
import { checkoutInput } from '../../../application/browser/machines/checkout-support';
import { loadMemberProfile } from '../../../application/browser/use-cases/load-member-profile.use-case';
import { useServices } from '../../app/services';
import { useMachineNotices } from '../../components/notices';
import { useResultLoad } from '../../components/use-result';

/** The running dues-and-upgrade payment the boxes and the card panel share. */
export type MemberPaymentActor = ActorRefFrom<MemberAreaPaymentMachine>;

/** The signed-in member's profile (record, membership label, dues status, prices), loaded by e-mail. */
export function useMemberProfile(email: string) {
  const services = useServices();
  const load = useCallback(() => loadMemberProfile(services, { email }), [services, email]);
  return useResultLoad(load);
}

/**
 * Starts the Member Area payment machine on the app's services. After a payment the machine asks
 * for `reloadProfile` ('the page then reloads'): the profile is loaded again, so the dues box and
 * the upgrade box show what the server recorded.
 */
export function useMemberPayment(reloadProfile: () => void): MemberPaymentActor {
  const services = useServices();
  const wired = useMemo(() => createMemberAreaPaymentMachine(services), [services]);
  const machine = useMemo(() => wired.provide({ actions: { reloadProfile } }), [wired, reloadProfile]);
  const actor = useActorRef(machine, { input: checkoutInput(services.clock) });
  useMachineNotices(actor);
  return actor;
}
