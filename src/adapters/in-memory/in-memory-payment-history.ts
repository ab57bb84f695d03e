import type { ResultAsync } from 'neverthrow';
import { ANY_LEDGER_ENTRY, type LedgerView } from '../../application/ports/ledger-view.port';
import type { LedgerError, OrderRecord, OrderStatus } from '../../application/ports/order-ledger.port';
import type { Payer, PaymentHistory } from '../../application/ports/payment-history.port';
import { sameEmail } from '../../domain/members';

const EVER_PAID: ReadonlySet<OrderStatus> = new Set(['paid', 'fulfilled', 'flagged', 'refunded']);

/** Every order there is, for the in-memory wiring: its ledgers are small. */
const ALL = { offset: 0, limit: Number.MAX_SAFE_INTEGER };

/** A person's paid orders, read from the in-memory ledger's own view with the SQL store's meaning. */
export class InMemoryPaymentHistory implements PaymentHistory {
  readonly #ledger: LedgerView;

  constructor(ledger: LedgerView) {
    this.#ledger = ledger;
  }

  paymentsOf(payer: Payer): ResultAsync<readonly OrderRecord[], LedgerError> {
    return this.#ledger.ledgerPage(ANY_LEDGER_ENTRY, ALL).map((page) =>
      page.orders
        .filter((order) => order.paidAt !== null && EVER_PAID.has(order.status))
        .filter((order) => sameEmail(order.contact.email, payer.email) || (payer.memberId !== null && order.memberId === payer.memberId))
        .sort((a, b) => (b.paidAt ?? '').localeCompare(a.paidAt ?? '') || b.id.localeCompare(a.id)),
    );
  }
}
