import { nodeHmacSha256 } from '../../src/adapters/card-simulator/node-hmac';
import { InMemoryPaymentProcessor } from '../../src/adapters/in-memory/in-memory-payment-processor';
import { ManualClock } from '../../src/adapters/in-memory/manual-clock';
import { OutboxMailer } from '../../src/adapters/in-memory/outbox-mailer';
import { SequentialIds } from '../../src/adapters/in-memory/sequential-ids';
import { createApp } from '../../src/server/app';
import type { AppDeps } from '../../src/server/app-deps';
import type { LogLine } from '../../src/server/request-log';
import { testWiring } from './test-wiring';

export { TEST_ADMIN, testAuthLimiters } from './test-wiring';

export const TEST_WEBHOOK_SECRET = 'whsec_test_app_world';

/**
 * The whole server app over in-memory adapters, for `app.request()` tests: the same routes and
 * use cases as production, wired by the tests' container module (test-wiring.ts), with a clock
 * that stands still (at the real time, so authenticator codes agree) and an outbox instead of
 * mail. Pass overrides to swap any dependency.
 */
export function appWorld(overrides: Partial<AppDeps> = {}) {
  const clock = new ManualClock(Date.now());
  const ids = new SequentialIds();
  const mailer = new OutboxMailer(clock);
  const processor = new InMemoryPaymentProcessor({ clock, ids, webhookSecret: TEST_WEBHOOK_SECRET, hmac: nodeHmacSha256 });
  const logs: LogLine[] = [];
  const { deps: wired, mail } = testWiring({ clock, ids, mailer, processor, log: (line) => logs.push(line) });
  // GraphQL remembers public answers only while every write bumps the version: not over a swapped-in repository.
  const { contentChanges: _remembering, ...rest } = wired;
  const swapped = [overrides.events, overrides.officers, overrides.news, overrides.committees].some(
    (repository) => repository !== undefined,
  );
  const remembering = swapped ? rest : wired;
  const deps: AppDeps = { ...remembering, ...overrides };
  // What the server's worker loop would do: send every mail queued for later (a campaign, a reminder run).
  const deliverQueued = () => mail.worker.deliverDue();
  return { app: createApp(deps), deps, clock, mailer, processor, logs, deliverQueued };
}

export type AppWorld = ReturnType<typeof appWorld>;
