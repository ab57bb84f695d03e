import { okAsync, type ResultAsync } from 'neverthrow';
import { ANY_LEDGER_ENTRY } from '../../application/ports/ledger-view.port';
import { matchesLedgerFilter } from '../../application/ports/ledger-view-check';
import type { MonthCount, MonthIncome, OfficerSummaryView, SummaryMonth } from '../../application/ports/officer-summary.port';
import type { RepositoryError } from '../../application/ports/repository.errors';
import { MONEY_HELD_STATUSES } from '../../domain/ledger';
import type { Cents } from '../../domain/money';
import type { Member } from '../../domain/members';
import type { InMemoryMemberRepository } from './in-memory-member-repository';
import type { InMemoryOrderLedger } from './in-memory-order-ledger';

const HELD: ReadonlySet<string> = new Set(MONEY_HELD_STATUSES);

/** The console home's monthly figures over the in-memory members and ledger, meaning what the SQL ones mean (one contract). */
export class InMemoryOfficerSummary implements OfficerSummaryView {
  readonly #members: InMemoryMemberRepository;
  readonly #ledger: InMemoryOrderLedger;

  constructor(members: InMemoryMemberRepository, ledger: InMemoryOrderLedger) {
    this.#members = members;
    this.#ledger = ledger;
  }

  newMembersByMonth(months: readonly SummaryMonth[]): ResultAsync<readonly MonthCount[], RepositoryError> {
    return this.#everyMember().map((members) =>
      months.map(({ month, from, to }) => ({
        month,
        count: members.filter((member) => member.createdAt >= from.startsAt && member.createdAt < to.startsAt).length,
      })),
    );
  }

  incomeByMonth(months: readonly SummaryMonth[]): ResultAsync<readonly MonthIncome[], RepositoryError> {
    const held = this.#ledger.recorded().filter((order) => HELD.has(order.status));
    return okAsync(
      months.map(({ month, from, to }) => ({
        month,
        received: held
          .filter((order) => matchesLedgerFilter(order, { ...ANY_LEDGER_ENTRY, from, to }))
          .reduce((sum, order) => sum + order.amount, 0) as Cents,
      })),
    );
  }

  #everyMember(): ResultAsync<Member[], RepositoryError> {
    const read = (token: string | null, so: Member[]): ResultAsync<Member[], RepositoryError> =>
      this.#members
        .list({ limit: 1000, nextToken: token })
        .andThen((page) => (page.nextToken === null ? okAsync([...so, ...page.items]) : read(page.nextToken, [...so, ...page.items])));
    return read(null, []);
  }
}
