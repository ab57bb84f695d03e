import { deleteEvent } from '../../application/server/content/delete-event.use-case';
import { getEvent } from '../../application/server/content/get-event.use-case';
import { listEvents } from '../../application/server/content/list-events.use-case';
import { saveEvent } from '../../application/server/content/save-event.use-case';
import { updateEvent } from '../../application/server/content/update-event.use-case';
import type { EventField } from '../../application/ports/event-repository.port';
import type { AppDeps } from '../app-deps';
import { toListQuery, type ListArguments } from './list-arguments';
import { whenCondition, whenCreateCondition } from './mutation-conditions';
import { givenText, settle, text, type GraphqlContext, type MutationArguments, type Resolvers } from './resolver-support';

const VALUES = ['eventName', 'eventDesc', 'eventDate'] as const;
const FIELDS: readonly EventField[] = ['id', ...VALUES];

type EventValues = Partial<Record<(typeof VALUES)[number], string | null>>;

/**
 * getEvent, listEvents and the event mutations. createEvent saves by name (spec section 5: an
 * event with the same name is updated); the server keeps its own ids, so a client-sent id is not
 * used. updateEvent changes the event with the given id.
 */
export function eventResolvers(deps: Pick<AppDeps, 'events'>): Resolvers {
  return {
    getEvent: ({ id }: { id: string }, { actor }: GraphqlContext) => settle(getEvent(deps, { actor, id })),
    listEvents: (args: ListArguments, { actor }: GraphqlContext) =>
      settle(toListQuery(FIELDS, args).asyncAndThen((query) => listEvents(deps, { actor, query }))),
    createEvent: ({ input, condition }: MutationArguments<EventValues>, { actor }: GraphqlContext) => {
      const form = { eventName: text(input.eventName), eventDesc: text(input.eventDesc), eventDate: text(input.eventDate) };
      return settle(whenCreateCondition(condition, VALUES, () => saveEvent(deps, { actor, form }).map(({ event }) => event)));
    },
    updateEvent: ({ input, condition }: MutationArguments<EventValues & { id: string }>, { actor }: GraphqlContext) =>
      settle(
        whenCondition(condition, VALUES, () => getEvent(deps, { actor, id: input.id }), () =>
          updateEvent(deps, { actor, id: input.id, changes: givenText(input, VALUES) }),
        ),
      ),
    deleteEvent: ({ input: { id }, condition }: MutationArguments<{ id: string }>, { actor }: GraphqlContext) =>
      settle(whenCondition(condition, VALUES, () => getEvent(deps, { actor, id }), () => deleteEvent(deps, { actor, id }))),
  };
}
