import { describe, expect, it } from 'vitest';
import { AUTH_BODY_LIMIT_BYTES } from '../../../src/server/routes/auth.routes';
import { appWorld } from '../../support/app-world';
import { errorOf, MEMBER, NEW_PASSWORD, PASSWORD, signedInMember } from '../../support/auth-helpers';
import { Browser } from '../../support/browser';

const CROSS_SITE = { type: 'CrossSiteRequest', message: 'This request came from another site and was refused.' };
const NOT_JSON = { type: 'UnsupportedMediaType', message: 'Send the request body as JSON (Content-Type: application/json).' };

const post = (world: ReturnType<typeof appWorld>, path: string, body: BodyInit, headers: Record<string, string>) =>
  world.app.request(path, { method: 'POST', headers, body });

describe('CSRF defence on /auth', () => {
  it('refuses a body that is not JSON (415), as an HTML form or a simple cross-site fetch would send', async () => {
    const world = appWorld();
    const body = `email=${MEMBER}&password=${PASSWORD}`;
    for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'text/plain']) {
      const response = await post(world, '/auth/sign-in', body, { 'Content-Type': type });
      expect([response.status, await errorOf(response)]).toEqual([415, NOT_JSON]);
    }
    const none = await world.app.request('/auth/sign-out', { method: 'POST' });
    expect(none.status).toBe(415);
    expect((await post(world, '/auth/sign-out', '{}', { 'Content-Type': 'application/json; charset=utf-8' })).status).toBe(204);
  });

  it('refuses a request from another origin (403), and takes its own origin or none', async () => {
    const world = appWorld();
    const json = { 'Content-Type': 'application/json' };
    for (const origin of ['https://evil.example', 'http://localhost:8788', 'null']) {
      const response = await post(world, '/auth/sign-out', '{}', { ...json, Origin: origin });
      expect([response.status, await errorOf(response)]).toEqual([403, CROSS_SITE]);
    }
    expect((await post(world, '/auth/sign-out', '{}', { ...json, Origin: 'http://localhost:8787' })).status).toBe(204);
    expect((await post(world, '/auth/sign-out', '{}', json)).status).toBe(204);
  });

  it("keeps a forged password change from acting on a signed-in member's cookies", async () => {
    const world = appWorld();
    const member = await signedInMember(world);
    const forged = await member.post(
      '/auth/change-password',
      { oldPassword: PASSWORD, newPassword: NEW_PASSWORD },
      { Origin: 'https://evil.example' },
    );
    expect(forged.status).toBe(403);
    const asForm = await member.fetch('/auth/change-password', {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: JSON.stringify({ oldPassword: PASSWORD, newPassword: NEW_PASSWORD }),
    });
    expect(asForm.status).toBe(415);
    await member.post('/auth/sign-out');
    expect((await member.post('/auth/sign-in', { email: MEMBER, password: PASSWORD })).status).toBe(200);
  });

  it('lets reads through from anywhere: GET changes nothing', async () => {
    const member = await signedInMember(appWorld());
    expect((await member.get('/auth/me', { Origin: 'https://evil.example' })).status).toBe(200);
  });
});

describe('request bodies on /auth', () => {
  it(`refuses a body over ${AUTH_BODY_LIMIT_BYTES / 1024} KB (413), declared or streamed`, async () => {
    const world = appWorld();
    const big = JSON.stringify({ email: MEMBER, password: 'x'.repeat(AUTH_BODY_LIMIT_BYTES) });
    const declared = await post(world, '/auth/sign-in', big, { 'Content-Type': 'application/json', 'Content-Length': String(big.length) });
    expect([declared.status, await errorOf(declared)]).toEqual([
      413,
      { type: 'PayloadTooLarge', message: 'The request body is too large (at most 16 KB).' },
    ]);
    const stream = new Blob([big]).stream();
    const streamed = await world.app.request('/auth/sign-in', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(streamed.status).toBe(413);
  });

  it('answers malformed JSON with 400 and a clear message', async () => {
    const response = await post(appWorld(), '/auth/sign-in', '{"email": "ada@example.org", ', { 'Content-Type': 'application/json' });
    expect([response.status, await errorOf(response)]).toEqual([
      400,
      { type: 'MalformedJson', message: 'The request body is not valid JSON.' },
    ]);
  });

  it('answers a body of the wrong shape with 400 and a message per field', async () => {
    const world = appWorld();
    const missing = await new Browser(world).post('/auth/sign-in', { email: MEMBER });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({
      error: {
        type: 'InvalidBody',
        message: 'Invalid request body: password: Invalid input: expected string, received undefined',
        fields: { password: 'Invalid input: expected string, received undefined' },
      },
    });
    for (const body of [[], 'text', null, { email: 42, password: PASSWORD }]) {
      const response = await new Browser(world).post('/auth/sign-in', body);
      expect([response.status, (await errorOf(response)).type]).toEqual([400, 'InvalidBody']);
    }
  });

  it('never answers with a stack trace or a 500, whatever the body', async () => {
    const world = appWorld();
    const bodies = ['', '{', '[]', '"x"', '{"email":{"$gt":""},"password":[]}', '\u0000', '{"__proto__":{"admin":true}}'];
    for (const path of ['/auth/sign-in', '/auth/sign-up', '/auth/respond-to-challenge', '/auth/change-password', '/auth/admin/users']) {
      for (const body of bodies) {
        const response = await post(world, path, body, { 'Content-Type': 'application/json' });
        const text = await response.text();
        expect(response.status, `${path} ${body}`).toBeLessThan(500);
        expect(text).not.toMatch(/\bat .+:\d+:\d+|node_modules|\.ts\b/);
      }
    }
  });
});
