import { nodeHmacSha256 } from '../../src/adapters/card-simulator/node-hmac';
import { signatureHeader } from '../../src/adapters/card-simulator/webhook-signature';
import { InMemoryMemberRepository } from '../../src/adapters/in-memory/in-memory-member-repository';
import { InMemoryOrderLedger } from '../../src/adapters/in-memory/in-memory-order-ledger';
import { InMemoryPaymentGateway } from '../../src/adapters/in-memory/in-memory-payment-gateway';
import { InMemoryPaymentProcessor, type WebhookDelivery } from '../../src/adapters/in-memory/in-memory-payment-processor';
import { InMemoryRateLimiter } from '../../src/adapters/in-memory/in-memory-rate-limiter';
import { ManualClock } from '../../src/adapters/in-memory/manual-clock';
import { OutboxMailer } from '../../src/adapters/in-memory/outbox-mailer';
import { SequentialIds } from '../../src/adapters/in-memory/sequential-ids';
import { HmacSignedTokens } from '../../src/adapters/crypto/hmac-signed-tokens';
import { InMemoryTicketBook } from '../../src/adapters/in-memory/in-memory-ticket-book';
import { InMemoryTicketedEventStore } from '../../src/adapters/in-memory/in-memory-ticketed-event-store';
import { InMemoryWaitingList } from '../../src/adapters/in-memory/in-memory-waiting-list';
import { DEFAULT_TIME_ZONE } from '../../src/domain/local-date-time';
import { SPEC_EVENTS } from '../../src/domain/spec-events';
import { qrCodePngRenderer } from '../../src/adapters/qr/qrcode-png-renderer';
import { CARD_DECLINE_LIMIT, ORDER_DECLINE_LIMIT } from '../../src/application/server/payments/card-testing';
import type { PayingActor } from '../../src/application/server/payments/resolve-checkout';

const WEBHOOK_SECRET = 'whsec_test_0123456789';

/** Everything the payment use cases run on, in memory, with the clock at 2026-06-15 12:00 UTC. */
export function paymentsWorld(start = '2026-06-15T12:00:00.000Z') {
  const clock = new ManualClock(start);
  const ids = new SequentialIds();
  const processor = new InMemoryPaymentProcessor({ clock, ids, webhookSecret: WEBHOOK_SECRET, hmac: nodeHmacSha256 });
  const world = {
    clock,
    ids,
    processor,
    simulator: processor,
    ledger: new InMemoryOrderLedger(),
    members: new InMemoryMemberRepository(clock),
    mailer: new OutboxMailer(clock),
    rateLimiter: new InMemoryRateLimiter(clock),
    cardDeclines: new InMemoryRateLimiter(clock, CARD_DECLINE_LIMIT),
    orderDeclines: new InMemoryRateLimiter(clock, ORDER_DECLINE_LIMIT),
    // The spec's four ticket pages are events in every install.
    ticketing: {
      events: new InMemoryTicketedEventStore(SPEC_EVENTS),
      tickets: new InMemoryTicketBook(),
      waitingList: new InMemoryWaitingList(),
      tokens: new HmacSignedTokens(Buffer.alloc(32, 7)),
    },
    config: { timeZone: DEFAULT_TIME_ZONE, duesCutoff: null, publicUrl: 'http://localhost:8787' },
    qrCodes: qrCodePngRenderer,
  };
  return world;
}

export type PaymentsWorld = ReturnType<typeof paymentsWorld>;

/** The browser's gateway over a world, with whoever `actor()` says is signed in. */
export function gatewayOver(world: PaymentsWorld, actor?: () => PayingActor): InMemoryPaymentGateway {
  return new InMemoryPaymentGateway({ ...world, ...(actor ? { actor } : {}) });
}

/** The processor's latest delivery about an intent. */
export function lastDelivery(world: PaymentsWorld, intentId: string): WebhookDelivery {
  const found = world.processor
    .deliveries()
    .filter((d) => d.intentId === intentId)
    .at(-1);
  if (!found) throw new Error(`no delivery for ${intentId}`);
  return found;
}

/** A body signed now with the world's secret (or another), as a forger or Stripe would. */
export function signed(world: PaymentsWorld, rawBody: string, options: { ageSeconds?: number; secret?: string } = {}) {
  const timestamp = Math.floor(world.clock.now() / 1000) - (options.ageSeconds ?? 0);
  return { rawBody, signatureHeader: signatureHeader(nodeHmacSha256, options.secret ?? WEBHOOK_SECRET, rawBody, timestamp) };
}
