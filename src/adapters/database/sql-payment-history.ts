import { sql, type Kysely } from 'kysely';
import type { ResultAsync } from 'neverthrow';
import type { LedgerError } from '../../application/ports/order-ledger.port';
import type { OrderRecord } from '../../application/ports/order-ledger.port';
import type { Payer, PaymentHistory } from '../../application/ports/payment-history.port';
import { normalizeEmail } from '../../domain/members';
import { toOrder } from './order-rows';
import type { DatabaseSchema } from './schema';
import { attempt } from './sql-errors';

/** A person's paid orders from `orders`: by the contact e-mail (its `lower(contact_email)` index, migration 0011) or the member ID. */
export class SqlPaymentHistory implements PaymentHistory {
  readonly #db: Kysely<DatabaseSchema>;

  constructor(db: Kysely<DatabaseSchema>) {
    this.#db = db;
  }

  paymentsOf(payer: Payer): ResultAsync<readonly OrderRecord[], LedgerError> {
    const email = normalizeEmail(payer.email);
    return attempt(() =>
      this.#db
        .selectFrom('orders')
        .selectAll()
        .where('paid_at', 'is not', null)
        .where('status', 'in', ['paid', 'fulfilled', 'flagged', 'refunded'])
        .where((eb) =>
          payer.memberId === null
            ? eb(sql`lower(contact_email)`, '=', email)
            : eb.or([eb('member_id', '=', payer.memberId), eb(sql`lower(contact_email)`, '=', email)]),
        )
        .orderBy('paid_at', 'desc')
        .orderBy('id', 'desc')
        .execute(),
    ).map((rows) => rows.map(toOrder));
  }
}
