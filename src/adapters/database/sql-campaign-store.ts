import type { Kysely, Selectable } from 'kysely';
import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { CampaignStore } from '../../application/ports/campaign-store.port';
import { notFound, type RepositoryError } from '../../application/ports/repository.errors';
import type { AuditEntry } from '../../domain/audit';
import type { Campaign, CampaignState, Segment } from '../../domain/member-email';
import { appendAuditEntry } from './audit-rows';
import type { CampaignsTable, DatabaseSchema } from './schema';
import { attempt } from './sql-errors';

type Row = Selectable<CampaignsTable>;

function toCampaign(row: Row): Campaign {
  return {
    id: row.id,
    subject: row.subject,
    body: row.body,
    segment: JSON.parse(row.segment_json) as Segment,
    author: row.author,
    state: row.state as CampaignState,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    sentAt: row.sent_at,
    recipients: Number(row.recipients),
    queued: Number(row.queued),
  };
}

const CAMPAIGN_NOT_FOUND = notFound('This message');

/** Campaigns in `campaigns` (migration 0018); every write with its audit entry in one transaction. */
export class SqlCampaignStore implements CampaignStore {
  readonly #db: Kysely<DatabaseSchema>;

  constructor(db: Kysely<DatabaseSchema>) {
    this.#db = db;
  }

  list(): ResultAsync<readonly Campaign[], RepositoryError> {
    return attempt(() => this.#db.selectFrom('campaigns').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').execute()).map(
      (rows) => rows.map(toCampaign),
    );
  }

  get(id: string): ResultAsync<Campaign, RepositoryError> {
    return attempt(() => this.#db.selectFrom('campaigns').selectAll().where('id', '=', id).executeTakeFirst()).andThen((row) =>
      row ? okAsync(toCampaign(row)) : errAsync(CAMPAIGN_NOT_FOUND),
    );
  }

  saveDraft(campaign: Campaign, audit: AuditEntry): ResultAsync<Campaign | null, RepositoryError> {
    const values = {
      subject: campaign.subject,
      body: campaign.body,
      segment_json: JSON.stringify(campaign.segment),
      author: campaign.author,
      updated_at: campaign.updatedAt,
    };
    return attempt(() =>
      this.#db.transaction().execute(async (trx) => {
        const inserted = await trx
          .insertInto('campaigns')
          .values({ ...values, id: campaign.id, state: 'draft', created_at: campaign.createdAt, sent_at: null, recipients: 0, queued: 0 })
          .onConflict((conflict) => conflict.column('id').doUpdateSet(values).where('campaigns.state', '=', 'draft'))
          .returningAll()
          .executeTakeFirst();
        if (!inserted) return null;
        await appendAuditEntry(trx, audit);
        return toCampaign(inserted);
      }),
    );
  }

  startSending(id: string, at: string, recipients: number, audit: AuditEntry): ResultAsync<Campaign | null, RepositoryError> {
    return attempt(() =>
      this.#db.transaction().execute(async (trx) => {
        const row = await trx
          .updateTable('campaigns')
          .set({ state: 'sending', sent_at: at, updated_at: at, recipients })
          .where('id', '=', id)
          .where('state', '=', 'draft')
          .returningAll()
          .executeTakeFirst();
        if (!row) return null;
        await appendAuditEntry(trx, audit);
        return toCampaign(row);
      }),
    );
  }

  finishSending(id: string, queued: number): ResultAsync<Campaign, RepositoryError> {
    return attempt(() =>
      this.#db
        .updateTable('campaigns')
        .set((eb) => ({ state: 'sent', queued: eb('queued', '+', queued) }))
        .where('id', '=', id)
        .where('state', 'in', ['sending', 'sent'])
        .returningAll()
        .executeTakeFirst(),
    ).andThen((row) => (row ? okAsync(toCampaign(row)) : errAsync(CAMPAIGN_NOT_FOUND)));
  }

  note(entry: AuditEntry): ResultAsync<void, RepositoryError> {
    return attempt(() => appendAuditEntry(this.#db, entry));
  }
}
