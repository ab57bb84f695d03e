import { describe, expect, it } from 'vitest';
import { loggablePath, scrubbed } from '../../src/server/request-log';
import { appWorld } from '../support/app-world';
import { confirmedMember, PASSWORD, signIn } from '../support/auth-helpers';
import { Browser } from '../support/browser';

const EMAIL = 'grace.hopper@example.org';
const SIGNED_TOKEN = 'Z3JhY2UuaG9wcGVyQGV4YW1wbGUub3Jn.sy8k2p.AbCdEfGhIjKlMnOpQrStUv';
const SECRET = 'q4Yv0cS1v3Jx8m2WcT7nB5pK9eR6uZ0aLgHdF3sQ2wE';
const TICKET_CODE = 'ORD-7f3a-1';

describe('loggablePath', () => {
  it.each([
    ['/tickets/ORD-1-1', '/tickets/:code'],
    ['/Tickets/ORD-1-1', '/tickets/:code'],
    ['/ticketing/tickets/ORD-1-1', '/ticketing/tickets/:code'],
    [`/ticketing/offers/${SIGNED_TOKEN}`, '/ticketing/offers/:token'],
    [`/receipts/${SIGNED_TOKEN}`, '/receipts/:token'],
    [`/giving-statements/${SIGNED_TOKEN}/statement.pdf`, '/giving-statements/:token/statement.pdf'],
    ['/officers/members/grace.hopper%40example.org', '/officers/members/:email'],
    [`/anything/${SECRET}/more`, '/anything/:token/more'],
    [`/files/x/${SIGNED_TOKEN}`, '/files/x/:token'],
    ['/Pay-Dues?t=abc', '/Pay-Dues'],
    ['/officers/members/3f2b8c1e-7d4a-4c2e-9b1f-0a6d5e4c3b2a', '/officers/members/3f2b8c1e-7d4a-4c2e-9b1f-0a6d5e4c3b2a'],
    ['/Admin/events/spring-banquet-2027/orders', '/Admin/events/spring-banquet-2027/orders'],
  ])('%s is logged as %s', (path, shown) => {
    expect(loggablePath(path)).toBe(shown);
  });

  it('cuts a very long path', () => {
    expect(loggablePath(`/${'a/'.repeat(500)}`)).toHaveLength(201);
  });
});

describe('scrubbed', () => {
  it('replaces e-mail addresses and token-shaped strings in an error’s words', () => {
    expect(scrubbed(`no member ${EMAIL} for ${SIGNED_TOKEN} (key ${SECRET})`)).toBe('no member [email] for [token] (key [token])');
  });

  it('keeps a stack’s file paths', () => {
    const line = '    at handler (/srv/app/dist/server/main.js:120:15)';
    expect(scrubbed(line)).toBe(line);
  });
});

describe('one JSON line per request', () => {
  it('never logs personal data or secrets: e-mail addresses, passwords, cookies, tokens, codes, client addresses', async () => {
    const world = appWorld();
    const member = await signIn(world, EMAIL, PASSWORD, await confirmedMember(world, EMAIL));
    const sessionCookies = member.jar.header(new URL(world.deps.config.publicUrl)) ?? '';
    expect(sessionCookies).not.toBe('');
    const visitor = new Browser(world, world.deps.config.publicUrl, '203.0.113.77');
    await visitor.post('/contact/message', { name: 'Grace Hopper', email: EMAIL, subject: 'Hello', message: 'Call me on 555-0199' });
    await visitor.get(`/Pay-Dues?t=${SIGNED_TOKEN}`, { 'X-Forwarded-For': '198.51.100.23' });
    await visitor.get(`/dues-link?t=${SIGNED_TOKEN}`);
    await visitor.get(`/mail/unsubscribe?t=${SIGNED_TOKEN}&email=${encodeURIComponent(EMAIL)}`);
    await visitor.get(`/tickets/${TICKET_CODE}`);
    await visitor.get(`/ticketing/tickets/${TICKET_CODE}`);
    await visitor.get(`/ticketing/offers/${SIGNED_TOKEN}`);
    await visitor.get(`/receipts/${SIGNED_TOKEN}`);
    await visitor.get(`/giving-statements/${SIGNED_TOKEN}`);
    await visitor.get(`/officers/members/${encodeURIComponent(EMAIL)}`, { Authorization: `Bearer ${SECRET}` });
    await member.get('/graphql');
    await member.post('/auth/sign-out', {});
    await member.post('/auth/forgot-password', { email: EMAIL });

    const text = world.logs.map((line) => JSON.stringify(line)).join('\n');
    expect(world.logs.length).toBeGreaterThanOrEqual(15);
    for (const secret of [
      EMAIL,
      'grace.hopper',
      PASSWORD,
      SIGNED_TOKEN,
      SECRET,
      TICKET_CODE,
      '555-0199',
      '203.0.113.77',
      '198.51.100.23',
    ]) {
      expect(text).not.toContain(secret);
    }
    for (const cookie of sessionCookies.split('; ')) expect(text).not.toContain(cookie.split('=')[1]);
    expect(world.logs.map((line) => line.path)).toEqual(
      expect.arrayContaining(['/Pay-Dues', '/tickets/:code', '/ticketing/offers/:token', '/receipts/:token', '/officers/members/:email']),
    );
  });

  it('gives every request its own id, sent back as X-Request-Id and on its log line, with method, path, status and duration', async () => {
    const world = appWorld();
    const first = await world.app.request('/healthz');
    const second = await world.app.request('/nothing-here', { method: 'POST' });
    const ids = [first, second].map((response) => response.headers.get('x-request-id'));
    expect(ids[0]).toMatch(/^[0-9a-f]{12}$/);
    expect(ids[1]).not.toBe(ids[0]);
    expect(world.logs).toEqual([
      { time: expect.any(String), requestId: ids[0], method: 'GET', path: '/healthz', status: 200, ms: expect.any(Number) },
      { time: expect.any(String), requestId: ids[1], method: 'POST', path: '/nothing-here', status: 404, ms: expect.any(Number) },
    ]);
  });

  it('answers an unexpected error with 500 and a reference the user is shown, and logs that id with the error and its stack (scrubbed)', async () => {
    const world = appWorld();
    const broken = appWorld({
      siteTexts: {
        ...world.deps.siteTexts,
        list: () => {
          throw new TypeError(`cannot read the texts of ${EMAIL}`);
        },
      },
    });
    const response = await broken.app.request('/site-texts');
    expect(response.status).toBe(500);
    const requestId = response.headers.get('x-request-id');
    expect(await response.json()).toEqual({
      error: { message: `Something went wrong on our side. Please try again. Reference: ${requestId}`, requestId },
    });
    expect(broken.logs).toEqual([
      expect.objectContaining({
        requestId,
        path: '/site-texts',
        status: 500,
        error: 'cannot read the texts of [email]',
        stack: expect.stringMatching(/^TypeError: cannot read the texts of \[email\]\n\s+at /),
      }),
    ]);
    expect(JSON.stringify(broken.logs)).not.toContain(EMAIL);
  });
});
