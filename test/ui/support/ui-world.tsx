import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { nodeHmacSha256 } from '../../../src/adapters/card-simulator/node-hmac';
import { InMemoryAccountStore } from '../../../src/adapters/in-memory/in-memory-account-store';
import { InMemoryBrowserStorage } from '../../../src/adapters/in-memory/in-memory-browser-storage';
import { InMemoryDocumentStore } from '../../../src/adapters/in-memory/in-memory-document-store';
import { InMemoryEventRepository } from '../../../src/adapters/in-memory/in-memory-event-repository';
import { InMemoryIdentityProvider } from '../../../src/adapters/in-memory/in-memory-identity-provider';
import { InMemoryMemberRepository } from '../../../src/adapters/in-memory/in-memory-member-repository';
import { InMemoryOfficerRepository } from '../../../src/adapters/in-memory/in-memory-officer-repository';
import { InMemoryOrderLedger } from '../../../src/adapters/in-memory/in-memory-order-ledger';
import { InMemoryPaymentGateway } from '../../../src/adapters/in-memory/in-memory-payment-gateway';
import { InMemoryPaymentProcessor } from '../../../src/adapters/in-memory/in-memory-payment-processor';
import { InMemoryRateLimiter } from '../../../src/adapters/in-memory/in-memory-rate-limiter';
import { ManualClock } from '../../../src/adapters/in-memory/manual-clock';
import { OutboxMailer } from '../../../src/adapters/in-memory/outbox-mailer';
import { PlainPasswordHasher } from '../../../src/adapters/in-memory/plain-password-hasher';
import { PlainSecretDigest } from '../../../src/adapters/in-memory/plain-secret-digest';
import { SequentialIds } from '../../../src/adapters/in-memory/sequential-ids';
import { createIdentityService } from '../../../src/application/identity/identity-service';
import { parseAdminList } from '../../../src/domain/access';
import { ServicesProvider, type AppServices } from '../../../src/ui/app/services';
import { NoticesProvider } from '../../../src/ui/components/notices';

export const UI_ADMIN = 'chair@example.org';

/**
 * The browser's services over the in-memory fakes, sharing one clock, outbox and member list, so
 * a component test can pay, sign up, read the e-mailed code and sign in as in the real site.
 */
export function uiWorld(overrides: Partial<AppServices> = {}) {
  const clock = new ManualClock(Date.now());
  const ids = new SequentialIds();
  const mailer = new OutboxMailer(clock);
  const admins = parseAdminList(UI_ADMIN)._unsafeUnwrap();
  const identityService = createIdentityService({
    store: new InMemoryAccountStore(),
    passwords: new PlainPasswordHasher(),
    digest: new PlainSecretDigest(),
    mailer,
    clock,
    ids,
    config: { admins, issuer: 'Alumni Chapter' },
  });
  const members = new InMemoryMemberRepository(clock);
  const processor = new InMemoryPaymentProcessor({ clock, ids, webhookSecret: 'whsec_ui', hmac: nodeHmacSha256 });
  const ledger = new InMemoryOrderLedger();
  const rateLimiter = new InMemoryRateLimiter(clock);
  const services: AppServices = {
    identity: new InMemoryIdentityProvider(identityService, clock),
    payments: new InMemoryPaymentGateway({ processor, ledger, members, mailer, clock, ids, rateLimiter }),
    members,
    events: new InMemoryEventRepository(clock, ids),
    officers: new InMemoryOfficerRepository(clock, ids),
    documents: new InMemoryDocumentStore(clock, ids),
    storage: new InMemoryBrowserStorage(),
    clock,
    cardEntry: 'simulator',
    ...overrides,
  };
  return { services, identityService, mailer, clock, ids, members, ledger, processor };
}

export type UiWorld = ReturnType<typeof uiWorld>;

/** Renders a page inside the providers the app gives it, at a route. */
export function renderWith(ui: ReactElement, world: UiWorld = uiWorld(), route = '/') {
  return {
    world,
    ...render(
      <ServicesProvider services={world.services}>
        <NoticesProvider>
          <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
        </NoticesProvider>
      </ServicesProvider>,
    ),
  };
}
