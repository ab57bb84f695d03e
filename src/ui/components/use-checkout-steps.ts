import { useSelector } from '@xstate/react';
import type { AnyActorRef } from 'xstate';
import { useMachineNotices } from './notices';
import { useStepFocus } from './step-heading';
import { useFormKeptOnBack, useStepHistory } from './use-step-history';

/**
 * What every paying page with two steps before the payment does with its checkout machine (a
 * donation, the banquet, the ticket pages, an event's tickets): its notices show as toasts, each
 * new step takes the focus, Back and Forward move between `order`'s steps (the machine's BACK and
 * PROCEED), and the form stays, hidden, after Back. Answers the steps' container's ref and whether
 * the form is kept so.
 */
export function useCheckoutSteps(actor: AnyActorRef, order: readonly [string, string]) {
  useMachineNotices(actor);
  const step = useSelector(actor, (snapshot: { readonly value: unknown }) => String(snapshot.value));
  const steps = useStepFocus<HTMLDivElement>(step);
  const kept = useFormKeptOnBack(step, order);
  useStepHistory({
    step,
    order,
    back: () => actor.send({ type: 'BACK' }),
    forward: () => actor.send({ type: 'PROCEED' }),
  });
  return { steps, kept };
}
