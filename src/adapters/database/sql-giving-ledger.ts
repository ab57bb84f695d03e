import { sql, type Kysely } from 'kysely';
import type { ResultAsync } from 'neverthrow';
import type { GivingLedger, KeptOrder } from '../../application/ports/giving-ledger.port';
import { GIFT_GROUPS, keptOf } from '../../application/ports/giving-ledger-check';
import type { LedgerError } from '../../application/ports/order-ledger.port';
import type { TreasuryPeriod } from '../../application/ports/treasury-figures.port';
import { PAID_STATUSES } from '../../application/ports/treasury-figures-check';
import { normalizeEmail } from '../../domain/members';
import { toOrder } from './order-rows';
import type { DatabaseSchema } from './schema';
import { attempt } from './sql-errors';

/**
 * The giving statements' reads in SQL (giving-ledger-check.ts says what they mean): one SELECT of
 * the paid orders that may hold a gift, by the period they were paid in (the treasury report's own
 * test of a day) or by the contact e-mail (`lower(contact_email)`, which migration 0020 indexes).
 * Each row carries `refunded_amount`, so no query per order follows.
 */
export class SqlGivingLedger implements GivingLedger {
  readonly #db: Kysely<DatabaseSchema>;

  constructor(db: Kysely<DatabaseSchema>) {
    this.#db = db;
  }

  #paidOrders() {
    return this.#db
      .selectFrom('orders')
      .selectAll()
      .where('status', 'in', PAID_STATUSES)
      .where('category_group', 'in', GIFT_GROUPS)
      .orderBy('created_at')
      .orderBy('id');
  }

  paidOrdersWithin(period: TreasuryPeriod): ResultAsync<readonly KeptOrder[], LedgerError> {
    const { from, to } = period;
    return attempt(() =>
      this.#paidOrders()
        .where((eb) =>
          eb.or([
            eb.and([eb('received_on', 'is not', null), eb('received_on', '>=', from.day), eb('received_on', '<=', to.day)]),
            eb.and([eb('received_on', 'is', null), eb('paid_at', '>=', from.startsAt), eb('paid_at', '<', to.startsAt)]),
          ]),
        )
        .execute(),
    ).map((rows) => rows.map(keptOrder));
  }

  paidOrdersOf(email: string): ResultAsync<readonly KeptOrder[], LedgerError> {
    return attempt(() =>
      this.#paidOrders()
        .where(sql<string>`lower(contact_email)`, '=', normalizeEmail(email))
        .execute(),
    ).map((rows) => rows.map(keptOrder));
  }
}

function keptOrder(row: Parameters<typeof toOrder>[0] & { readonly refunded_amount: number | string }): KeptOrder {
  const record = toOrder(row);
  return { record, kept: keptOf(record, Number(row.refunded_amount)) };
}
