import { describe, expect, it } from 'vitest';
import { HIDDEN_PROFILE } from '../../../src/domain/directory';
import type { OfficerRole } from '../../../src/domain/officer-roles';
import {
  DIRECTORY_SEARCHES_PER_ACCOUNT,
  DIRECTORY_SEARCHES_PER_CLIENT,
} from '../../../src/application/server/directory/member-directory.use-case';
import { appWorld, type AppWorld } from '../../support/app-world';
import { errorOf, PASSWORD, signedInAdmin, signedInMember, signIn } from '../../support/auth-helpers';
import { Browser } from '../../support/browser';

const OPEN = { employer: 'Acme Shipping', jobTitle: 'Pilot', website: 'linkedin.com/in/ada', bio: 'Flies boats.' };

async function twoMembers(world: AppWorld = appWorld()) {
  const ada = await signedInMember(world, 'ada@example.org');
  const bob = await signedInMember(world, 'bob@example.org');
  return { world, ada, bob };
}

const put = (browser: Browser, body: unknown) => browser.send('PUT', '/me/directory-profile', body);

describe('GET and PUT /me/directory-profile', () => {
  it('answers a member’s own record fields and the hidden profile until they save one', async () => {
    const { ada } = await twoMembers();
    const response = await ada.get('/me/directory-profile');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const body = (await response.json()) as { member: Record<string, unknown>; profile: unknown };
    expect(body.profile).toEqual(HIDDEN_PROFILE);
    expect(body.member).toMatchObject({ email: 'ada@example.org', city: 'Norfolk', state: 'VA' });
    expect(Object.keys(body.member).sort()).toEqual(['city', 'email', 'firstName', 'gradYear', 'lastName', 'phone', 'state']);
  });

  it('saves the member’s own profile, checked field by field', async () => {
    const { ada } = await twoMembers();
    const saved = await put(ada, { ...OPEN, visible: ['employer', 'name'] });
    expect(saved.status).toBe(200);
    expect(((await saved.json()) as { profile: unknown }).profile).toEqual({
      ...OPEN,
      website: 'https://linkedin.com/in/ada',
      visible: ['name', 'employer'],
    });
    const refused = await put(ada, { ...OPEN, bio: 'x'.repeat(501), website: 'ftp://files', visible: ['address'] });
    expect(refused.status).toBe(400);
    const error = (await refused.json()) as { error: { fields: Record<string, string> } };
    expect(error.error.fields).toEqual({
      bio: 'Short bio must be at most 500 characters.',
      website: 'LinkedIn or website must be a web address, such as https://www.linkedin.com/in/your-name.',
      visible: 'These are not directory fields: address.',
    });
  });

  it('refuses a visitor, a write from another site, and an account with no member record', async () => {
    const world = appWorld();
    const visitor = new Browser(world);
    expect((await visitor.get('/me/directory-profile')).status).toBe(401);
    expect((await put(visitor, { visible: ['name'] })).status).toBe(401);
    const ada = await signedInMember(world, 'ada@example.org');
    const crossSite = await ada.fetch('/me/directory-profile', {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', Origin: 'https://elsewhere.example' },
      body: JSON.stringify({ visible: ['name'] }),
    });
    expect(crossSite.status).toBe(403);
    (await world.deps.identity.seedAccount({ email: 'norecord@example.org', password: PASSWORD }))._unsafeUnwrap();
    const noRecord = await signIn(world, 'norecord@example.org');
    const answer = await noRecord.get('/me/directory-profile');
    expect(answer.status).toBe(403);
    expect((await errorOf(answer)).type).toBe('NotAMember');
    expect((await noRecord.get('/directory')).status).toBe(403);
  });
});

describe('GET /directory', () => {
  it('shows another member only what they opened, and a change at once', async () => {
    const { ada, bob } = await twoMembers();
    const empty = await bob.get('/directory');
    expect(empty.headers.get('cache-control')).toBe('private, no-store');
    expect(await empty.json()).toEqual({ entries: [], total: 0, page: 1, pageSize: 20 });
    await put(ada, { ...OPEN, visible: ['employer', 'location'] });
    expect(await (await bob.get('/directory')).json()).toMatchObject({
      entries: [{ employer: 'Acme Shipping', city: 'Norfolk', state: 'VA' }],
    });
    await put(ada, { ...OPEN, visible: [] });
    expect(((await (await bob.get('/directory')).json()) as { total: number }).total).toBe(0);
  });

  it('searches by name, year and city, but never by a field hidden', async () => {
    const { ada, bob } = await twoMembers();
    await put(ada, { ...OPEN, visible: ['employer'] });
    for (const query of ['q=Ada', 'city=Norfolk', 'gradYear=1999']) {
      expect(((await (await bob.get(`/directory?${query}`)).json()) as { total: number }).total).toBe(0);
    }
    await put(ada, { ...OPEN, visible: ['name', 'location', 'gradYear'] });
    for (const query of ['q=ada', 'city=norf', 'gradYear=1999', 'q=Lovelace&city=Norfolk&gradYear=1999']) {
      expect(((await (await bob.get(`/directory?${query}`)).json()) as { total: number }).total).toBe(1);
    }
  });

  it('refuses a bad search with each field’s message', async () => {
    const { bob } = await twoMembers();
    const response = await bob.get('/directory?gradYear=99&page=0');
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { fields: unknown } }).error.fields).toEqual({
      gradYear: 'Graduation year must be a four-digit year, such as 1998.',
      page: 'Page must be a whole number from 1 to 10000.',
    });
  });

  it('refuses a visitor', async () => {
    expect((await new Browser(appWorld()).get('/directory')).status).toBe(401);
  });

  it(`counts ${DIRECTORY_SEARCHES_PER_ACCOUNT} searches per account in ten minutes, then answers 429 with when to try again`, async () => {
    const { world, bob } = await twoMembers();
    for (let n = 0; n < DIRECTORY_SEARCHES_PER_ACCOUNT; n++) expect((await bob.get('/directory')).status).toBe(200);
    const refused = await bob.get('/directory');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await errorOf(refused)).message).toMatch(/^Too many directory searches\. Please try again in /);
    world.clock.advance(601_000);
    expect((await bob.get('/directory')).status).toBe(200);
  });

  it(`counts ${DIRECTORY_SEARCHES_PER_CLIENT} searches per client, over every account it signs in as`, async () => {
    const world = appWorld();
    const address = '203.0.113.9';
    const tabs: Browser[] = [];
    const tab = (n: number) => tabs[n % tabs.length] ?? new Browser(world);
    for (const email of ['a@example.org', 'b@example.org', 'c@example.org']) {
      await signedInMember(world, email);
      tabs.push(await signIn(world, email, PASSWORD, new Browser(world, undefined, address)));
    }
    const statuses: number[] = [];
    for (let n = 0; n <= DIRECTORY_SEARCHES_PER_CLIENT; n++) statuses.push((await tab(n).get('/directory')).status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(DIRECTORY_SEARCHES_PER_CLIENT);
    expect(statuses.at(-1)).toBe(429);
  });

  it('gives every role the same answer: officers and administrators see only the opened fields too', async () => {
    const { world, ada } = await twoMembers();
    await put(ada, { ...OPEN, visible: ['name', 'employer', 'bio'] });
    const roles: readonly OfficerRole[] = ['treasurer', 'secretary', 'eventChair', 'door'];
    const readers = [await signedInMember(world, 'member@example.org'), await signedInAdmin(world)];
    for (const [n, role] of roles.entries()) {
      const email = `${role.toLowerCase()}@example.org`;
      const grant = { id: `g-${n}`, email, role, event: role === 'door' ? 'spring-banquet-2022' : null, endsOn: '2999-01-01' };
      const at = { grantedBy: 'chair@example.org', grantedAt: '2026-01-01T00:00:00.000Z', revokedAt: null, revokedBy: null };
      (await world.deps.roleGrants.grant({ ...grant, ...at }))._unsafeUnwrap();
      readers.push(await signedInMember(world, email));
    }
    const answers = await Promise.all(readers.map(async (reader) => (await reader.get('/directory')).json()));
    const first = answers[0] as { entries: Record<string, string>[]; total: number };
    expect(first.total).toBe(1);
    expect(first.entries[0]).toEqual({ name: expect.stringMatching(/^Ada Lovelace/), employer: 'Acme Shipping', bio: 'Flies boats.' });
    for (const answer of answers) expect(answer).toEqual(answers[0]);
  });
});
