import type { Kysely, SelectQueryBuilder, Selectable } from 'kysely';
import type { ResultAsync } from 'neverthrow';
import type { AuditFilter, AuditLog, AuditPage } from '../../application/ports/audit-log.port';
import type { RepositoryError } from '../../application/ports/repository.errors';
import type { AuditEntry } from '../../domain/audit';
import type { DatabaseSchema } from './schema';
import { attempt } from './sql-errors';

type Row = Selectable<DatabaseSchema['audit_log']>;

const parsed = (text: string | null): unknown => (text === null ? null : JSON.parse(text));

function toEntry(row: Row): AuditEntry {
  return {
    actor: row.actor,
    at: row.at,
    action: row.action,
    subject: { kind: row.subject_kind, id: row.subject_id },
    before: parsed(row.before_json),
    after: parsed(row.after_json),
    reason: row.reason,
  };
}

type Query<O> = SelectQueryBuilder<DatabaseSchema, 'audit_log', O>;

function filtered<O>(query: Query<O>, filter: AuditFilter): Query<O> {
  let q = query;
  if (filter.from !== null) q = q.where('at', '>=', filter.from);
  if (filter.until !== null) q = q.where('at', '<', filter.until);
  if (filter.actor !== null) q = q.where('actor', '=', filter.actor);
  if (filter.action !== null) q = q.where('action', '=', filter.action);
  if (filter.subjectKind !== null) q = q.where('subject_kind', '=', filter.subjectKind);
  if (filter.subjectKind !== null && filter.subjectId !== null) q = q.where('subject_id', '=', filter.subjectId);
  return q;
}

/** Reads `audit_log` (migration 0009), newest first by instant then by the order of writing; it only ever selects. */
export class SqlAuditLog implements AuditLog {
  readonly #db: Kysely<DatabaseSchema>;

  constructor(db: Kysely<DatabaseSchema>) {
    this.#db = db;
  }

  page(filter: AuditFilter, offset: number, limit: number): ResultAsync<AuditPage, RepositoryError> {
    const rows = filtered(this.#db.selectFrom('audit_log').selectAll(), filter)
      .orderBy('at', 'desc')
      .orderBy('seq', 'desc')
      .limit(limit)
      .offset(offset);
    const count = filtered(
      this.#db.selectFrom('audit_log').select((eb) => eb.fn.countAll<number | string | bigint>().as('total')),
      filter,
    );
    return attempt(() => Promise.all([rows.execute(), count.executeTakeFirstOrThrow()])).map(([found, { total }]) => ({
      entries: found.map(toEntry),
      total: Number(total),
    }));
  }
}
