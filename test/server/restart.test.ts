import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app';
import { composeServer } from '../../src/server/composition-root';
import { readConfig } from '../../src/server/config';
import { simplePdf } from '../../src/server/seed/simple-pdf';
import { uploadForm } from '../support/document-world';
import { checkout, send, type Session } from './payments/payment-requests';

const ADMIN = 'chair@example.org';
const PASSWORD = 'a long restart passphrase';

/** The server as main.ts starts it (SQLite under DATA_DIR, disk files, the card simulator), without the listening socket. */
async function startOn(dataDir: string) {
  const config = readConfig({ DATA_DIR: dataDir, ADMIN_EMAILS: ADMIN, PUBLIC_URL: 'http://localhost:8787' })._unsafeUnwrap();
  const server = (await composeServer(config, { clientDir: null, log: () => undefined }))._unsafeUnwrap();
  return { ...server, app: createApp(server.deps) };
}

type Started = Awaited<ReturnType<typeof startOn>>;

async function graphql(server: Started, query: string, token?: string) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', ...(token ? { Authorization: token } : {}) };
  const response = await server.app.request('/graphql', { method: 'POST', headers, body: JSON.stringify({ query }) });
  return (await response.json()) as { data?: Record<string, unknown>; errors?: unknown[] };
}

async function signIn(server: Started): Promise<string> {
  const result = (await server.deps.identity.signIn({ email: ADMIN, password: PASSWORD }))._unsafeUnwrap();
  if (!result.done) throw new Error('the administrator should sign in at once');
  return result.tokens.accessToken;
}

describe('a restart on the same DATA_DIR', () => {
  let dataDir: string;
  let running: Started | null = null;
  beforeEach(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'chapter-restart-'));
  });
  afterEach(async () => {
    await running?.database.close();
    running = null;
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps accounts, sessions, events, orders and uploaded files', async () => {
    const first = await startOn(dataDir);
    running = first;
    (await first.deps.identity.seedAccount({ email: ADMIN, password: PASSWORD }))._unsafeUnwrap();
    const token = await signIn(first);
    const created = await graphql(
      first,
      'mutation { createEvent(input: { eventName: "Homecoming", eventDate: "October 3, 2026", eventDesc: "Tailgate" }) { id } }',
      token,
    );
    expect(created.errors).toBeUndefined();
    const session = (await send(first.app, 'POST', '/payment', checkout(), { 'Idempotency-Key': 'restart-order' }))
      .body as unknown as Session;
    const pdf = simplePdf('Minutes', ['Kept across a restart']);
    const uploaded = await first.app.request('/documents', {
      method: 'POST',
      headers: { Authorization: token },
      body: uploadForm('meeting-minutes', 'Minutes.pdf', pdf),
    });
    expect(uploaded.status).toBe(201);
    const { key } = (await uploaded.json()) as { key: string };
    await first.database.close();

    const second = await startOn(dataDir);
    running = second;
    const events = await graphql(second, '{ listEvents { items { eventName eventDate eventDesc } } }');
    expect(events.data).toEqual({
      listEvents: { items: [{ eventName: 'Homecoming', eventDate: 'October 3, 2026', eventDesc: 'Tailgate' }] },
    });
    expect(await signIn(second)).not.toBe('');
    const me = await graphql(second, '{ listMembers { items { email } } }', token);
    expect(me.errors).toBeUndefined();
    const status = await second.app.request(`/payment/${session.orderId}/status?clientSecret=${encodeURIComponent(session.clientSecret)}`);
    expect(await status.json()).toMatchObject({ orderId: session.orderId, status: 'pending', amount: 5_000 });
    const link = await send(second.app, 'POST', '/documents/link', { key }, { Authorization: token });
    expect(link.status).toBe(200);
    const file = await second.app.request(new URL(String(link.body.url)).pathname + new URL(String(link.body.url)).search);
    expect(file.status).toBe(200);
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(pdf);
  });

  it('answers /healthz 200 while the database is open and 503 once it is gone', async () => {
    const server = await startOn(dataDir);
    expect((await server.app.request('/healthz')).status).toBe(200);
    await server.database.close();
    const down = await server.app.request('/healthz');
    expect(down.status).toBe(503);
    expect(await down.json()).toMatchObject({
      status: 'unavailable',
      checks: {
        database: { status: 'failing', message: 'The database cannot be reached.' },
        disk: expect.objectContaining({ freeMb: expect.any(Number) }),
      },
    });
  });
});
