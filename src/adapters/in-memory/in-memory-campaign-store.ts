import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { CampaignStore } from '../../application/ports/campaign-store.port';
import { notFound, type RepositoryError } from '../../application/ports/repository.errors';
import type { AuditEntry } from '../../domain/audit';
import type { Campaign } from '../../domain/member-email';
import type { InMemoryAuditRecords } from './in-memory-audit-records';

const CAMPAIGN_NOT_FOUND = notFound('This message');

/** Campaigns in memory; every write appends its audit entry to the shared in-memory audit log. */
export class InMemoryCampaignStore implements CampaignStore {
  readonly #campaigns = new Map<string, Campaign>();
  readonly #audit: InMemoryAuditRecords;

  constructor(audit: InMemoryAuditRecords) {
    this.#audit = audit;
  }

  list(): ResultAsync<readonly Campaign[], RepositoryError> {
    const newestFirst = [...this.#campaigns.values()].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id));
    return okAsync(newestFirst);
  }

  get(id: string): ResultAsync<Campaign, RepositoryError> {
    const campaign = this.#campaigns.get(id);
    return campaign ? okAsync(campaign) : errAsync(CAMPAIGN_NOT_FOUND);
  }

  saveDraft(campaign: Campaign, audit: AuditEntry): ResultAsync<Campaign | null, RepositoryError> {
    const before = this.#campaigns.get(campaign.id);
    if (before && before.state !== 'draft') return okAsync(null);
    const saved: Campaign = before
      ? {
          ...before,
          subject: campaign.subject,
          body: campaign.body,
          segment: campaign.segment,
          author: campaign.author,
          updatedAt: campaign.updatedAt,
        }
      : { ...campaign, state: 'draft', sentAt: null, recipients: 0, queued: 0 };
    this.#campaigns.set(saved.id, saved);
    this.#audit.append(audit);
    return okAsync(saved);
  }

  startSending(id: string, at: string, recipients: number, audit: AuditEntry): ResultAsync<Campaign | null, RepositoryError> {
    const before = this.#campaigns.get(id);
    if (!before || before.state !== 'draft') return okAsync(null);
    const sending: Campaign = { ...before, state: 'sending', sentAt: at, updatedAt: at, recipients };
    this.#campaigns.set(id, sending);
    this.#audit.append(audit);
    return okAsync(sending);
  }

  finishSending(id: string, queued: number): ResultAsync<Campaign, RepositoryError> {
    const before = this.#campaigns.get(id);
    if (!before || before.state === 'draft') return errAsync(CAMPAIGN_NOT_FOUND);
    const sent: Campaign = { ...before, state: 'sent', queued: before.queued + queued };
    this.#campaigns.set(id, sent);
    return okAsync(sent);
  }

  note(entry: AuditEntry): ResultAsync<void, RepositoryError> {
    this.#audit.append(entry);
    return okAsync(undefined);
  }
}
