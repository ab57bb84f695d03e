import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/adapters/database/database';
import { migrate } from '../../src/adapters/database/migrate';
import { SqlMailQueueStore } from '../../src/adapters/database/sql-mail-queue-store';
import { startSiteServer, type SiteServer } from '../e2e/support/site-server';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink';
import { recordFigures } from './support/figures';
import { eventually } from './support/site-client';

// Issue 19: "A fault test kills the server mid-campaign of 500 recipients: after restart every
// recipient has exactly one copy." The production build runs as its own process, sending a
// campaign queued in its database to an SMTP sink in this test; it is killed with SIGKILL three
// times while sending, then restarted on the same DATA_DIR until the campaign is sent.

const RECIPIENTS = 500;
const KILLS = 3;
const started: SiteServer[] = [];
let sink: SmtpSink | undefined;

afterAll(async () => {
  for (const server of started) await server.stop();
  await sink?.close();
});

/** The campaign queued in the database before the server starts, as a campaign's `enqueue` would queue it. */
async function queueCampaign(dataDir: string): Promise<void> {
  const database = openDatabase({ kind: 'sqlite', file: path.join(dataDir, 'chapter.sqlite') });
  (await migrate(database.db))._unsafeUnwrap();
  const queuedAt = new Date().toISOString();
  const mails = Array.from({ length: RECIPIENTS }, (_, index) => ({
    id: `fault-${index}`,
    mail: { to: `member${index}@example.org`, subject: 'Chapter news', text: 'Our picnic is on June 20.', key: 'campaign-fault-test' },
    status: 'queued' as const,
    queuedAt,
  }));
  expect((await new SqlMailQueueStore(database.db).add(mails))._unsafeUnwrap()).toBe(RECIPIENTS);
  await database.close();
}

function messageIdOf(data: string): string {
  return /^Message-ID: (.+)$/im.exec(data)?.[1] ?? '';
}

describe('faults: the server killed mid-campaign', () => {
  it(`sends each of ${RECIPIENTS} recipients the campaign once (by Message-ID) through ${KILLS} SIGKILLs mid-send`, async () => {
    sink = await startSmtpSink();
    const smtp = sink;
    const dataDir = mkdtempSync(path.join(tmpdir(), 'chapter-mail-fault-'));
    await queueCampaign(dataDir);
    const env = { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_PER_MINUTE: '3000', MAIL_LEASE_SECONDS: '5' };
    const startedAt = Date.now();
    for (let kill = 1; kill <= KILLS; kill += 1) {
      const server = await startSiteServer({ env, dataDir });
      started.push(server);
      const target = Math.round((RECIPIENTS * kill) / (KILLS + 1));
      await eventually(`${target} mails received`, async () => (smtp.messages().length >= target ? true : null), 60_000);
      process.kill(server.pid, 'SIGKILL');
      await server.stop({ keepData: true });
    }
    const last = await startSiteServer({ env, dataDir });
    started.push(last);
    const recipients = () => new Set(smtp.messages().flatMap((message) => message.to));
    await eventually('every recipient mailed', async () => (recipients().size >= RECIPIENTS ? true : null), 120_000);
    // Anything still in flight (a lease left by the last kill) has had its time.
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    await last.stop({ keepData: true });

    const copies = new Map<string, string[]>();
    for (const message of smtp.messages())
      for (const to of message.to) copies.set(to, [...(copies.get(to) ?? []), messageIdOf(message.data)]);
    const duplicates = [...copies.values()].filter((ids) => ids.length > 1);
    expect(copies.size).toBe(RECIPIENTS);
    // A copy sent twice is one message to the receiving server: both copies carry the same Message-ID.
    expect(duplicates.every((ids) => new Set(ids).size === 1)).toBe(true);
    expect([...copies.values()].every((ids) => ids[0] !== '')).toBe(true);
    // Only a mail in flight when the process died can go twice (its 250 answered, 'sent' not yet written).
    expect(duplicates.length).toBeLessThanOrEqual(KILLS);

    const database = openDatabase({ kind: 'sqlite', file: path.join(dataDir, 'chapter.sqlite') });
    const statuses = await database.db
      .selectFrom('mail_queue')
      .select(['status', 'attempts'])
      .where('key', '=', 'campaign-fault-test')
      .execute();
    await database.close();
    expect(statuses.filter((row) => row.status === 'sent')).toHaveLength(RECIPIENTS);
    recordFigures('mail-queue', {
      recipients: RECIPIENTS,
      kills: KILLS,
      received: smtp.messages().length,
      duplicateRecipients: duplicates.length,
      triedMoreThanOnce: statuses.filter((row) => Number(row.attempts) > 1).length,
      seconds: Math.round((Date.now() - startedAt) / 1000),
    });
  }, 300_000);
});
