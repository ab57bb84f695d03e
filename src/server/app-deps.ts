import type { IdentityService } from '../application/identity/identity-service';
import type { Clock } from '../application/ports/clock.port';
import type { DocumentStore } from '../application/ports/document-store.port';
import type { EventRepository } from '../application/ports/event-repository.port';
import type { IdGenerator } from '../application/ports/id-generator.port';
import type { Mailer } from '../application/ports/mailer.port';
import type { MemberRepository } from '../application/ports/member-repository.port';
import type { OfficerRepository } from '../application/ports/officer-repository.port';
import type { OrderLedger } from '../application/ports/order-ledger.port';
import type { CardSimulator, PaymentProcessor } from '../application/ports/payment-processor.port';
import type { RateLimiter } from '../application/ports/rate-limiter.port';
import type { ServerConfig } from './config';
import type { LogSink } from './request-log';

/** What the outbox page shows: every e-mail the outbox mailer kept, oldest first. */
export interface OutboxReader {
  sent(): readonly { readonly to: string; readonly subject: string; readonly text: string; readonly sentAt: string }[];
}

/**
 * Everything the app needs, built by the composition root (src/server/main.ts) or by a test.
 * Route modules take what they use from here; nothing else reaches for a global.
 */
export interface AppDeps {
  readonly config: Pick<ServerConfig, 'production' | 'publicUrl' | 'stripe' | 'admins'>;
  readonly clock: Clock;
  readonly ids: IdGenerator;
  readonly identity: IdentityService;
  readonly members: MemberRepository;
  readonly events: EventRepository;
  readonly officers: OfficerRepository;
  readonly documents: DocumentStore;
  readonly ledger: OrderLedger;
  readonly processor: PaymentProcessor;
  /** The card simulator when no Stripe keys are set; null with Stripe. */
  readonly simulator: CardSimulator | null;
  readonly rateLimiter: RateLimiter;
  readonly mailer: Mailer;
  /** The development outbox when mail is not sent by SMTP; null otherwise (and always null in production). */
  readonly outbox: OutboxReader | null;
  /** The built React app to serve, or null (API only). */
  readonly clientDir: string | null;
  readonly log: LogSink;
}

