import { ok, type Result } from 'neverthrow';
import type { ContentError } from '../../application/server/content/content.errors';
import { namedRecordContent } from '../../application/server/content/named-record-content';
import { filterFields, type NamedRecordRepository } from '../../application/ports/named-record-repository.port';
import { authorizeActor, type Action } from '../../domain/access';
import { COMMITTEES, EVENTS, NEWS_POSTS, OFFICERS, type NamedRecord, type NamedRecordKind } from '../../domain/named-records';
import type { Clock } from '../../application/ports/clock.port';
import type { AppDeps } from '../app-deps';
import { toListQuery, type ListArguments } from './list-arguments';
import { whenCondition, whenCreateCondition } from './mutation-conditions';
import { checkOfficerPhoto } from './photo-url';
import { allText, givenText, settle, type GraphqlContext, type MutationArguments, type Resolvers } from './resolver-support';

type Values<V extends string> = Partial<Record<V, string | null>>;

/** A check of a mutation's input before its use case runs (an officer's photo must be one of ours). */
type InputCheck<V extends string> = (actor: GraphqlContext['actor'], action: Action, input: Values<V>) => Result<void, ContentError>;

/**
 * get<Model>, list<Model>s and the model's mutations over one kind of named record. create<Model>
 * saves by name (spec section 5: a record with the same name is updated); the server keeps its own
 * ids, so a client-sent id (the original client sent one) is not used. update<Model> changes the
 * record with the given id.
 */
function namedRecordResolvers<V extends string, T extends NamedRecord<V>>(
  kind: NamedRecordKind<V>,
  model: string,
  records: NamedRecordRepository<V, T>,
  clock: Clock,
  checkInput: InputCheck<V> = () => ok(undefined),
): Resolvers {
  const use = namedRecordContent(kind, records, clock);
  const { values } = kind;
  return {
    [`get${model}`]: ({ id }: { id: string }, { actor }: GraphqlContext) => settle(use.get({ actor, id })),
    [`list${model}s`]: (args: ListArguments, { actor }: GraphqlContext) =>
      settle(toListQuery(filterFields(kind), args).asyncAndThen((query) => use.list({ actor, query }))),
    [`create${model}`]: ({ input, condition }: MutationArguments<Values<V>>, { actor }: GraphqlContext) =>
      settle(
        checkInput(actor, kind.actions.create, input).asyncAndThen(() =>
          whenCreateCondition(condition, values, () => use.save({ actor, form: allText(input, values) }).map(({ record }) => record)),
        ),
      ),
    [`update${model}`]: ({ input, condition }: MutationArguments<Values<V> & { id: string }>, { actor }: GraphqlContext) =>
      settle(
        checkInput(actor, kind.actions.update, input).asyncAndThen(() =>
          whenCondition(
            condition,
            values,
            () => use.get({ actor, id: input.id }),
            () => use.update({ actor, id: input.id, changes: givenText(input, values) }),
          ),
        ),
      ),
    [`delete${model}`]: ({ input: { id }, condition }: MutationArguments<{ id: string }>, { actor }: GraphqlContext) =>
      settle(
        whenCondition(
          condition,
          values,
          () => use.get({ actor, id }),
          () => use.delete({ actor, id }),
        ),
      ),
  };
}

/**
 * The Event, Officer, NewsPost and Committee models. An officer's photo must be empty or one this
 * site stored (photo-url.ts); news posts and committees answer their Markdown's safe HTML too.
 */
export function contentResolvers(deps: Pick<AppDeps, 'events' | 'officers' | 'news' | 'committees' | 'config' | 'clock'>): Resolvers {
  // Whoever may not write officers is refused by the use case as 'Unauthorized', whatever the photo.
  const ownPhoto: InputCheck<'photo'> = (actor, action, input) =>
    authorizeActor(actor, action).isOk() ? checkOfficerPhoto(input.photo, deps.config.publicUrl) : ok(undefined);
  return {
    ...namedRecordResolvers(EVENTS, 'Event', deps.events, deps.clock),
    ...namedRecordResolvers(OFFICERS, 'Officer', deps.officers, deps.clock, ownPhoto),
    ...namedRecordResolvers(NEWS_POSTS, 'NewsPost', deps.news, deps.clock),
    ...namedRecordResolvers(COMMITTEES, 'Committee', deps.committees, deps.clock),
  };
}
