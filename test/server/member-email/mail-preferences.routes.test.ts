import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import { HmacSignedTokens } from '../../../src/adapters/crypto/hmac-signed-tokens';
import { InMemoryMailPreferences } from '../../../src/adapters/in-memory/in-memory-mail-preferences';
import { ManualClock } from '../../../src/adapters/in-memory/manual-clock';
import { unsubscribeByLink } from '../../../src/application/server/member-email/mail-preferences.use-case';
import { appWorld, type AppWorld } from '../../support/app-world';
import { errorOf, MEMBER, signedInMember } from '../../support/auth-helpers';
import { Browser } from '../../support/browser';

const ONE_CLICK = { 'Content-Type': 'application/x-www-form-urlencoded' };

describe('mail preferences and one-click unsubscribe (/mail)', () => {
  let w: AppWorld;
  let link: URL;
  beforeEach(() => {
    w = appWorld();
    link = new URL(w.deps.mailPreferences?.unsubscribeUrl('Grace@Example.org', 'newsletters') ?? '');
  });
  const left = async (email: string) => [...((await w.deps.mailPreferences?.leftLists(email))?._unsafeUnwrap() ?? [])].sort();
  const token = () => link.searchParams.get('t') ?? '';

  it('unsubscribes by a POST of List-Unsubscribe=One-Click with no cookie, no Origin and no CSRF token (200), once or twice', async () => {
    for (const _ of [1, 2]) {
      const answer = await w.app.request(link.toString(), { method: 'POST', headers: ONE_CLICK, body: 'List-Unsubscribe=One-Click' });
      expect(answer.status).toBe(200);
      expect(await answer.json()).toEqual({
        message: 'You have been unsubscribed.',
        email: 'grace@example.org',
        receives: { reminders: true, newsletters: false },
      });
    }
    expect(await left('grace@example.org')).toEqual(['newsletters']);
  });

  it('takes the one-click POST from a mail provider’s servers, another origin, and as multipart form data', async () => {
    const body = new FormData();
    body.set('List-Unsubscribe', 'One-Click');
    const reminders = new URL(link);
    reminders.searchParams.set('list', 'reminders');
    const answer = await w.app.request(reminders.toString(), {
      method: 'POST',
      headers: { Origin: 'https://mail.provider.example' },
      body,
    });
    expect(answer.status).toBe(200);
    expect(await left('grace@example.org')).toEqual(['reminders']);
  });

  it('refuses a one-click POST without its body (400), with an altered link (404) or an unknown list (400), changing nothing', async () => {
    const bare = await w.app.request(link.toString(), { method: 'POST' });
    expect(bare.status).toBe(400);
    const altered = new URL(link);
    altered.searchParams.set('t', `${token().slice(0, -2)}xx`);
    const forged = await w.app.request(altered.toString(), { method: 'POST', headers: ONE_CLICK, body: 'List-Unsubscribe=One-Click' });
    expect(forged.status).toBe(404);
    expect((await errorOf(forged)).message).toBe('This link is not one of ours, or it was changed.');
    const other = new URL(link);
    other.searchParams.set('list', 'receipts');
    expect((await w.app.request(other.toString(), { method: 'POST', headers: ONE_CLICK, body: 'List-Unsubscribe=One-Click' })).status).toBe(
      400,
    );
    expect(await left('grace@example.org')).toEqual([]);
  });

  it('answers a GET of the link with the preferences page, which asks first: the GET changes nothing', async () => {
    const answer = await w.app.request(link.toString());
    expect(answer.status).toBe(303);
    expect(answer.headers.get('Location')).toBe(`/Email-Preferences?t=${encodeURIComponent(token())}&leave=newsletters`);
    expect(await left('grace@example.org')).toEqual([]);
  });

  it('exempts only the one-click route: the preferences form needs JSON from our own origin', async () => {
    const visitor = new Browser(w);
    const forged = await visitor.post(
      '/mail/preferences',
      { token: token(), reminders: false, newsletters: false },
      { Origin: 'https://evil.example' },
    );
    expect(forged.status).toBe(403);
    const formPost = await visitor.fetch('/mail/preferences', { method: 'POST', headers: ONE_CLICK, body: 'reminders=false' });
    expect(formPost.status).toBe(415);
    expect(await left('grace@example.org')).toEqual([]);
    const own = await visitor.post('/mail/preferences', { token: token(), reminders: false, newsletters: true });
    expect(await own.json()).toEqual({ email: 'grace@example.org', receives: { reminders: false, newsletters: true } });
    expect(await left('grace@example.org')).toEqual(['reminders']);
  });

  it('shows a link’s address and lists to anyone holding it, and a signed-in member their own without one; a visitor without one is refused', async () => {
    const visitor = new Browser(w);
    expect(await (await visitor.get(`/mail/preferences?t=${encodeURIComponent(token())}`)).json()).toEqual({
      email: 'grace@example.org',
      receives: { reminders: true, newsletters: true },
    });
    expect((await visitor.get('/mail/preferences')).status).toBe(401);
    const member = await signedInMember(w);
    expect((await member.post('/mail/preferences', { token: null, reminders: true, newsletters: false })).status).toBe(200);
    expect(await (await member.get('/mail/preferences')).json()).toEqual({
      email: MEMBER,
      receives: { reminders: true, newsletters: false },
    });
    expect(await left('grace@example.org')).toEqual([]);
  });
});

describe('a mail-preferences link', () => {
  const tokens = new HmacSignedTokens(Buffer.alloc(32, 9));
  const clock = new ManualClock(Date.parse('2026-06-15T12:00:00Z'));
  const address = fc.emailAddress().map((email) => email.toLowerCase());

  it('unsubscribes the address it names and no other; a token re-pointed at another address is refused', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.tuple(address, address).filter(([a, b]) => a !== b),
        fc.constantFrom('reminders', 'newsletters'),
        async ([a, b], list) => {
          const preferences = new InMemoryMailPreferences(tokens, 'https://chapter.example.org');
          const deps = { mailPreferences: preferences, ticketing: { tokens }, clock };
          const tokenOfA = new URL(preferences.unsubscribeUrl(a, list)).searchParams.get('t') ?? '';
          const done = await unsubscribeByLink(deps, { role: 'visitor', email: null }, tokenOfA, list);
          expect(done._unsafeUnwrap().email).toBe(a);
          expect([...(await preferences.leftLists(b))._unsafeUnwrap()]).toEqual([]);
          const [, ...rest] = tokenOfA.split('.');
          const repointed = [Buffer.from(b).toString('base64url'), ...rest].join('.');
          const refused = await unsubscribeByLink(deps, { role: 'visitor', email: null }, repointed, list);
          expect(refused._unsafeUnwrapErr().type).toBe('NotFound');
          expect([...(await preferences.leftLists(b))._unsafeUnwrap()]).toEqual([]);
        },
      ),
      { numRuns: 200 },
    );
  });
});
