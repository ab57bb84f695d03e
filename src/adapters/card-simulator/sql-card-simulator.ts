import { createHash } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { Cents } from '../../domain/money';
import type { Card } from '../../domain/card';
import { isoNow } from '../../application/ports/clock.port';
import type { BillingDetails } from '../../application/ports/payment-gateway.port';
import { noSuchIntent } from '../../application/ports/payment-processor.port';
import type {
  CardSimulator,
  IntentStatus,
  NewIntent,
  PaymentEvent,
  PaymentIntent,
  PaymentProcessor,
  ProcessorError,
  Refund,
  RefundRequest,
} from '../../application/ports/payment-processor.port';
import type { DatabaseSchema, SimulatedPaymentsTable, SimulatedRefundsTable } from '../database/schema';
import { attempt } from '../database/sql-errors';
import { checkNewIntent, fingerprintOf, idempotencyConflict } from './intent-rules';
import { refundAmount, refundFingerprint } from './refund-rules';
import {
  cardFingerprintOf,
  chargeCard,
  compact,
  CONFIRMABLE,
  signedDelivery,
  type SigningOptions,
  type SimulatedDelivery,
} from './simulated-charge';
import { readEvent } from './simulator-events';
import { checkSignature } from './webhook-signature';

type Row = Selectable<SimulatedPaymentsTable>;
type RefundRow = Selectable<SimulatedRefundsTable>;

/** The database, and what the simulator signs its events with. */
export interface SqlCardSimulatorOptions extends SigningOptions {
  readonly db: Kysely<DatabaseSchema>;
  /** Receives each signed event a confirmation would deliver (tests read them; nothing needs them to run). */
  readonly onEvent?: (delivery: SimulatedDelivery) => void;
}

const toIntent = (row: Row): PaymentIntent => ({
  id: row.id,
  clientSecret: row.client_secret,
  amount: row.amount as Cents,
  currency: row.currency,
  status: row.status as IntentStatus,
  metadata: JSON.parse(row.metadata_json) as Record<string, string>,
  lastError: row.last_error_json === null ? null : (JSON.parse(row.last_error_json) as PaymentIntent['lastError']),
});

const toRefund = (row: RefundRow): Refund => ({ id: row.id, intentId: row.payment_id, amount: row.amount as Cents, status: 'succeeded' });

const digest = (request: NewIntent) => createHash('sha256').update(fingerprintOf(request)).digest('hex');
const cannotConfirm = (status: string): ProcessorError => ({
  type: 'InvalidRequest',
  message: `You cannot confirm this PaymentIntent because it has a status of ${status}.`,
});

/**
 * The built-in card simulator kept in the `simulated_payments` table, so a restart loses no payment:
 * Stripe's rules for opening intents and for idempotency keys (the same key and parameters give the
 * same intent, other parameters a conflict; keys are kept for as long as the intent), Stripe's test
 * cards, and signed events verified with Stripe's scheme and 300 s tolerance. A confirmation is one
 * conditional UPDATE from a confirmable status, so of two racing confirmations one charges.
 */
export class SqlCardSimulator implements PaymentProcessor, CardSimulator {
  readonly #options: SqlCardSimulatorOptions;
  readonly #fingerprintKey: string;

  constructor(options: SqlCardSimulatorOptions) {
    this.#options = options;
    // The webhook secret is random per server; the fingerprints' messages can never be a webhook's (`<timestamp>.<body>`).
    this.#fingerprintKey = options.fingerprintKey ?? options.webhookSecret;
  }

  fingerprint(card: Card): string {
    return cardFingerprintOf(this.#options.hmac, this.#fingerprintKey, card.number);
  }

  createIntent(request: NewIntent): ResultAsync<PaymentIntent, ProcessorError> {
    const invalid = checkNewIntent(request);
    if (invalid) return errAsync(invalid);
    const id = `pi_${compact(this.#options.ids.newId())}`;
    const row: Row = {
      id,
      client_secret: `${id}_secret_${compact(this.#options.ids.secret())}`,
      amount: request.amount,
      currency: request.currency,
      description: request.description,
      receipt_email: request.receiptEmail,
      metadata_json: JSON.stringify(request.metadata),
      status: 'awaiting-card',
      last_error_json: null,
      idempotency_key: request.idempotencyKey,
      request_fingerprint: digest(request),
      created_at: isoNow(this.#options.clock),
    };
    const insert = () => this.#options.db.insertInto('simulated_payments').values(row).execute();
    return attempt(insert, (key) => (key === 'simulated_payments.idempotency_key' ? 'reused' : null))
      .map(() => toIntent(row))
      .orElse((error) => (error === 'reused' ? this.#replay(request) : errAsync(error)));
  }

  retrieveIntent(id: string): ResultAsync<PaymentIntent, ProcessorError> {
    return this.#row(id).map(toIntent);
  }

  verifyWebhook(rawBody: string, signature: string): ResultAsync<PaymentEvent, ProcessorError> {
    const { hmac, webhookSecret, clock } = this.#options;
    const checked = checkSignature(hmac, webhookSecret, rawBody, signature, Math.floor(clock.now() / 1000))
      .mapErr((message): ProcessorError => ({ type: 'InvalidSignature', message }))
      .andThen(() => readEvent(rawBody).mapErr((message): ProcessorError => ({ type: 'InvalidRequest', message })));
    return checked.asyncAndThen((event) => okAsync(event));
  }

  confirm(intentId: string, card: Card, _billing: BillingDetails): ResultAsync<PaymentIntent, ProcessorError> {
    // The card itself is never stored: only the outcome of charging it.
    return this.#row(intentId).andThen((row) => {
      const intent = toIntent(row);
      if (!CONFIRMABLE.has(intent.status)) return errAsync(cannotConfirm(intent.status));
      const charge = chargeCard(intent, card.number, this.fingerprint(card));
      const update = () =>
        this.#options.db
          .updateTable('simulated_payments')
          .set({ status: charge.intent.status, last_error_json: charge.intent.lastError && JSON.stringify(charge.intent.lastError) })
          .where('id', '=', intentId)
          .where('status', 'in', [...CONFIRMABLE])
          .returning('id')
          .executeTakeFirst();
      return attempt(update).andThen((won) => {
        if (!won) return this.#row(intentId).andThen((now) => errAsync(cannotConfirm(now.status)));
        this.#options.onEvent?.(signedDelivery(this.#options, charge));
        return okAsync(charge.intent);
      });
    });
  }

  /**
   * Records a refund in `simulated_refunds`. The check of what is left and the insert are one
   * transaction; a key used before replays its refund (or is a conflict), also when two
   * requests with one key race (the unique key decides).
   */
  refund(intentId: string, request: RefundRequest): ResultAsync<Refund, ProcessorError> {
    const fingerprint = createHash('sha256').update(refundFingerprint(intentId, request)).digest('hex');
    return this.#refundByKey(request.idempotencyKey).andThen((earlier) => {
      if (earlier)
        return earlier.request_fingerprint === fingerprint
          ? okAsync(toRefund(earlier))
          : errAsync(idempotencyConflict(request.idempotencyKey));
      return this.#row(intentId).andThen((row) => {
        const insert = () =>
          this.#options.db.transaction().execute(async (trx) => {
            const { refunded } = await trx
              .selectFrom('simulated_refunds')
              .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.lit(0)).as('refunded'))
              .where('payment_id', '=', intentId)
              .executeTakeFirstOrThrow();
            const amount = refundAmount(toIntent(row), Number(refunded), request);
            if (amount.isErr()) return amount.error;
            const refund: RefundRow = {
              id: `re_${compact(this.#options.ids.newId())}`,
              payment_id: intentId,
              amount: amount.value,
              reason: request.reason,
              idempotency_key: request.idempotencyKey,
              request_fingerprint: fingerprint,
              created_at: isoNow(this.#options.clock),
            };
            await trx.insertInto('simulated_refunds').values(refund).execute();
            return toRefund(refund);
          });
        return attempt(insert, (key) => (key === 'simulated_refunds.idempotency_key' ? ('reused' as const) : null))
          .orElse((error) => (error === 'reused' ? this.refund(intentId, request) : errAsync(error)))
          .andThen((outcome) => ('type' in outcome ? errAsync(outcome) : okAsync(outcome)));
      });
    });
  }

  #refundByKey(key: string): ResultAsync<RefundRow | undefined, ProcessorError> {
    return attempt(() =>
      this.#options.db.selectFrom('simulated_refunds').selectAll().where('idempotency_key', '=', key).executeTakeFirst(),
    );
  }

  #row(id: string): ResultAsync<Row, ProcessorError> {
    const select = () => this.#options.db.selectFrom('simulated_payments').selectAll().where('id', '=', id).executeTakeFirst();
    return attempt(select).andThen((row) => (row ? okAsync(row) : errAsync(noSuchIntent(id))));
  }

  /** A key used before: the same parameters give the intent it made, other parameters a conflict. */
  #replay(request: NewIntent): ResultAsync<PaymentIntent, ProcessorError> {
    const select = () =>
      this.#options.db
        .selectFrom('simulated_payments')
        .selectAll()
        .where('idempotency_key', '=', request.idempotencyKey)
        .executeTakeFirst();
    return attempt(select).andThen((row) =>
      row && row.request_fingerprint === digest(request) ? okAsync(toIntent(row)) : errAsync(idempotencyConflict(request.idempotencyKey)),
    );
  }
}
