import type { Result, ResultAsync } from 'neverthrow';
import type { RequestActor } from '../app-env';
import { GraphqlFailure, type ResolverError } from './graphql-failure';

/** What every resolver receives as the GraphQL context: who asks, as the auth middleware decided. */
export interface GraphqlContext {
  readonly actor: RequestActor;
}

/** A root field's resolver: graphql-js calls it with the coerced arguments and the context. */
type Resolver = (args: never, context: GraphqlContext) => Promise<unknown>;

/** The root value: one resolver per Query and Mutation field. */
export type Resolvers = Readonly<Record<string, Resolver>>;

/** The arguments of every create, update and delete mutation. */
export interface MutationArguments<I> {
  readonly input: I;
  readonly condition?: Readonly<Record<string, unknown>> | null;
}

/**
 * A use case's answer as graphql-js wants it: the value, or a thrown GraphqlFailure, which it
 * records at the field's path (data null for that field). The one place Results become throws.
 */
export async function settle<T>(result: ResultAsync<T, ResolverError> | Result<T, ResolverError>): Promise<T> {
  const settled = await result;
  if (settled.isErr()) throw new GraphqlFailure(settled.error);
  return settled.value;
}

/** Text inputs as the forms take them: an absent or null field is empty. */
export function text(value: string | null | undefined): string {
  return value ?? '';
}

/** The text fields a mutation names (undefined: unchanged), with null meaning empty. */
export function givenText<K extends string>(
  values: Readonly<Partial<Record<K, string | null>>>,
  keys: readonly K[],
): Partial<Record<K, string>> {
  const named = keys.filter((key) => values[key] !== undefined);
  return Object.fromEntries(named.map((key) => [key, text(values[key])])) as Partial<Record<K, string>>;
}

/** Every one of `keys` as text, an absent or null field empty (a create's input). */
export function allText<K extends string>(values: Readonly<Partial<Record<K, string | null>>>, keys: readonly K[]): Record<K, string> {
  return Object.fromEntries(keys.map((key) => [key, text(values[key])])) as Record<K, string>;
}
