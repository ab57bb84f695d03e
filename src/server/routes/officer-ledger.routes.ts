import { Hono, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { ledgerCsv, ledgerCsvName } from '../../application/server/ledger/ledger-csv';
import { ledgerEntryView } from '../../application/server/ledger/ledger-views';
import { findPayers, offlinePaymentChoices } from '../../application/server/ledger/offline-payment-choices.use-case';
import { refundPayment } from '../../application/server/ledger/refund-payment.use-case';
import { recordOfflinePayment } from '../../application/server/ledger/record-offline-payment.use-case';
import { dayIn } from '../../application/server/ledger/ledger-days';
import type { LedgerQuery } from '../../application/ports/ledger-gateway.port';
import { exportLedger, viewLedger, viewLedgerOrder } from '../../application/server/ledger/view-ledger.use-case';
import type { AppDeps } from '../app-deps';
import type { AppEnv } from '../app-env';
import { allow, refuse } from '../access-checks';
import { sameSiteJsonOnly } from '../csrf';
import { jsonBody, limitBody } from '../json-body';

const PAYMENT_BODY_BYTES = 32 * 1024;

const text = z.string().max(2_000);
const contact = z.object({ firstName: text.default(''), lastName: text.default(''), email: text.default('') });
const application = z.object({
  firstName: text.default(''),
  lastName: text.default(''),
  email: text.default(''),
  phone: text.default(''),
  address: text.default(''),
  city: text.default(''),
  state: text.default(''),
  zipcode: text.default(''),
  gradYear: text.nullable().default(null),
});
/** The form's shape only; every rule (and every field's words) is the use case's. */
const paymentBody = z.object({
  purpose: text,
  method: text.default(''),
  reference: text.default(''),
  receivedOn: text.default(''),
  idempotencyKey: text.default(''),
  memberId: text.optional(),
  duesYear: z.number().int().optional(),
  membership: text.optional(),
  application: application.optional(),
  contact: contact.optional(),
  donationType: text.optional(),
  amount: z.unknown().optional(),
  event: text.optional(),
  counts: z.record(z.string().max(100), z.number()).optional(),
  answers: z.record(z.string().max(100), z.array(z.object({ holderName: text.default(''), answer: text.default('') })).max(500)).optional(),
  sponsoredNames: text.optional(),
});

/** The refund form's shape only; the amount's rules are the use case's. */
const refundBody = z.object({
  amount: z.unknown().optional(),
  reason: text.default(''),
  undo: z.boolean().default(false),
  idempotencyKey: text.default(''),
});

const noStore: MiddlewareHandler = async (c, next) => {
  await next();
  c.header('Cache-Control', 'no-store');
};

function ledgerQuery(query: Record<string, string>): LedgerQuery {
  const { from, to, category, method, status, page } = query;
  return { from, to, category, method, status, page };
}

/**
 * The treasurer's ledger and offline payments (issue 18), mounted under `/officers`:
 * - `GET /ledger?from&to&category&method&status&page` -> a page of orders, newest first, with the
 *   filter's totals by category (viewLedger); `GET /ledger/export.csv?...` -> every row as CSV (exportLedger);
 * - `GET /ledger/:orderId` -> the order and its payment events (viewLedger);
 * - `GET /payments/choices` -> what the form offers; `GET /payments/payers?q=` -> members to name as payer;
 * - `POST /payments` -> records a payment taken by hand and fulfils it as online (recordOfflinePayment);
 * - `POST /ledger/:orderId/refunds` -> refunds an online payment, whole or in part (refundPayment).
 */
export function officerLedgerRoutes(deps: AppDeps): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .get('/ledger', noStore, allow('viewLedger'), (c) =>
      viewLedger(deps, c.var.actor, ledgerQuery(c.req.query())).match(
        (page) => c.json(page),
        (error) => refuse(c, error),
      ),
    )
    .get('/ledger/export.csv', noStore, allow('exportLedger'), (c) =>
      exportLedger(deps, c.var.actor, ledgerQuery(c.req.query())).match(
        (entries) =>
          c.body(ledgerCsv(entries), 200, {
            'Content-Type': 'text/csv; charset=utf-8',
            'Content-Disposition': `attachment; filename="${ledgerCsvName(dayIn(deps.clock.now(), deps.config.timeZone))}"`,
          }),
        (error) => refuse(c, error),
      ),
    )
    .get('/ledger/:orderId', noStore, allow('viewLedger'), (c) =>
      viewLedgerOrder(deps, c.var.actor, c.req.param('orderId')).match(
        (order) => c.json(order),
        (error) => refuse(c, error),
      ),
    )
    .post(
      '/ledger/:orderId/refunds',
      noStore,
      allow('refundPayment'),
      sameSiteJsonOnly(deps.config.publicUrl),
      limitBody(PAYMENT_BODY_BYTES),
      (c) =>
        jsonBody(c, refundBody)
          .andThen((input) => refundPayment(deps, c.var.actor, { ...input, orderId: c.req.param('orderId') }))
          .match(
            ({ refund, order, left, effect, mailed }) =>
              c.json({ refund, entry: ledgerEntryView(order, deps.config.timeZone), left, effect, mailed }, 201),
            (error) => refuse(c, error),
          ),
    )
    .get('/payments/choices', noStore, allow('recordOfflinePayment'), (c) =>
      offlinePaymentChoices(deps, c.var.actor).match(
        (choices) => c.json(choices),
        (error) => refuse(c, error),
      ),
    )
    .get('/payments/payers', noStore, allow('recordOfflinePayment'), (c) =>
      findPayers(deps, c.var.actor, c.req.query('q') ?? '').match(
        (payers) => c.json({ payers }),
        (error) => refuse(c, error),
      ),
    )
    .post(
      '/payments',
      noStore,
      allow('recordOfflinePayment'),
      sameSiteJsonOnly(deps.config.publicUrl),
      limitBody(PAYMENT_BODY_BYTES),
      (c) =>
        jsonBody(c, paymentBody)
          .andThen((input) => recordOfflinePayment(deps, c.var.actor, input))
          .match(
            ({ outcome, order, receipt }) =>
              c.json({ outcome, receipt, entry: ledgerEntryView(order, deps.config.timeZone) }, outcome === 'flagged' ? 202 : 201),
            (error) => refuse(c, error),
          ),
    );
}
