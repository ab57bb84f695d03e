import { ok } from 'neverthrow';
import { deleteOfficer } from '../../application/server/content/delete-officer.use-case';
import { getOfficer } from '../../application/server/content/get-officer.use-case';
import { listOfficers } from '../../application/server/content/list-officers.use-case';
import { saveOfficer } from '../../application/server/content/save-officer.use-case';
import { updateOfficer } from '../../application/server/content/update-officer.use-case';
import type { OfficerField } from '../../application/ports/officer-repository.port';
import { authorize } from '../../domain/access';
import type { AppDeps } from '../app-deps';
import { toListQuery, type ListArguments } from './list-arguments';
import { whenCondition, whenCreateCondition } from './mutation-conditions';
import { checkOfficerPhoto } from './photo-url';
import { givenText, settle, text, type GraphqlContext, type MutationArguments, type Resolvers } from './resolver-support';

const VALUES = ['name', 'position', 'summary', 'photo'] as const;
const FIELDS: readonly OfficerField[] = ['id', ...VALUES];

type OfficerValues = Partial<Record<(typeof VALUES)[number], string | null>>;

/**
 * getOfficer, listOfficers and the officer mutations. createOfficer saves by name (spec section 5:
 * an officer with the same name is updated); the server keeps its own ids, so a client-sent id (the
 * original client sent one) is not used. updateOfficer changes the officer with the given id. A
 * photo must be empty or one this site stored (photo-url.ts).
 */
export function officerResolvers(deps: Pick<AppDeps, 'officers' | 'config'>): Resolvers {
  // Whoever may not write officers is refused by the use case as 'Unauthorized', whatever the photo.
  const photoChecked = (actor: GraphqlContext['actor'], action: 'createOfficer' | 'updateOfficer', photo: string | null | undefined) =>
    authorize(actor.role, action).isOk() ? checkOfficerPhoto(photo, deps.config.publicUrl) : ok(undefined);
  return {
    getOfficer: ({ id }: { id: string }, { actor }: GraphqlContext) => settle(getOfficer(deps, { actor, id })),
    listOfficers: (args: ListArguments, { actor }: GraphqlContext) =>
      settle(toListQuery(FIELDS, args).asyncAndThen((query) => listOfficers(deps, { actor, query }))),
    createOfficer: ({ input, condition }: MutationArguments<OfficerValues>, { actor }: GraphqlContext) => {
      const form = { name: text(input.name), position: text(input.position), summary: text(input.summary), photo: text(input.photo) };
      return settle(
        photoChecked(actor, 'createOfficer', input.photo).asyncAndThen(() => whenCreateCondition(condition, VALUES, () => saveOfficer(deps, { actor, form }).map(({ officer }) => officer))),
      );
    },
    updateOfficer: ({ input, condition }: MutationArguments<OfficerValues & { id: string }>, { actor }: GraphqlContext) =>
      settle(
        photoChecked(actor, 'updateOfficer', input.photo).asyncAndThen(() =>
          whenCondition(condition, VALUES, () => getOfficer(deps, { actor, id: input.id }), () =>
            updateOfficer(deps, { actor, id: input.id, changes: givenText(input, VALUES) }),
          ),
        ),
      ),
    deleteOfficer: ({ input: { id }, condition }: MutationArguments<{ id: string }>, { actor }: GraphqlContext) =>
      settle(whenCondition(condition, VALUES, () => getOfficer(deps, { actor, id }), () => deleteOfficer(deps, { actor, id }))),
  };
}
