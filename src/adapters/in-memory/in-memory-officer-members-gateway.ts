import type { ResultAsync } from 'neverthrow';
import type {
  OfficerMembersError,
  OfficerMembersGateway,
  RecordChanges,
  RosterParams,
} from '../../application/ports/officer-members-gateway.port';
import type { MemberFileError } from '../../application/server/roster/member-file.use-case';
import { actOnAccount, amendMember, viewMemberFile } from '../../application/server/roster/member-file.use-case';
import type { RosterDeps } from '../../application/server/roster/roster-deps';
import { exportRoster, viewRoster } from '../../application/server/roster/view-roster.use-case';
import { importMembers } from '../../application/server/roster/import-members.use-case';
import type { IdGenerator } from '../../application/ports/id-generator.port';
import type { Actor } from '../../domain/access';

/** A use case's refusal in the port's words, as the HTTP adapter reads the server's statuses. */
function gatewayError(error: MemberFileError): OfficerMembersError {
  switch (error.type) {
    case 'InvalidForm':
      return { type: 'InvalidForm', message: error.message, fields: error.fields as Record<string, string> };
    case 'ProtectedField':
    case 'InvalidQuery':
    case 'InvalidParameter':
      return { type: 'InvalidForm', message: error.message, fields: {} };
    case 'Unauthorized':
    case 'NotAuthorized':
      return { type: 'Unauthorized', message: error.message };
    case 'NotFound':
    case 'UserNotFound':
      return { type: 'NotFound', message: error.message };
    case 'DuplicateEmail':
    case 'DuplicateId':
    case 'UsernameExists':
      return { type: 'Conflict', message: error.message };
    default:
      return { type: 'Unavailable', message: error.message };
  }
}

/**
 * The roster and a member's page over the server's own use cases and in-memory ports, as `actor`
 * (the UI tests' fake): the same rules and words as the HTTP API, with no server between.
 */
export class InMemoryOfficerMembersGateway implements OfficerMembersGateway {
  readonly #deps: RosterDeps & { readonly ids: IdGenerator };
  readonly #actor: Actor;

  constructor(deps: RosterDeps & { readonly ids: IdGenerator }, actor: Actor) {
    this.#deps = deps;
    this.#actor = actor;
  }

  roster(params: RosterParams) {
    return viewRoster(this.#deps, { actor: this.#actor, params }).mapErr(gatewayError);
  }

  rosterCsv(params: RosterParams) {
    return exportRoster(this.#deps, { actor: this.#actor, params })
      .map(({ csv, fileName }) => ({ fileName, text: csv }))
      .mapErr(gatewayError);
  }

  member(id: string) {
    return viewMemberFile(this.#deps, { actor: this.#actor, id }).mapErr(gatewayError);
  }

  amend(id: string, changes: RecordChanges, reason: string) {
    return amendMember(this.#deps, { actor: this.#actor, id, changes, reason }).mapErr(gatewayError);
  }

  invite(id: string) {
    return this.#account(id, 'inviteMember');
  }

  resetPassword(id: string) {
    return this.#account(id, 'resetMemberPassword');
  }

  setSignIn(id: string, enabled: boolean) {
    return this.#account(id, enabled ? 'enableSignIn' : 'disableSignIn');
  }

  importMembers(csv: string, confirm: boolean) {
    return importMembers(this.#deps, { actor: this.#actor, csv, confirm }).mapErr(gatewayError);
  }

  #account(id: string, action: Parameters<typeof actOnAccount>[1]['action']): ReturnType<OfficerMembersGateway['invite']> {
    return actOnAccount(this.#deps, { actor: this.#actor, id, action }).mapErr(gatewayError) satisfies ResultAsync<
      unknown,
      OfficerMembersError
    >;
  }
}
