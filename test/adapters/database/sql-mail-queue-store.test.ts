import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../../src/adapters/database/database';
import { SqlAuditLog } from '../../../src/adapters/database/sql-audit-log';
import { SqlMailQueueStore } from '../../../src/adapters/database/sql-mail-queue-store';
import { ALL, mailQueueContract, queueOver } from '../../contracts/mail-queue.contract';
import { describeEachDatabase, resetTables } from './database-harness';

describeEachDatabase('SqlMailQueueStore', (kind, database, opened) => {
  mailQueueContract(kind, async () => {
    await resetTables(database());
    return { store: new SqlMailQueueStore(database().db), auditLog: new SqlAuditLog(database().db) };
  });

  describe('in the database', () => {
    it('lets two connections claiming 200 mails at once send each exactly once', async () => {
      await resetTables(database());
      const second = openDatabase(kind === 'sqlite' ? { kind, file: opened().location } : { kind, url: opened().location });
      try {
        const first = queueOver(new SqlMailQueueStore(database().db));
        const other = queueOver(new SqlMailQueueStore(second.db));
        const mails = Array.from({ length: 200 }, (_, index) => ({
          to: `m${index}@example.org`,
          subject: 'News',
          text: 'Hello',
          key: 'campaign-1',
        }));
        expect((await first.queue.enqueue(mails))._unsafeUnwrap()).toBe(200);
        const rounds = await Promise.all([first.worker.deliverDue(), other.worker.deliverDue(), first.worker.deliverDue()]);
        expect(rounds.reduce((sum, round) => sum + round.sent, 0)).toBe(200);
        const sent = [...first.transport.delivered, ...other.transport.delivered].map((mail) => mail.to).sort();
        expect(sent).toEqual(mails.map((mail) => mail.to).sort());
        expect((await first.queue.deliveries(ALL, 1))._unsafeUnwrap().counts.sent).toBe(200);
      } finally {
        await second.close();
      }
    });
  });
});
