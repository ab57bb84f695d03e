import type { GetConnInfo } from 'hono/conninfo';
import { describe, expect, it } from 'vitest';
import { ConsoleOutboxMailer } from '../../src/adapters/mail/console-outbox-mailer';
import type { AppDeps } from '../../src/server/app-deps';
import type { DevOutbox } from '../../src/server/outbox-access';
import { parseProxyTrust } from '../../src/server/proxy-trust';
import { appWorld } from '../support/app-world';

/** The socket a request arrives on: the developer's own machine unless a test says otherwise. */
const socketAt =
  (address: string): GetConnInfo =>
  () => ({ remote: { address } });
const LOOPBACK = socketAt('127.0.0.1');
const NOTHING_HERE = { error: { message: 'There is nothing here.' } };

const mail = (to: string, subject: string, text: string) => ({ to, subject, text });

/** An app whose outbox holds three mails, one a minute, the last with markup in every field. */
async function withMails() {
  const world = appWorld();
  const outbox = new ConsoleOutboxMailer(world.clock, { log: () => undefined });
  const { app } = appWorld({ mailer: outbox, outbox, connInfo: LOOPBACK });
  const sends = [
    mail('first@example.org', 'Your verification code', 'Code: 111111'),
    mail('second@example.org', 'Reset your password', 'Code: 222222'),
    mail('<b>x</b>@example.org', '<script>alert(1)</script>', 'Line one\n<img src=x onerror=alert(1)> & "quotes"'),
  ];
  for (const sent of sends) {
    (await outbox.send(sent))._unsafeUnwrap();
    world.clock.advance(60_000);
  }
  return { app, start: world.clock.now() - 3 * 60_000 };
}

describe('the development outbox', () => {
  it('GET /dev/outbox.json: every mail as { to, subject, text, sentAt }, newest last', async () => {
    const { app, start } = await withMails();
    const response = await app.request('/dev/outbox.json');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const mails = await response.json();
    expect(mails.map((m: { to: string }) => m.to)).toEqual(['first@example.org', 'second@example.org', '<b>x</b>@example.org']);
    expect(mails[0]).toEqual({
      to: 'first@example.org',
      subject: 'Your verification code',
      text: 'Code: 111111',
      sentAt: new Date(start).toISOString(),
    });
  });

  it("keeps a mail's HTML and attachments: outbox.json gives them (bytes in base64), the page lists them and shows images", async () => {
    const world = appWorld();
    const outbox = new ConsoleOutboxMailer(world.clock, { log: () => undefined });
    const { app } = appWorld({ mailer: outbox, outbox, connInfo: LOOPBACK });
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    const attachment = { filename: 'ticket-1.png', contentType: 'image/png', content: png, contentId: 'ticket-1@tickets' };
    (
      await outbox.send({
        ...mail('ada@example.org', 'Your tickets: Gala', 'Ticket 1'),
        html: '<p>Ticket <b>1</b></p>',
        attachments: [attachment],
      })
    )._unsafeUnwrap();
    const [sent] = await (await app.request('/dev/outbox.json')).json();
    expect(sent).toMatchObject({
      html: '<p>Ticket <b>1</b></p>',
      attachments: [
        { filename: 'ticket-1.png', contentType: 'image/png', contentId: 'ticket-1@tickets', content: Buffer.from(png).toString('base64') },
      ],
    });
    const page = await (await app.request('/dev/outbox')).text();
    expect(page).toContain('&lt;p&gt;Ticket &lt;b&gt;1&lt;/b&gt;&lt;/p&gt;');
    expect(page).toContain('ticket-1.png (image/png, 7 bytes)');
    expect(page).toMatch(new RegExp(`<img\\s+src="data:image/png;base64,${Buffer.from(png).toString('base64')}"\\s+alt="ticket-1.png"`));
  });

  it('GET /dev/outbox: an accessible page, newest first, every field escaped', async () => {
    const { app } = await withMails();
    const response = await app.request('/dev/outbox');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const page = await response.text();
    expect(page).toMatch(/^<!doctype html>\s*<html lang="en">/);
    expect(page).toContain('<title>Outbox (development)</title>');
    expect(page).toMatch(/<main>\s*<h1>Outbox<\/h1>/);
    expect(page).toContain('3 e-mails, newest first');
    expect(page.indexOf('Reset your password')).toBeLessThan(page.indexOf('Your verification code'));
    expect(page).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page).toContain('&lt;b&gt;x&lt;/b&gt;@example.org');
    expect(page).toContain('Line one\n&lt;img src=x onerror=alert(1)&gt; &amp; &quot;quotes&quot;');
    expect(page).not.toContain('<script>');
    expect(page).not.toContain('<img');
  });

  it('shows an empty outbox', async () => {
    const { app } = appWorld({ connInfo: LOOPBACK });
    const page = await (await app.request('/dev/outbox')).text();
    expect(page).toContain('0 e-mails');
    expect(await (await app.request('/dev/outbox.json')).json()).toEqual([]);
  });

  it('is not there in production, nor without an outbox (mail sent by SMTP)', async () => {
    const world = appWorld();
    const production = appWorld({ connInfo: LOOPBACK, config: { ...world.deps.config, production: true } }).app;
    const smtp = appWorld({ connInfo: LOOPBACK, outbox: null }).app;
    for (const app of [production, smtp]) {
      for (const path of ['/dev/outbox', '/dev/outbox.json']) {
        const response = await app.request(path);
        expect(response.status).toBe(404);
        expect(await response.json()).toEqual(NOTHING_HERE);
      }
    }
  });
});

/** The app with an outbox served as `mode` says, PUBLIC_URL `publicUrl`, reached from a socket at `socket`. */
function outboxApp(options: { socket?: string; mode?: DevOutbox; publicUrl?: string; trustProxy?: string } = {}) {
  const world = appWorld();
  const config: AppDeps['config'] = {
    ...world.deps.config,
    devOutbox: options.mode ?? 'loopback',
    publicUrl: options.publicUrl ?? 'http://localhost:8787',
    trustProxy: parseProxyTrust(options.trustProxy ?? '')._unsafeUnwrap(),
  };
  return appWorld({ config, ...(options.socket === undefined ? {} : { connInfo: socketAt(options.socket) }) }).app;
}

/** The status of both outbox paths, which must agree: 200 served, 404 refused like an unknown path. */
async function outboxStatus(app: ReturnType<typeof outboxApp>, headers: Record<string, string> = {}): Promise<number> {
  const answers = await Promise.all(['/dev/outbox', '/dev/outbox.json'].map((path) => app.request(path, { headers })));
  const [page, json] = answers;
  if (page?.status !== json?.status) throw new Error(`The page answered ${page?.status}, the JSON ${json?.status}.`);
  if (json?.status === 404) expect(await json.json()).toEqual(NOTHING_HERE);
  return json?.status ?? 0;
}

describe('who may read the outbox', () => {
  it.each([
    ['127.0.0.1', 'localhost:8787'],
    ['127.0.0.1', '127.0.0.1:8787'],
    ['::1', '[::1]:8787'],
    ['::ffff:127.0.0.1', 'localhost:8787'],
  ])('serves it to the loopback client %s addressing %s', async (socket, host) => {
    expect(await outboxStatus(outboxApp({ socket }), { Host: host })).toBe(200);
  });

  it.each([
    ['a LAN client', { socket: '192.168.1.20' }, { Host: 'localhost:8787' }],
    ['a public client', { socket: '203.0.113.9' }, { Host: 'localhost:8787' }],
    ['no socket at all', {}, { Host: 'localhost:8787' }],
    [
      'a public client claiming loopback in X-Forwarded-For',
      { socket: '203.0.113.9' },
      { Host: 'localhost:8787', 'X-Forwarded-For': '127.0.0.1' },
    ],
    [
      'a client behind a trusted proxy',
      { socket: '127.0.0.1', trustProxy: 'loopback' },
      { Host: 'localhost:8787', 'X-Forwarded-For': '127.0.0.1' },
    ],
    ['a request forwarded by a local proxy', { socket: '127.0.0.1' }, { Host: 'localhost:8787', Forwarded: 'for=203.0.113.9' }],
    [
      'a DNS-rebinding page (Host evil.example)',
      { socket: '127.0.0.1' },
      { Host: 'evil.example:8787', Origin: 'http://evil.example:8787' },
    ],
    ['a Host that is no host', { socket: '127.0.0.1' }, { Host: 'localhost/../x' }],
    ['a server whose PUBLIC_URL is not loopback', { socket: '127.0.0.1', mode: 'off' as const }, { Host: 'localhost:8787' }],
  ])('answers 404 to %s', async (_, options, headers) => {
    expect(await outboxStatus(outboxApp(options), headers)).toBe(404);
  });

  describe('with DEV_OUTBOX=1 (the LAN)', () => {
    const lan = (socket: string) => outboxApp({ socket, mode: 'lan', publicUrl: 'http://192.168.1.20:8787' });

    it('serves it to clients on private networks addressing this machine', async () => {
      expect(await outboxStatus(lan('192.168.1.31'), { Host: '192.168.1.20:8787' })).toBe(200);
      expect(await outboxStatus(lan('10.0.0.7'), { Host: '192.168.1.20:8787' })).toBe(200);
      expect(await outboxStatus(lan('fe80::1'), { Host: '[fe80::2]:8787' })).toBe(200);
      expect(await outboxStatus(lan('127.0.0.1'), { Host: 'localhost:8787' })).toBe(200);
    });

    it('still refuses a public client and a rebinding host name', async () => {
      expect(await outboxStatus(lan('203.0.113.9'), { Host: '192.168.1.20:8787' })).toBe(404);
      expect(await outboxStatus(lan('192.168.1.31'), { Host: 'evil.example:8787' })).toBe(404);
    });
  });
});

describe("Same-origin by the request's own origin: a DNS-rebinding page", () => {
  it('is taken for the site by the same-origin check, but never reaches the outbox', async () => {
    const app = outboxApp({ socket: '127.0.0.1' });
    const rebound = { Host: 'evil.example:8787', Origin: 'http://evil.example:8787', 'Sec-Fetch-Site': 'same-origin' };
    const signOut = await app.request('/auth/sign-out', {
      method: 'POST',
      headers: { ...rebound, 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(signOut.status).toBe(204);
    expect(await outboxStatus(app, rebound)).toBe(404);
  });
});
