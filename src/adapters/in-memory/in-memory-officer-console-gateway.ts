import type { ResultAsync } from 'neverthrow';
import type { OfficerConsoleError, OfficerConsoleGateway, AuditQuery } from '../../application/ports/officer-console-gateway.port';
import { AUDIT_PAGE_SIZE, auditPage, exportAuditLog, type AuditDeps } from '../../application/server/officers/audit-log.use-case';
import type { OfficerError } from '../../application/server/officers/officers.errors';
import {
  chapterDate,
  grantRole,
  listRoleGrants,
  revokeRole,
  type RoleGrantDeps,
} from '../../application/server/officers/role-grants.use-case';
import type { Actor } from '../../domain/access';
import type { RoleGrantForm } from '../../domain/validation/role-grant-form';

function gatewayError(error: OfficerError): OfficerConsoleError {
  if (error.type === 'InvalidForm') return { type: 'InvalidForm', message: error.message, fields: error.fields };
  if (error.type === 'Unauthorized' || error.type === 'NotFound') return { type: error.type, message: error.message };
  return { type: 'Unavailable', message: error.message };
}

/**
 * The console over the server's own use cases and in-memory ports, as `actor` (the UI tests'
 * fake): the same rules and words as the HTTP API, with no server between.
 */
export class InMemoryOfficerConsoleGateway implements OfficerConsoleGateway {
  readonly #deps: RoleGrantDeps & AuditDeps;
  readonly #actor: Actor;

  constructor(deps: RoleGrantDeps & AuditDeps, actor: Actor) {
    this.#deps = deps;
    this.#actor = actor;
  }

  roles() {
    return listRoleGrants(this.#deps, this.#actor)
      .map((grants) => ({ grants, today: chapterDate(this.#deps.clock, this.#deps.timeZone), timeZone: this.#deps.timeZone }))
      .mapErr(gatewayError);
  }

  grant(form: RoleGrantForm) {
    return grantRole(this.#deps, this.#actor, form).mapErr(gatewayError);
  }

  revoke(id: string) {
    return revokeRole(this.#deps, this.#actor, id).mapErr(gatewayError);
  }

  audit(query: AuditQuery, page: number) {
    return auditPage(this.#deps, this.#actor, query, page)
      .map((found) => ({ ...found, page, pageSize: AUDIT_PAGE_SIZE }))
      .mapErr(gatewayError);
  }

  auditCsv(query: AuditQuery): ResultAsync<{ fileName: string; text: string }, OfficerConsoleError> {
    return exportAuditLog(this.#deps, this.#actor, query)
      .map((text) => ({ fileName: 'audit-log.csv', text }))
      .mapErr(gatewayError);
  }
}
