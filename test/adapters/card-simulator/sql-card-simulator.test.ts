import { describe, expect, it } from 'vitest';
import { nodeHmacSha256 } from '../../../src/adapters/card-simulator/node-hmac';
import type { SimulatedDelivery } from '../../../src/adapters/card-simulator/simulated-charge';
import { SqlCardSimulator } from '../../../src/adapters/card-simulator/sql-card-simulator';
import { signatureHeader } from '../../../src/adapters/card-simulator/webhook-signature';
import { openDatabase, type Database } from '../../../src/adapters/database/database';
import { ManualClock } from '../../../src/adapters/in-memory/manual-clock';
import { SequentialIds } from '../../../src/adapters/in-memory/sequential-ids';
import { BILLING, card, cardSimulatorContract } from '../../contracts/card-simulator.contract';
import { paymentProcessorContract, sampleIntent } from '../../contracts/payment-processor.contract';
import { describeEachDatabase, resetTables } from '../database/database-harness';

const SECRET = 'whsec_sql_simulator';

function simulatorOver(database: Database, clock = new ManualClock(), ids = new SequentialIds()) {
  const deliveries: SimulatedDelivery[] = [];
  const simulator = new SqlCardSimulator({
    db: database.db,
    clock,
    ids,
    webhookSecret: SECRET,
    hmac: nodeHmacSha256,
    onEvent: (d) => deliveries.push(d),
  });
  return { simulator, deliveries, clock };
}

describeEachDatabase('SqlCardSimulator', (_kind, database, opened) => {
  paymentProcessorContract('simulator in the database', async () => {
    await resetTables(database());
    const { simulator, deliveries, clock } = simulatorOver(database());
    return {
      processor: simulator,
      async signedWebhook(intentId, outcome, options = {}) {
        void (await simulator.confirm(intentId, card(outcome === 'succeeded' ? '4242424242424242' : '4000000000000002'), BILLING));
        const rawBody = deliveries.filter((d) => d.intentId === intentId).at(-1)?.rawBody ?? '';
        const timestamp = Math.floor(clock.now() / 1000) - (options.ageSeconds ?? 0);
        return { rawBody, signatureHeader: signatureHeader(nodeHmacSha256, options.secret ?? SECRET, rawBody, timestamp) };
      },
      pay: async (intentId) => void (await simulator.confirm(intentId, card('4242424242424242'), BILLING)),
    };
  });

  cardSimulatorContract('simulator in the database', async () => {
    await resetTables(database());
    const { simulator, deliveries } = simulatorOver(database());
    return { processor: simulator, simulator, deliveries: async () => [...deliveries] };
  });

  describe('in the database', () => {
    it('keeps intents across a restart: a new connection reads them, and their keys still replay', async () => {
      await resetTables(database());
      // Ids never repeat across restarts (UUIDs in production): one generator serves both runs.
      const ids = new SequentialIds();
      const before = simulatorOver(database(), new ManualClock(), ids).simulator;
      const intent = (await before.createIntent(sampleIntent()))._unsafeUnwrap();
      void (await before.confirm(intent.id, card('4000000000009995'), BILLING));
      const location = opened().location;
      const reopened = openDatabase(
        database().kind === 'sqlite' ? { kind: 'sqlite', file: location } : { kind: 'postgres', url: location },
      );
      try {
        const after = simulatorOver(reopened, new ManualClock(), ids).simulator;
        expect((await after.retrieveIntent(intent.id))._unsafeUnwrap()).toMatchObject({
          status: 'failed',
          lastError: { code: 'insufficient_funds' },
        });
        expect((await after.createIntent(sampleIntent()))._unsafeUnwrap().id).toBe(intent.id);
      } finally {
        await reopened.close();
      }
    });

    it('charges once when one intent is confirmed 10 times at once', async () => {
      await resetTables(database());
      const { simulator, deliveries } = simulatorOver(database());
      const intent = (await simulator.createIntent(sampleIntent()))._unsafeUnwrap();
      const answers = await Promise.all(Array.from({ length: 10 }, () => simulator.confirm(intent.id, card('4242424242424242'), BILLING)));
      expect(answers.filter((a) => a.isOk())).toHaveLength(1);
      expect(answers.filter((a) => a.isErr()).every((a) => a._unsafeUnwrapErr().type === 'InvalidRequest')).toBe(true);
      expect(deliveries).toHaveLength(1);
    });

    it('never stores the card: no column holds its number or code', async () => {
      await resetTables(database());
      const { simulator } = simulatorOver(database());
      const intent = (await simulator.createIntent(sampleIntent()))._unsafeUnwrap();
      void (await simulator.confirm(intent.id, { ...card('4000000000000127'), cvc: '987' }, BILLING));
      const rows = JSON.stringify(await database().db.selectFrom('simulated_payments').selectAll().execute());
      expect(rows).not.toContain('4000000000000127');
      expect(rows).not.toContain('0127');
      expect(rows).not.toContain('987');
    });

    it('answers Unavailable when the database is closed', async () => {
      const dir = openDatabase({ kind: 'sqlite', file: ':memory:' });
      await dir.close();
      const { simulator } = simulatorOver(dir);
      expect((await simulator.retrieveIntent('pi_1'))._unsafeUnwrapErr().type).toBe('Unavailable');
    });
  });
});
