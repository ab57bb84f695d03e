import type { Kysely } from 'kysely';
import type { ResultAsync } from 'neverthrow';
import type { DuesReminderStore, ReminderRun } from '../../application/ports/dues-reminders.port';
import type { RepositoryError } from '../../application/ports/repository.errors';
import type { AuditEntry } from '../../domain/audit';
import { DEFAULT_REMINDER_SETTINGS, type RemindedMember, type ReminderSettings, type ReminderSlot } from '../../domain/dues-reminders';
import { appendAuditEntry } from './audit-rows';
import type { DatabaseSchema } from './schema';
import { attempt } from './sql-errors';

const SETTINGS_ID = 'schedule';

/** Rows inserted per statement when recording a run's members (well under both databases' parameter limits). */
const INSERT_CHUNK = 500;

function offsetsOf(json: string): readonly number[] {
  const parsed: unknown = JSON.parse(json);
  if (!Array.isArray(parsed) || !parsed.every((value) => Number.isInteger(value))) {
    throw new Error('dues_reminder_settings holds offsets that are not whole numbers.');
  }
  return parsed as number[];
}

/**
 * The dues reminders' tables (migration 0017). A run and the reminders it sent are written in
 * one transaction; a reminder already recorded for its member, year and offset is left as it was
 * (`on conflict do nothing`), so overlapping runs record each member once.
 */
export class SqlDuesReminders implements DuesReminderStore {
  readonly #db: Kysely<DatabaseSchema>;

  constructor(db: Kysely<DatabaseSchema>) {
    this.#db = db;
  }

  settings(): ResultAsync<ReminderSettings, RepositoryError> {
    return attempt(() => this.#db.selectFrom('dues_reminder_settings').selectAll().where('id', '=', SETTINGS_ID).executeTakeFirst()).map(
      (row) => (row === undefined ? DEFAULT_REMINDER_SETTINGS : { enabled: row.enabled === 1, offsets: offsetsOf(row.offsets_json) }),
    );
  }

  saveSettings(settings: ReminderSettings, audit: AuditEntry): ResultAsync<ReminderSettings, RepositoryError> {
    const values = {
      enabled: settings.enabled ? 1 : 0,
      offsets_json: JSON.stringify(settings.offsets),
      updated_by: audit.actor,
      updated_at: audit.at,
    };
    return attempt(() =>
      this.#db.transaction().execute(async (trx) => {
        await trx
          .insertInto('dues_reminder_settings')
          .values({ id: SETTINGS_ID, ...values })
          .onConflict((oc) => oc.column('id').doUpdateSet(values))
          .execute();
        await appendAuditEntry(trx, audit);
      }),
    ).map(() => settings);
  }

  members(): ResultAsync<readonly RemindedMember[], RepositoryError> {
    return attempt(() =>
      this.#db
        .selectFrom('members')
        .select(['id', 'first_name', 'last_name', 'email', 'membership', 'dues_pay_year'])
        .orderBy('last_name')
        .orderBy('first_name')
        .orderBy('id')
        .execute(),
    ).map((rows) =>
      rows.map((row) => ({
        id: row.id,
        firstName: row.first_name,
        lastName: row.last_name,
        email: row.email,
        membership: row.membership,
        duesPayYear: row.dues_pay_year,
      })),
    );
  }

  mailedFor(slot: Pick<ReminderSlot, 'year' | 'offset'>): ResultAsync<ReadonlySet<string>, RepositoryError> {
    return attempt(() =>
      this.#db
        .selectFrom('dues_reminders_sent')
        .select('member_id')
        .where('year', '=', slot.year)
        .where('offset_days', '=', slot.offset)
        .execute(),
    ).map((rows) => new Set(rows.map((row) => row.member_id)));
  }

  runs(limit: number): ResultAsync<readonly ReminderRun[], RepositoryError> {
    return attempt(() =>
      this.#db.selectFrom('dues_reminder_runs').selectAll().orderBy('ran_at', 'desc').orderBy('id', 'desc').limit(limit).execute(),
    ).map((rows) =>
      rows.map((row) => ({
        id: row.id,
        year: Number(row.year),
        offset: Number(row.offset_days),
        ranAt: row.ran_at,
        mailed: Number(row.mailed),
        by: row.run_by,
      })),
    );
  }

  hasRun(slot: Pick<ReminderSlot, 'year' | 'offset'>): ResultAsync<boolean, RepositoryError> {
    return attempt(() =>
      this.#db
        .selectFrom('dues_reminder_runs')
        .select('id')
        .where('year', '=', slot.year)
        .where('offset_days', '=', slot.offset)
        .limit(1)
        .executeTakeFirst(),
    ).map((row) => row !== undefined);
  }

  recordRun(run: ReminderRun, memberIds: readonly string[], audit: AuditEntry | null): ResultAsync<void, RepositoryError> {
    return attempt(() =>
      this.#db.transaction().execute(async (trx) => {
        await trx
          .insertInto('dues_reminder_runs')
          .values({ id: run.id, year: run.year, offset_days: run.offset, ran_at: run.ranAt, mailed: run.mailed, run_by: run.by })
          .execute();
        for (let start = 0; start < memberIds.length; start += INSERT_CHUNK) {
          const rows = memberIds
            .slice(start, start + INSERT_CHUNK)
            .map((memberId) => ({ member_id: memberId, year: run.year, offset_days: run.offset, sent_at: run.ranAt }));
          await trx
            .insertInto('dues_reminders_sent')
            .values(rows)
            .onConflict((oc) => oc.columns(['member_id', 'year', 'offset_days']).doNothing())
            .execute();
        }
        if (audit !== null) await appendAuditEntry(trx, audit);
      }),
    );
  }

  lastReminded(memberIds: readonly string[]): ResultAsync<ReadonlyMap<string, string>, RepositoryError> {
    if (memberIds.length === 0) return attempt(async () => new Map<string, string>());
    return attempt(() =>
      this.#db
        .selectFrom('dues_reminders_sent')
        .select(['member_id', (eb) => eb.fn.max('sent_at').as('last')])
        .where('member_id', 'in', [...memberIds])
        .groupBy('member_id')
        .execute(),
    ).map((rows) => new Map(rows.map((row) => [row.member_id, String(row.last)])));
  }
}
