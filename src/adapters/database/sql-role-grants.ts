import type { Kysely, Selectable } from 'kysely';
import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { notFound, type RepositoryError } from '../../application/ports/repository.errors';
import type { RoleGrants, RoleRevocation } from '../../application/ports/role-grants.port';
import { isOfficerRole, type RoleGrant } from '../../domain/officer-roles';
import { appendAuditEntry } from './audit-rows';
import type { DatabaseSchema, RoleGrantsTable } from './schema';
import { attempt } from './sql-errors';

type Row = Selectable<RoleGrantsTable>;

function toGrant(row: Row): RoleGrant {
  if (!isOfficerRole(row.role)) throw new Error(`role_grants ${row.id} holds an unknown role '${row.role}'.`);
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    event: row.event,
    endsOn: row.ends_on,
    grantedBy: row.granted_by,
    grantedAt: row.granted_at,
    revokedAt: row.revoked_at,
    revokedBy: row.revoked_by,
  };
}

/** What the audit log keeps of a grant: who holds which role, for which event, until when. */
function grantTerms(grant: RoleGrant) {
  return { email: grant.email, role: grant.role, event: grant.event, endsOn: grant.endsOn };
}

const DUPLICATE_GRANT: RepositoryError = { type: 'DuplicateId', message: 'That grant exists already.' };

/** The `role_grants` table; each grant and revocation is written with its audit entry in one transaction. */
export class SqlRoleGrants implements RoleGrants {
  readonly #db: Kysely<DatabaseSchema>;

  constructor(db: Kysely<DatabaseSchema>) {
    this.#db = db;
  }

  grantsOf(email: string): ResultAsync<readonly RoleGrant[], RepositoryError> {
    return attempt(() =>
      this.#db.selectFrom('role_grants').selectAll().where('email', '=', email).orderBy('granted_at').orderBy('id').execute(),
    ).map((rows) => rows.map(toGrant));
  }

  list(): ResultAsync<readonly RoleGrant[], RepositoryError> {
    return attempt(() => this.#db.selectFrom('role_grants').selectAll().orderBy('granted_at', 'desc').orderBy('id', 'desc').execute()).map(
      (rows) => rows.map(toGrant),
    );
  }

  grant(grant: RoleGrant): ResultAsync<RoleGrant, RepositoryError> {
    return attempt(
      () =>
        this.#db.transaction().execute(async (trx) => {
          await trx
            .insertInto('role_grants')
            .values({
              id: grant.id,
              email: grant.email,
              role: grant.role,
              event: grant.event,
              ends_on: grant.endsOn,
              granted_by: grant.grantedBy,
              granted_at: grant.grantedAt,
              revoked_at: null,
              revoked_by: null,
            })
            .execute();
          await appendAuditEntry(trx, {
            actor: grant.grantedBy,
            at: grant.grantedAt,
            action: 'grantRole',
            subject: { kind: 'role', id: grant.id },
            before: null,
            after: grantTerms(grant),
            reason: null,
          });
        }),
      (key) => (key.startsWith('role_grants.') ? DUPLICATE_GRANT : null),
    ).map(() => ({ ...grant, revokedAt: null, revokedBy: null }));
  }

  revoke({ id, by, at }: RoleRevocation): ResultAsync<RoleGrant, RepositoryError> {
    return attempt(() =>
      this.#db.transaction().execute(async (trx) => {
        const row = await trx
          .updateTable('role_grants')
          .set({ revoked_at: at, revoked_by: by })
          .where('id', '=', id)
          .where('revoked_at', 'is', null)
          .returningAll()
          .executeTakeFirst();
        if (row === undefined) return null;
        const grant = toGrant(row);
        await appendAuditEntry(trx, {
          actor: by,
          at,
          action: 'revokeRole',
          subject: { kind: 'role', id },
          before: grantTerms(grant),
          after: null,
          reason: null,
        });
        return grant;
      }),
    ).andThen((grant) => (grant === null ? errAsync(notFound('That grant')) : okAsync(grant)));
  }
}
