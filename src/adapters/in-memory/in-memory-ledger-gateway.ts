import type {
  LedgerGateway,
  LedgerGatewayError,
  LedgerQuery,
  OfflinePaymentForm,
  RefundForm,
} from '../../application/ports/ledger-gateway.port';
import { refundPayment, type RefundPaymentDeps } from '../../application/server/ledger/refund-payment.use-case';
import { ledgerCsv, ledgerCsvName } from '../../application/server/ledger/ledger-csv';
import { dayIn } from '../../application/server/ledger/ledger-days';
import { ledgerEntryView } from '../../application/server/ledger/ledger-views';
import { findPayers, offlinePaymentChoices } from '../../application/server/ledger/offline-payment-choices.use-case';
import { recordOfflinePayment, type RecordOfflinePaymentDeps } from '../../application/server/ledger/record-offline-payment.use-case';
import { exportLedger, viewLedger, viewLedgerOrder } from '../../application/server/ledger/view-ledger.use-case';
import type { Actor } from '../../domain/access';

/** A use case's refusal in the gateway's words, as the HTTP API answers it. */
function gatewayError(error: { readonly type: string; readonly message: string; readonly fields?: unknown }): LedgerGatewayError {
  switch (error.type) {
    case 'InvalidForm':
    case 'InvalidOrder':
    case 'DuplicateMember':
      return { type: 'Invalid', message: error.message, fields: (error.fields ?? {}) as Record<string, string> };
    case 'Unauthorized':
      return { type: 'Unauthorized', message: error.message };
    case 'NotPaid':
      return { type: 'Invalid', message: error.message, fields: {} };
    case 'OrderNotFound':
      return { type: 'NotFound', message: error.message };
    default:
      return { type: 'Unavailable', message: error.message };
  }
}

/**
 * The ledger and offline payments over the server's own use cases and in-memory ports, as
 * `actor()` (the UI tests' fake): the same rules and words as the HTTP API, with no server between.
 */
export class InMemoryLedgerGateway implements LedgerGateway {
  readonly #deps: RecordOfflinePaymentDeps & RefundPaymentDeps;
  readonly #actor: () => Actor;

  constructor(deps: RecordOfflinePaymentDeps & RefundPaymentDeps, actor: () => Actor) {
    this.#deps = deps;
    this.#actor = actor;
  }

  ledger(query: LedgerQuery) {
    return viewLedger(this.#deps, this.#actor(), query).mapErr(gatewayError);
  }

  ledgerCsv(query: LedgerQuery) {
    return exportLedger(this.#deps, this.#actor(), query)
      .map((entries) => ({
        fileName: ledgerCsvName(dayIn(this.#deps.clock.now(), this.#deps.config.timeZone)),
        text: ledgerCsv(entries),
      }))
      .mapErr(gatewayError);
  }

  order(orderId: string) {
    return viewLedgerOrder(this.#deps, this.#actor(), orderId).mapErr(gatewayError);
  }

  paymentChoices() {
    return offlinePaymentChoices(this.#deps, this.#actor()).mapErr(gatewayError);
  }

  findPayers(text: string) {
    return findPayers(this.#deps, this.#actor(), text).mapErr(gatewayError);
  }

  recordPayment(form: OfflinePaymentForm) {
    return recordOfflinePayment(this.#deps, this.#actor(), form)
      .map(({ outcome, receipt, order }) => ({ outcome, receipt, entry: ledgerEntryView(order, this.#deps.config.timeZone) }))
      .mapErr(gatewayError);
  }

  refund(orderId: string, form: RefundForm) {
    return refundPayment(this.#deps, this.#actor(), { orderId, ...form })
      .map(({ refund, order, left, effect, mailed }) => ({
        refund,
        entry: ledgerEntryView(order, this.#deps.config.timeZone),
        left,
        effect,
        mailed,
      }))
      .mapErr(gatewayError);
  }
}
