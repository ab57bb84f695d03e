import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { DuesReminderStore, ReminderRun } from '../../application/ports/dues-reminders.port';
import { MAX_PAGE_SIZE } from '../../application/ports/list-query';
import type { MemberRepository } from '../../application/ports/member-repository.port';
import { unavailable, type RepositoryError } from '../../application/ports/repository.errors';
import type { AuditEntry } from '../../domain/audit';
import { DEFAULT_REMINDER_SETTINGS, type RemindedMember, type ReminderSettings, type ReminderSlot } from '../../domain/dues-reminders';
import type { Member } from '../../domain/members';
import { InMemoryAuditRecords } from './in-memory-audit-records';

/** More pages than this means a repository that keeps answering a nextToken. */
const MAX_PAGES = 1_000;

const slotKey = (slot: Pick<ReminderSlot, 'year' | 'offset'>) => `${slot.year}:${slot.offset}`;

/**
 * The dues reminders' records in memory, over the wiring's member repository (whose members it
 * reads page by page) and its audit log: the same rules as the SQL store (one reminder per member,
 * year and offset; a run by hand and its audit entry written together).
 */
export class InMemoryDuesReminders implements DuesReminderStore {
  readonly #members: Pick<MemberRepository, 'list'>;
  readonly #audit: InMemoryAuditRecords;
  #settings: ReminderSettings = DEFAULT_REMINDER_SETTINGS;
  readonly #runs: ReminderRun[] = [];
  /** `year:offset` -> member id -> sent at. */
  readonly #sent = new Map<string, Map<string, string>>();

  constructor(members: Pick<MemberRepository, 'list'>, audit = new InMemoryAuditRecords()) {
    this.#members = members;
    this.#audit = audit;
  }

  settings(): ResultAsync<ReminderSettings, RepositoryError> {
    return okAsync(this.#settings);
  }

  saveSettings(settings: ReminderSettings, audit: AuditEntry): ResultAsync<ReminderSettings, RepositoryError> {
    this.#settings = { enabled: settings.enabled, offsets: [...settings.offsets] };
    this.#audit.append(audit);
    return okAsync(this.#settings);
  }

  members(): ResultAsync<readonly RemindedMember[], RepositoryError> {
    return this.#pages(null, [], MAX_PAGES).map((members) =>
      members
        .map(({ id, firstName, lastName, email, membership, duesPayYear }) => ({ id, firstName, lastName, email, membership, duesPayYear }))
        .sort((a, b) => a.lastName.localeCompare(b.lastName) || a.firstName.localeCompare(b.firstName) || a.id.localeCompare(b.id)),
    );
  }

  #pages(nextToken: string | null, seen: readonly Member[], left: number): ResultAsync<readonly Member[], RepositoryError> {
    return this.#members.list({ limit: MAX_PAGE_SIZE, nextToken }).andThen((page) => {
      const all = [...seen, ...page.items];
      if (page.nextToken === null) return okAsync(all);
      return left <= 1 ? errAsync(unavailable('The member list did not end.')) : this.#pages(page.nextToken, all, left - 1);
    });
  }

  mailedFor(slot: Pick<ReminderSlot, 'year' | 'offset'>): ResultAsync<ReadonlySet<string>, RepositoryError> {
    return okAsync(new Set(this.#sent.get(slotKey(slot))?.keys()));
  }

  runs(limit: number): ResultAsync<readonly ReminderRun[], RepositoryError> {
    return okAsync([...this.#runs].reverse().slice(0, limit));
  }

  hasRun(slot: Pick<ReminderSlot, 'year' | 'offset'>): ResultAsync<boolean, RepositoryError> {
    return okAsync(this.#runs.some((run) => run.year === slot.year && run.offset === slot.offset));
  }

  recordRun(run: ReminderRun, memberIds: readonly string[], audit: AuditEntry | null): ResultAsync<void, RepositoryError> {
    this.#runs.push(run);
    const sent = this.#sent.get(slotKey(run)) ?? new Map<string, string>();
    for (const id of memberIds) if (!sent.has(id)) sent.set(id, run.ranAt);
    this.#sent.set(slotKey(run), sent);
    if (audit !== null) this.#audit.append(audit);
    return okAsync(undefined);
  }

  lastReminded(memberIds: readonly string[]): ResultAsync<ReadonlyMap<string, string>, RepositoryError> {
    const wanted = new Set(memberIds);
    const last = new Map<string, string>();
    for (const sent of this.#sent.values()) {
      for (const [id, at] of sent) if (wanted.has(id) && (last.get(id) ?? '') < at) last.set(id, at);
    }
    return okAsync(last);
  }
}
