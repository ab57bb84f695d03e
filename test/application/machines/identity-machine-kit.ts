import { fromPromise, type AnyStateMachine, type AnyTransitionDefinition, type InspectionEvent, type PromiseActorLogic } from 'xstate';
import { descendants } from '../../../scripts/state-charts';

/** Test helpers for the identity machines (login, set password, password change). */

/** An actor that answers with `value` and records each input it was given. */
export function answers<T, I>(value: T, inputs: I[] = []): PromiseActorLogic<T, I> {
  return fromPromise<T, I>(async ({ input }) => {
    inputs.push(input);
    return value;
  });
}

/** An actor that answers with each of `values` in turn (the last one again once they run out). */
export function answersInTurn<T, I>(values: readonly T[], inputs: I[] = []): PromiseActorLogic<T, I> {
  return fromPromise<T, I>(async ({ input }) => {
    inputs.push(input);
    const value = values[Math.min(inputs.length, values.length) - 1];
    if (value === undefined) throw new Error('answersInTurn needs at least one value.');
    return value;
  });
}

/** An actor that throws, as a bug would (expected failures come back as a Result). */
export function crashes<T, I>(message = 'boom'): PromiseActorLogic<T, I> {
  return fromPromise<T, I>(async () => {
    throw new Error(message);
  });
}

/** An actor that never settles, to look at the state while it runs. */
export function hangs<T, I>(): PromiseActorLogic<T, I> {
  return fromPromise<T, I>(() => new Promise<T>(() => {}));
}

type OutputOf<L> = L extends PromiseActorLogic<infer O, infer _I> ? O : never;

/**
 * Stubs typed by actor name for a machine's actors (`A`: the `actors` of its `.provide()`):
 * `reply('signIn', ok(next))` answers like the real actor would.
 */
export function stubsFor<A>() {
  type Logic<K extends keyof A> = NonNullable<A[K]>;
  return {
    reply: <K extends keyof A>(_name: K, value: OutputOf<Logic<K>>, inputs: unknown[] = []) =>
      answers(value, inputs) as unknown as Logic<K>,
    replyInTurn: <K extends keyof A>(_name: K, values: readonly OutputOf<Logic<K>>[], inputs: unknown[] = []) =>
      answersInTurn(values, inputs) as unknown as Logic<K>,
    hang: <K extends keyof A>(_name: K) => hangs() as unknown as Logic<K>,
  };
}

function keyOf(transition: AnyTransitionDefinition): string {
  const source = transition.source;
  const list = transition.eventType === '' ? (source.always ?? []) : (source.transitions.get(transition.eventType) ?? []);
  return `${source.id} on ${transition.eventType || 'always'} #${list.indexOf(transition)}`;
}

/**
 * Records every transition the actors under test take (through XState's inspection), so a test
 * can check that each transition the machine defines was taken at least once.
 */
export class TransitionCoverage {
  readonly #taken = new Set<string>();

  readonly inspect = (event: InspectionEvent): void => {
    if (event.type === '@xstate.microstep') for (const transition of event._transitions) this.#taken.add(keyOf(transition));
  };

  /** The machine's transitions no test took. */
  missing(machine: AnyStateMachine): string[] {
    const all = [machine.root, ...descendants(machine.root)].flatMap((node) => [
      ...[...node.transitions.values()].flat(),
      ...(node.always ?? []),
    ]);
    return all.map(keyOf).filter((key) => !this.#taken.has(key));
  }
}
