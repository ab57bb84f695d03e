import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { notFound, type RepositoryError } from '../../application/ports/repository.errors';
import type { RoleGrants, RoleRevocation } from '../../application/ports/role-grants.port';
import type { RoleGrant } from '../../domain/officer-roles';
import type { InMemoryAuditRecords } from './in-memory-audit-records';

const terms = (grant: RoleGrant) => ({ email: grant.email, role: grant.role, event: grant.event, endsOn: grant.endsOn });

/** Role grants in memory, each grant and revocation appended to the wiring's shared audit records. */
export class InMemoryRoleGrants implements RoleGrants {
  readonly #grants: RoleGrant[] = [];
  readonly #audit: InMemoryAuditRecords;

  constructor(audit: InMemoryAuditRecords) {
    this.#audit = audit;
  }

  grantsOf(email: string): ResultAsync<readonly RoleGrant[], RepositoryError> {
    return okAsync(this.#grants.filter((grant) => grant.email === email).map((grant) => ({ ...grant })));
  }

  list(): ResultAsync<readonly RoleGrant[], RepositoryError> {
    return okAsync(
      [...this.#grants]
        .reverse()
        .sort((a, b) => (a.grantedAt === b.grantedAt ? 0 : a.grantedAt < b.grantedAt ? 1 : -1))
        .map((grant) => ({ ...grant })),
    );
  }

  grant(grant: RoleGrant): ResultAsync<RoleGrant, RepositoryError> {
    if (this.#grants.some((held) => held.id === grant.id)) return errAsync({ type: 'DuplicateId', message: 'That grant exists already.' });
    const stored = { ...grant, revokedAt: null, revokedBy: null };
    this.#grants.push(stored);
    this.#audit.append({
      actor: grant.grantedBy,
      at: grant.grantedAt,
      action: 'grantRole',
      subject: { kind: 'role', id: grant.id },
      before: null,
      after: terms(grant),
      reason: null,
    });
    return okAsync({ ...stored });
  }

  revoke({ id, by, at }: RoleRevocation): ResultAsync<RoleGrant, RepositoryError> {
    const index = this.#grants.findIndex((grant) => grant.id === id && grant.revokedAt === null);
    const held = this.#grants[index];
    if (held === undefined) return errAsync(notFound('That grant'));
    const revoked = { ...held, revokedAt: at, revokedBy: by };
    this.#grants[index] = revoked;
    this.#audit.append({
      actor: by,
      at,
      action: 'revokeRole',
      subject: { kind: 'role', id },
      before: terms(held),
      after: null,
      reason: null,
    });
    return okAsync({ ...revoked });
  }
}
