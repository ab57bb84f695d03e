import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { authorizeActor, type Actor } from '../../../domain/access';
import { normalizeEmail } from '../../../domain/members';
import { grantStatus, type GrantStatus, type RoleGrant } from '../../../domain/officer-roles';
import { checkRoleGrantForm, ROLE_GRANT_MESSAGES, type RoleGrantForm } from '../../../domain/validation/role-grant-form';
import { isoNow, localDateTimeIn, type Clock } from '../../ports/clock.port';
import type { IdGenerator } from '../../ports/id-generator.port';
import type { RepositoryError } from '../../ports/repository.errors';
import type { RoleGrants } from '../../ports/role-grants.port';
import { invalidInput } from '../content/content.errors';
import type { OfficerError } from './officers.errors';

export interface RoleGrantDeps {
  readonly roleGrants: RoleGrants;
  readonly clock: Clock;
  readonly ids: IdGenerator;
  /** The chapter's time zone (TIME_ZONE): which day it is, for term end dates. */
  readonly timeZone: string;
  /** Whether someone can sign in with this (normalised) e-mail: only an account can be given a role. */
  readonly accountExists: (email: string) => ResultAsync<boolean, RepositoryError>;
}

/** A grant as the console lists it: with where it stands today. */
export interface ListedGrant extends RoleGrant {
  readonly status: GrantStatus;
}

/** The chapter's date now, `YYYY-MM-DD`. */
export function chapterDate(clock: Clock, timeZone: string): string {
  return localDateTimeIn(clock.now(), timeZone).slice(0, 10);
}

/** Every grant, newest first, each with its status today (`viewRoles`). */
export function listRoleGrants(deps: RoleGrantDeps, actor: Actor): ResultAsync<readonly ListedGrant[], OfficerError> {
  const today = chapterDate(deps.clock, deps.timeZone);
  return authorizeActor(actor, 'viewRoles')
    .asyncAndThen(() => deps.roleGrants.list())
    .map((grants) => grants.map((grant) => ({ ...grant, status: grantStatus(grant, today) })));
}

const fieldError = (field: keyof RoleGrantForm, message: string) => invalidInput({ type: 'InvalidForm', fields: { [field]: message } });

/**
 * Grants a role to an account until a term end date (`grantRole`): the form checked on the
 * chapter's date, the e-mail an account's, and no current grant of the same role (and event)
 * for it; the grant and its audit entry are written together.
 */
export function grantRole(deps: RoleGrantDeps, actor: Actor, form: RoleGrantForm): ResultAsync<ListedGrant, OfficerError> {
  const today = chapterDate(deps.clock, deps.timeZone);
  return authorizeActor(actor, 'grantRole')
    .andThen(() => checkRoleGrantForm(form, today).mapErr(invalidInput))
    .asyncAndThen((request) =>
      deps.accountExists(request.email).andThen((exists) => {
        if (!exists) return errAsync(fieldError('email', ROLE_GRANT_MESSAGES.unknownAccount));
        return deps.roleGrants.grantsOf(request.email).andThen((held) => {
          const same = held.find((g) => g.role === request.role && g.event === request.event && grantStatus(g, today) === 'current');
          if (same) return errAsync(fieldError('role', ROLE_GRANT_MESSAGES.alreadyHeld));
          const grant: RoleGrant = {
            id: deps.ids.newId(),
            ...request,
            grantedBy: normalizeEmail(actor.email ?? ''),
            grantedAt: isoNow(deps.clock),
            revokedAt: null,
            revokedBy: null,
          };
          return deps.roleGrants.grant(grant).map((stored): ListedGrant => ({ ...stored, status: 'current' }));
        });
      }),
    );
}

/** Revokes a grant at once (`revokeRole`), with its audit entry; an unknown or already revoked grant is NotFound. */
export function revokeRole(deps: RoleGrantDeps, actor: Actor, id: string): ResultAsync<ListedGrant, OfficerError> {
  return authorizeActor(actor, 'revokeRole')
    .asyncAndThen(() => deps.roleGrants.revoke({ id, by: normalizeEmail(actor.email ?? ''), at: isoNow(deps.clock) }))
    .andThen((grant) => okAsync<ListedGrant, OfficerError>({ ...grant, status: 'revoked' }));
}
