import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OWN_DATA_UNAVAILABLE, ADMIN_CANNOT_DELETE } from '../../../src/application/server/own-data/own-data.use-case';
import { createApp } from '../../../src/server/app';
import { composeServer, type ComposedServer } from '../../../src/server/composition-root';
import { readConfig } from '../../../src/server/config';
import { codeIn } from '../../contracts/identity-helpers';
import { sampleMember } from '../../contracts/member-repository.contract';
import { appWorld, type AppWorld } from '../../support/app-world';
import { signedInMember as signedInWorldMember } from '../../support/auth-helpers';
import { Browser } from '../../support/browser';

const ADMIN = 'chair@example.org';
const PASSWORD = 'Lilac-Tuesday-42';
const JANE = 'jane.roe@example.org';
const JOHN = 'john.doe@example.org';

interface Site {
  readonly server: ComposedServer;
  readonly world: AppWorld;
}

/** The server as `npm start` runs it (SQLite under a fresh DATA_DIR, the outbox), without its socket. */
async function startSite(dataDir: string): Promise<Site> {
  const config = readConfig({ DATA_DIR: dataDir, ADMIN_EMAILS: ADMIN, PUBLIC_URL: 'http://localhost:8787' })._unsafeUnwrap();
  const server = (await composeServer(config, { clientDir: null, log: () => undefined }))._unsafeUnwrap();
  // A Browser needs the app, its settings and a clock: the composed server's.
  const world = { app: createApp(server.deps), deps: server.deps, clock: server.deps.clock } as unknown as AppWorld;
  return { server, world };
}

function newestCode(site: Site, email: string): string {
  return codeIn((site.server.deps.outbox?.sent() ?? []).filter((mail) => mail.to === email));
}

let memberNumber = 0;

/** A member with a record and a confirmed account, signed in from `address`. */
async function signedInMember(site: Site, email: string, address = '10.0.0.1'): Promise<Browser> {
  memberNumber += 1;
  (await site.server.deps.members.create(sampleMember(memberNumber, { email })))._unsafeUnwrap();
  const browser = new Browser(site.world, undefined, address);
  expect((await browser.post('/auth/sign-up', { email, password: PASSWORD })).status).toBe(200);
  // The sign-up code is sent in the background (the answer never waits for mail).
  const code = await vi.waitFor(() => newestCode(site, email), { timeout: 10_000 });
  expect((await browser.post('/auth/confirm-sign-up', { email, code })).status).toBe(200);
  return signIn(site, email, address);
}

async function signIn(site: Site, email: string, address = '10.0.0.1'): Promise<Browser> {
  const browser = new Browser(site.world, undefined, address);
  expect(await (await browser.post('/auth/sign-in', { email, password: PASSWORD })).json()).toEqual({
    isSignedIn: true,
    nextStep: { signInStep: 'DONE' },
  });
  return browser;
}

async function errorOf(response: Response): Promise<{ type: string; message: string; fields?: Record<string, string> }> {
  return ((await response.json()) as { error: { type: string; message: string; fields?: Record<string, string> } }).error;
}

describe('a member\u2019s own data over the routes (SQLite)', () => {
  let dataDir: string;
  let site: Site;
  beforeEach(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'chapter-own-data-'));
    site = await startSite(dataDir);
  });
  afterEach(async () => {
    await site.server.database.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses a visitor every route', async () => {
    const visitor = new Browser(site.world);
    for (const response of [
      await visitor.get('/me/data.json'),
      await visitor.get('/me/data.csv'),
      await visitor.post('/me/account/deletion-code'),
      await visitor.post('/me/account/delete', { code: '123456' }),
    ]) {
      expect(response.status).toBe(401);
    }
  });

  it('gives the JSON and the CSV as files, with her record and no password hash', async () => {
    const jane = await signedInMember(site, JANE);
    const json = await jane.get('/me/data.json');
    expect(json.status).toBe(200);
    expect(json.headers.get('Content-Disposition')).toMatch(/^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.json"$/);
    const data = (await json.json()) as {
      tables: Record<string, Record<string, unknown>[]>;
      withheld: { table: string; column: string }[];
    };
    expect(data.tables.members?.[0]).toMatchObject({ email: JANE });
    expect(data.tables.accounts?.[0]).not.toHaveProperty('password_hash');
    expect(data.tables.access_tokens?.length).toBe(1);
    expect(data.withheld).toContainEqual(expect.objectContaining({ table: 'accounts', column: 'password_hash' }));
    const csv = await jane.get('/me/data.csv');
    expect(csv.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    const text = await csv.text();
    expect(text.split('\r\n')[0]).toBe('Table,Row,Column,Value');
    expect(text).toContain(`members,1,email,${JANE}\r\n`);
    expect(text).toContain('accounts,withheld,password_hash,');
  });

  it('defuses a value a spreadsheet would run as a formula', async () => {
    const jane = await signedInMember(site, JANE);
    await site.server.database.db.updateTable('members').set({ city: '=HYPERLINK("http://evil")' }).where('email_key', '=', JANE).execute();
    expect(await (await jane.get('/me/data.csv')).text()).toContain(`members,1,city,"'=HYPERLINK(""http://evil"")"\r\n`);
  });

  it('deletes the account with the e-mailed code: every session ends, the cookies go, and the code cannot be used again', async () => {
    const jane = await signedInMember(site, JANE);
    const janeElsewhere = await signIn(site, JANE, '10.0.0.2');
    const sent = await jane.post('/me/account/deletion-code');
    expect(sent.status).toBe(200);
    expect(await sent.json()).toEqual({ codeDelivery: { deliveryMedium: 'EMAIL', destination: 'j***@e***.org' } });
    const mail = site.server.deps.outbox?.sent().at(-1);
    expect(mail?.subject).toContain('Your code to delete your account');
    const code = newestCode(site, JANE);
    const cookie = jane.jar.header(new URL('http://localhost:8787/me/data.json'));
    const deleted = await jane.post('/me/account/delete', { code });
    expect(deleted.status).toBe(200);
    expect(await deleted.json()).toEqual({ deleted: true });
    expect(deleted.headers.getSetCookie().some((line) => /^session=;/.test(line))).toBe(true);
    expect((await jane.get('/me/data.json')).status).toBe(401);
    expect((await janeElsewhere.get('/me/data.json')).status).toBe(401);
    // The old cookie, replayed with the spent code: nobody is signed in with it any more.
    const replay = await site.world.app.request('http://localhost:8787/me/account/delete', {
      method: 'POST',
      headers: { Cookie: cookie ?? '', Origin: 'http://localhost:8787', 'Content-Type': 'application/json' },
      body: JSON.stringify({ code }),
    });
    expect(replay.status).toBe(401);
    const again = await new Browser(site.world).post('/auth/sign-in', { email: JANE, password: PASSWORD });
    expect([again.status, (await errorOf(again)).message]).toEqual([401, 'Incorrect username or password.']);
    expect(await site.server.database.db.selectFrom('members').select('email').execute()).toEqual([]);
  });

  it('refuses a wrong code, a malformed one and another account\u2019s code, beside the field', async () => {
    const jane = await signedInMember(site, JANE);
    const john = await signedInMember(site, JOHN, '10.0.0.3');
    await jane.post('/me/account/deletion-code');
    const janesCode = newestCode(site, JANE);
    await john.post('/me/account/deletion-code');
    const johnsCode = newestCode(site, JOHN);
    const wrong = String((Number(janesCode) + 1) % 1_000_000).padStart(6, '0');
    const answer = await jane.post('/me/account/delete', { code: wrong === johnsCode ? '000000' : wrong });
    expect(answer.status).toBe(400);
    expect((await errorOf(answer)).type).toBe('CodeMismatch');
    const malformed = await jane.post('/me/account/delete', { code: '12ab' });
    expect(malformed.status).toBe(400);
    expect((await errorOf(malformed)).fields).toEqual({ code: 'Enter the 6-digit code from the e-mail.' });
    if (johnsCode !== janesCode) {
      const others = await jane.post('/me/account/delete', { code: johnsCode });
      expect((await errorOf(others)).type).toBe('CodeMismatch');
    }
    expect((await jane.get('/me/data.json')).status).toBe(200);
    expect((await john.post('/me/account/delete', { code: johnsCode })).status).toBe(200);
    expect((await jane.get('/me/data.json')).status).toBe(200);
  });

  it('answers an expired code as expired', async () => {
    const jane = await signedInMember(site, JANE);
    await jane.post('/me/account/deletion-code');
    const code = newestCode(site, JANE);
    await site.server.database.db.updateTable('one_time_codes').set({ expires_at: '2000-01-01T00:00:00.000Z' }).execute();
    const answer = await jane.post('/me/account/delete', { code });
    expect(answer.status).toBe(400);
    expect((await errorOf(answer)).type).toBe('ExpiredCode');
  });

  it('sends an account five codes an hour, and one client twenty mails in ten minutes', async () => {
    const jane = await signedInMember(site, JANE);
    const statuses: number[] = [];
    for (let n = 0; n < 6; n += 1) statuses.push((await jane.post('/me/account/deletion-code')).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    // Fourteen more from the same client (refused by the account's limit, counted by the client's), then the client's own limit.
    let last: Response | null = null;
    for (let n = 0; n < 15; n += 1) last = await jane.post('/me/account/deletion-code');
    expect(last?.status).toBe(429);
    expect((await errorOf(last as Response)).message).toMatch(/^Too many attempts from this connection/);
  });

  it('refuses an administrator of ADMIN_EMAILS, and says why', async () => {
    (await site.server.deps.identity.seedAccount({ email: ADMIN, password: PASSWORD }))._unsafeUnwrap();
    const admin = await signIn(site, ADMIN);
    for (const response of [await admin.post('/me/account/deletion-code'), await admin.post('/me/account/delete', { code: '123456' })]) {
      expect(response.status).toBe(403);
      expect((await errorOf(response)).message).toBe(ADMIN_CANNOT_DELETE.message);
    }
  });
});

describe('a member\u2019s own data where the server holds no database of its own (the aws wiring\u2019s shape)', () => {
  it('answers 503 and says what is missing', async () => {
    const world = appWorld();
    const member = await signedInWorldMember(world);
    for (const response of [await member.get('/me/data.json'), await member.post('/me/account/deletion-code')]) {
      expect(response.status).toBe(503);
      expect((await errorOf(response)).message).toBe(OWN_DATA_UNAVAILABLE.message);
    }
  });
});
