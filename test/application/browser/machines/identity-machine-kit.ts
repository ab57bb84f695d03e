import { fromPromise, type AnyStateMachine, type AnyTransitionDefinition, type InspectionEvent, type PromiseActorLogic } from 'xstate';
import { descendants } from '../../../../scripts/state-charts';
import { answers, hangs } from './machine-test-kit';

/** Test helpers for the identity machines (login, set password, password change); stub actors: machine-test-kit.ts. */

/** An actor that answers with each of `values` in turn (the last one again once they run out). */
function answersInTurn<T, I>(values: readonly T[], inputs: I[] = []): PromiseActorLogic<T, I> {
  return fromPromise<T, I>(async ({ input }) => {
    inputs.push(input);
    const value = values[Math.min(inputs.length, values.length) - 1];
    if (value === undefined) throw new Error('answersInTurn needs at least one value.');
    return value;
  });
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

/** What the page sees of a flow: where it navigates and whom it remembers, with the actions that record them. */
export function pageRecorder() {
  const paths: string[] = [];
  const remembered: string[] = [];
  const actions = {
    navigate: (_: unknown, { path }: { path: string }) => void paths.push(path),
    rememberUser: (_: unknown, { email }: { email: string }) => void remembered.push(email),
  };
  return { paths, remembered, actions };
}

/** Types `values` into a form, one EDIT per field. */
export function typeInto<F extends string>(
  actor: { send(event: { type: 'EDIT'; field: F; value: string }): void },
  values: Partial<Record<F, string>>,
): void {
  for (const [field, value] of Object.entries(values) as [F, string][]) actor.send({ type: 'EDIT', field, value });
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
