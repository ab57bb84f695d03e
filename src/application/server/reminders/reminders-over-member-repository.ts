import { okAsync, type ResultAsync } from 'neverthrow';
import type { AuditEntry } from '../../../domain/audit';
import type { RemindedMember, ReminderSettings, ReminderSlot } from '../../../domain/dues-reminders';
import type { DuesReminderStore, ReminderRun } from '../../ports/dues-reminders.port';
import { MAX_PAGE_SIZE } from '../../ports/list-query';
import type { MemberRepository } from '../../ports/member-repository.port';
import type { RepositoryError } from '../../ports/repository.errors';

/** Reads every page of the repository's members, in its order (creation, then id). */
function everyMember(
  members: MemberRepository,
  nextToken: string | null,
  read: readonly RemindedMember[],
): ResultAsync<readonly RemindedMember[], RepositoryError> {
  return members.list({ limit: MAX_PAGE_SIZE, nextToken }).andThen((page) => {
    const all = [
      ...read,
      ...page.items.map(({ id, firstName, lastName, email, membership, duesPayYear }) => ({
        id,
        firstName,
        lastName,
        email,
        membership,
        duesPayYear,
      })),
    ];
    return page.nextToken === null ? okAsync(all) : everyMember(members, page.nextToken, all);
  });
}

const byName = (a: RemindedMember, b: RemindedMember): number =>
  a.lastName.localeCompare(b.lastName) || a.firstName.localeCompare(b.firstName) || a.id.localeCompare(b.id);

/**
 * The dues reminders' records where the members are not in the same database: the aws wiring's,
 * whose members live in AppSync while the schedule, the reminders sent and the runs stay in the
 * function's PostgreSQL. Members are read page by page from the repository; the rest is `records`.
 */
export class RemindersOverMemberRepository implements DuesReminderStore {
  readonly #records: DuesReminderStore;
  readonly #members: MemberRepository;

  constructor(records: DuesReminderStore, members: MemberRepository) {
    this.#records = records;
    this.#members = members;
  }

  members(): ResultAsync<readonly RemindedMember[], RepositoryError> {
    return everyMember(this.#members, null, []).map((members) => [...members].sort(byName));
  }

  settings(): ResultAsync<ReminderSettings, RepositoryError> {
    return this.#records.settings();
  }

  saveSettings(settings: ReminderSettings, audit: AuditEntry): ResultAsync<ReminderSettings, RepositoryError> {
    return this.#records.saveSettings(settings, audit);
  }

  mailedFor(slot: Pick<ReminderSlot, 'year' | 'offset'>): ResultAsync<ReadonlySet<string>, RepositoryError> {
    return this.#records.mailedFor(slot);
  }

  runs(limit: number): ResultAsync<readonly ReminderRun[], RepositoryError> {
    return this.#records.runs(limit);
  }

  hasRun(slot: Pick<ReminderSlot, 'year' | 'offset'>): ResultAsync<boolean, RepositoryError> {
    return this.#records.hasRun(slot);
  }

  recordRun(run: ReminderRun, memberIds: readonly string[], audit: AuditEntry | null): ResultAsync<void, RepositoryError> {
    return this.#records.recordRun(run, memberIds, audit);
  }

  lastReminded(memberIds: readonly string[]): ResultAsync<ReadonlyMap<string, string>, RepositoryError> {
    return this.#records.lastReminded(memberIds);
  }
}
