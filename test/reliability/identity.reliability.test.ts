import { randomBytes, randomInt } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { Argon2PasswordHasher } from '../../src/adapters/crypto/argon2-password-hasher';
import { CryptoIds } from '../../src/adapters/crypto/crypto-ids';
import { HmacSecretDigest } from '../../src/adapters/crypto/hmac-secret-digest';
import { openDatabase, type Database } from '../../src/adapters/database/database';
import { migrate } from '../../src/adapters/database/migrate';
import { SqlAccountStore } from '../../src/adapters/database/sql-account-store';
import { PlainPasswordHasher } from '../../src/adapters/in-memory/plain-password-hasher';
import { createIdentityService } from '../../src/identity/service/identity-service';
import type { PasswordHasher } from '../../src/identity/ports/password-hasher.port';
import { attemptsPerDay, CODE_FAILURE_LIMITS, guessSuccessProbability } from '../../src/identity/rules/attempt-limits';
import { appWorld, TEST_ADMIN, type AppWorld } from '../support/app-world';
import { memberRecord, PASSWORD } from '../support/auth-helpers';
import { Browser } from '../support/browser';
import { codeIn } from '../contracts/identity-helpers';
import { recordFigures } from './support/figures';

// SECURITY.md, Identity; issue 14 points 1, 2, 5, 6 and 9. The attacks of the security review,
// run through the whole app (its routes, limits and identity service) over a real SQLite
// database. Time is the world's clock, so a day of attack takes seconds; every request comes from
// its own address, as from a botnet, so only the per-account limits can stop it.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const figures: Record<string, unknown> = {};
const folders: string[] = [];
const databases: Database[] = [];

afterAll(async () => {
  for (const database of databases) await database.close();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  recordFigures('identity', figures);
});

/** The app with its identity service on a fresh SQLite file, the keyed digest and CSPRNG of production, and `hasher`. */
async function sqliteWorld(hasher: PasswordHasher = new PlainPasswordHasher(), realClock = false): Promise<AppWorld> {
  const folder = mkdtempSync(path.join(tmpdir(), 'chapter-identity-'));
  folders.push(folder);
  const database = openDatabase({ kind: 'sqlite', file: path.join(folder, 'chapter.sqlite') });
  databases.push(database);
  (await migrate(database.db))._unsafeUnwrap();
  const base = appWorld();
  const clock = realClock ? { now: () => Date.now() } : base.clock;
  const identity = createIdentityService({
    store: new SqlAccountStore(database.db),
    passwords: hasher,
    digest: new HmacSecretDigest(randomBytes(32)),
    mailer: base.mailer,
    clock,
    ids: new CryptoIds(),
    config: { admins: base.deps.config.admins, issuer: 'Alumni Chapter', adminTwoStepRequired: false },
  });
  const world = appWorld({ ...base.deps, clock, identity });
  return { ...world, clock: base.clock, mailer: base.mailer };
}

let address = 0;
/** A browser at a new address each time: no per-client limit ever holds it back. */
function freshClient(world: AppWorld): Browser {
  address += 1;
  return new Browser(world, undefined, `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`);
}

const guess = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

interface AttackTally {
  requests: number;
  codesIssued: number;
  codeRequestsRefused: number;
  guessesJudged: number;
  guessesRefused: number;
  successes: number;
}

/** One day of: ask for a code, guess five times, ask again, once a minute, each request from a new address. */
async function attackForADay(
  world: AppWorld,
  ask: () => Promise<Response>,
  tryCode: (code: string) => Promise<Response>,
): Promise<AttackTally> {
  const tally: AttackTally = { requests: 0, codesIssued: 0, codeRequestsRefused: 0, guessesJudged: 0, guessesRefused: 0, successes: 0 };
  const end = world.clock.now() + DAY;
  while (world.clock.now() < end) {
    const asked = await ask();
    tally.requests += 1;
    if (asked.ok) tally.codesIssued += 1;
    else tally.codeRequestsRefused += 1;
    for (let i = 0; i < 5; i++) {
      const answer = await tryCode(guess());
      tally.requests += 1;
      if (answer.ok) tally.successes += 1;
      else if (answer.status === 400) tally.guessesJudged += 1;
      // 429: refused by a limit; 401: no pending sign-in to answer (its sign-in was refused).
      else if (answer.status === 429 || answer.status === 401) tally.guessesRefused += 1;
      else throw new Error(`unexpected answer ${answer.status}: ${await answer.text()}`);
    }
    world.clock.advance(MINUTE);
  }
  return tally;
}

describe('identity under attack', () => {
  it('One-time codes cannot be guessed: asking for a reset code, guessing five times and asking again, once a minute for a day from ever new addresses, gets at most ten guesses judged per account, a chance below 1 in 10,000', async () => {
    const world = await sqliteWorld();
    (await world.deps.identity.seedAccount({ email: TEST_ADMIN, password: PASSWORD }))._unsafeUnwrap();
    const tally = await attackForADay(
      world,
      () => freshClient(world).post('/auth/forgot-password', { email: TEST_ADMIN }),
      (code) =>
        freshClient(world).post('/auth/confirm-forgot-password', { email: TEST_ADMIN, code, newPassword: 'attacker chosen passphrase 1' }),
    );
    const probability = guessSuccessProbability(tally.guessesJudged);
    figures.reset = { ...tally, probability };
    expect(tally.successes).toBe(0);
    expect(tally.guessesJudged).toBeLessThanOrEqual(attemptsPerDay(CODE_FAILURE_LIMITS));
    expect(probability).toBeLessThan(1e-4);
    expect(tally.codesIssued).toBeLessThanOrEqual(20);
    // Under attack the owner still signs in with the password: guessing codes never locks the account.
    expect((await freshClient(world).post('/auth/sign-in', { email: TEST_ADMIN, password: PASSWORD })).status).toBe(200);
  });

  it('One-time codes cannot be guessed: sign-up codes for a member who has not signed up yet, re-sent and guessed for a day, get at most ten guesses judged', async () => {
    const world = await sqliteWorld();
    await memberRecord(world, 'new.member@example.org');
    expect(
      (await freshClient(world).post('/auth/sign-up', { email: 'new.member@example.org', password: 'attacker chosen passphrase 1' }))
        .status,
    ).toBe(200);
    const tally = await attackForADay(
      world,
      () => freshClient(world).post('/auth/resend-sign-up-code', { email: 'new.member@example.org' }),
      (code) => freshClient(world).post('/auth/confirm-sign-up', { email: 'new.member@example.org', code }),
    );
    figures.signUp = { ...tally, probability: guessSuccessProbability(tally.guessesJudged) };
    expect(tally.successes).toBe(0);
    expect(tally.guessesJudged).toBeLessThanOrEqual(10);
  });

  it('Two-step sign-in members can use: someone with the password and not the mailbox, signing in and guessing e-mailed codes for a day, gets at most ten guesses judged, and the owner is warned', async () => {
    const world = await sqliteWorld();
    await memberRecord(world, 'ada@example.org');
    const owner = freshClient(world);
    await owner.post('/auth/sign-up', { email: 'ada@example.org', password: PASSWORD });
    await owner.post('/auth/confirm-sign-up', { email: 'ada@example.org', code: codeIn(world.mailer.to('ada@example.org')) });
    await owner.post('/auth/sign-in', { email: 'ada@example.org', password: PASSWORD });
    expect((await owner.send('PUT', '/auth/mfa-preference', { enable: ['EMAIL'], preferred: 'EMAIL', password: PASSWORD })).status).toBe(
      204,
    );
    const removed = await owner.send('PUT', '/auth/mfa-preference', { enable: [], preferred: null, password: PASSWORD });
    expect(removed.status).toBe(400);
    let attacker = freshClient(world);
    const tally = await attackForADay(
      world,
      () => {
        attacker = freshClient(world);
        return attacker.post('/auth/sign-in', { email: 'ada@example.org', password: PASSWORD });
      },
      (code) => attacker.post('/auth/respond-to-challenge', { challengeResponse: code }),
    );
    const warned = world.mailer.to('ada@example.org').filter((mail) => /Too many wrong codes$/.test(mail.subject)).length;
    figures.mfa = { ...tally, probability: guessSuccessProbability(tally.guessesJudged), ownerWarnings: warned };
    expect(tally.successes).toBe(0);
    expect(tally.guessesJudged).toBeLessThanOrEqual(10);
    expect(warned).toBeGreaterThan(0);
  });

  it('A stranger cannot keep the owner out: one client failing as fast as it may for an hour slows only itself; ever new addresses failing make the owner wait at most 30 s, and not at all on a known device', async () => {
    const world = await sqliteWorld();
    (await world.deps.identity.seedAccount({ email: TEST_ADMIN, password: PASSWORD }))._unsafeUnwrap();
    const knownDevice = freshClient(world);
    expect((await knownDevice.post('/auth/sign-in', { email: TEST_ADMIN, password: PASSWORD })).status).toBe(200);
    await knownDevice.post('/auth/sign-out');

    /** One hour of failed sign-ins from `client()`, waiting out every refusal; the owner tries every five minutes. */
    const hourOfFailures = async (client: () => Browser) => {
      const owner = { tries: 0, refused: 0, longestWaitSeconds: 0, knownDeviceRefused: 0 };
      let attempts = 0;
      let nextOwnerTry = world.clock.now();
      const end = world.clock.now() + HOUR;
      while (world.clock.now() < end) {
        const answer = await client().post('/auth/sign-in', { email: TEST_ADMIN, password: `wrong password ${attempts}` });
        if (answer.status === 401) attempts += 1;
        const wait = answer.status === 429 ? Number(answer.headers.get('Retry-After')) : 0;
        world.clock.advance(Math.max(1, wait) * 1000);
        if (world.clock.now() >= nextOwnerTry) {
          nextOwnerTry += 5 * MINUTE;
          const stranger = freshClient(world);
          const tried = await stranger.post('/auth/sign-in', { email: TEST_ADMIN, password: PASSWORD });
          owner.tries += 1;
          if (tried.status === 429) {
            owner.refused += 1;
            owner.longestWaitSeconds = Math.max(owner.longestWaitSeconds, Number(tried.headers.get('Retry-After')));
          } else await stranger.post('/auth/sign-out');
          const fromDevice = await knownDevice.post('/auth/sign-in', { email: TEST_ADMIN, password: PASSWORD });
          if (fromDevice.status !== 200) owner.knownDeviceRefused += 1;
          await knownDevice.post('/auth/sign-out');
        }
      }
      return { failedSignInsPerHour: attempts, owner };
    };

    const one = new Browser(world, undefined, '198.51.100.66');
    const single = await hourOfFailures(() => one);
    world.clock.advance(DAY);
    const botnet = await hourOfFailures(() => freshClient(world));
    figures.signIn = { singleClient: single, botnet };
    expect(single.owner.refused).toBe(0);
    expect(single.failedSignInsPerHour).toBeLessThan(40);
    expect(botnet.owner.longestWaitSeconds).toBeLessThanOrEqual(30);
    // 20 free and one every 30 s in each window of an hour: 140; an hour that straddles two windows may hold 20 more.
    expect(botnet.failedSignInsPerHour).toBeLessThanOrEqual(160);
    expect(single.owner.knownDeviceRefused + botnet.owner.knownDeviceRefused).toBe(0);
  });

  it("Sign-up never changes an existing account's password, and answers a member's and a non-member's e-mail the same way: status, body shape and time within noise", async () => {
    const world = await sqliteWorld(new Argon2PasswordHasher(), true);
    const kinds = ['confirmed account', 'waiting account', 'member without account', 'not a member'] as const;
    const SAMPLES = 24;
    const emails: Record<(typeof kinds)[number], string[]> = {
      'confirmed account': [],
      'waiting account': [],
      'member without account': [],
      'not a member': [],
    };
    for (let i = 0; i < SAMPLES; i++) {
      for (const kind of kinds) {
        const email = `${kind.replace(/ /g, '-')}-${i}@example.org`;
        emails[kind].push(email);
        if (kind !== 'not a member') await memberRecord(world, email);
        if (kind === 'confirmed account') (await world.deps.identity.seedAccount({ email, password: PASSWORD }))._unsafeUnwrap();
        if (kind === 'waiting account') (await world.deps.identity.signUp({ email, password: PASSWORD }))._unsafeUnwrap();
      }
    }
    const shapes = new Set<string>();
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
    /** One pass: every address of every kind once, interleaved; the median time of each kind. */
    const pass = async () => {
      const times: Record<string, number[]> = {};
      for (let i = 0; i < SAMPLES; i++) {
        for (const kind of kinds) {
          const started = performance.now();
          const answer = await freshClient(world).post('/auth/sign-up', { email: emails[kind][i], password: 'another passphrase 77' });
          const body = (await answer.json()) as Record<string, unknown>;
          (times[kind] ??= []).push(performance.now() - started);
          shapes.add(
            `${answer.status} ${JSON.stringify(Object.keys(body))} ${JSON.stringify(body.nextStep).replace(/"destination":"[^"]*"/, '')}`,
          );
        }
      }
      const medians = Object.fromEntries(kinds.map((kind) => [kind, Math.round(median(times[kind] ?? []) * 10) / 10]));
      const spread = Math.max(...Object.values(medians)) - Math.min(...Object.values(medians));
      return { medians, spread, allowed: Math.max(10, 0.25 * Math.min(...Object.values(medians))) };
    };
    // Other work on the machine only ever adds noise: a pass spoiled by it is measured again (at most
    // three, within the codes an address may be sent in an hour), while a real difference between
    // the kinds shows in every pass. The quietest pass is judged.
    let best = await pass();
    for (let again = 1; again < 3 && best.spread >= best.allowed; again++) {
      const next = await pass();
      if (next.spread < best.spread) best = next;
    }
    const { medians, spread, allowed } = best;
    figures.signUpTiming = { samples: SAMPLES, medianMs: medians, spreadMs: Math.round(spread * 10) / 10 };
    expect([...shapes]).toHaveLength(1);
    expect([...shapes][0]).toMatch(/^200 /);
    // One argon2 hash (tens of ms) is the work of every kind; what differs is a row or two.
    expect(spread).toBeLessThan(allowed);
    for (const email of emails['confirmed account'].slice(0, 3)) {
      expect((await world.deps.identity.signIn({ email, password: PASSWORD }))._unsafeUnwrap().done).toBe(true);
    }
  });

  it('Every /auth route has limits per client and per account: a flood of sign-ins gets 503 with Retry-After once the hashing queue is full, never a 500, and one mailbox gets a few codes an hour however many clients ask', async () => {
    const world = await sqliteWorld(new Argon2PasswordHasher(), true);
    (await world.deps.identity.seedAccount({ email: TEST_ADMIN, password: PASSWORD }))._unsafeUnwrap();
    const flood = await Promise.all(
      Array.from({ length: 300 }, (_, i) =>
        freshClient(world).post('/auth/sign-in', { email: `random-${i}@example.org`, password: 'some password here' }),
      ),
    );
    const statuses: Record<number, number> = {};
    for (const answer of flood) statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
    const busy = flood.filter((answer) => answer.status === 503);
    expect(
      Object.keys(statuses)
        .map(Number)
        .every((status) => status === 401 || status === 503),
    ).toBe(true);
    expect(busy.length).toBeGreaterThan(0);
    expect(busy.every((answer) => Number(answer.headers.get('Retry-After')) >= 1)).toBe(true);
    const started = performance.now();
    expect((await freshClient(world).post('/auth/sign-in', { email: TEST_ADMIN, password: PASSWORD })).status).toBe(200);
    const ownerMs = Math.round(performance.now() - started);

    const before = world.mailer.to(TEST_ADMIN).length;
    const asks = await Promise.all(
      Array.from({ length: 100 }, () => freshClient(world).post('/auth/forgot-password', { email: TEST_ADMIN })),
    );
    const mailed = world.mailer.to(TEST_ADMIN).length - before;
    figures.flood = { signIns: flood.length, statuses, ownerSignInAfterMs: ownerMs, resetRequests: asks.length, resetMailsSent: mailed };
    expect(mailed).toBe(5);
    expect(asks.filter((answer) => answer.status === 429)).toHaveLength(95);
  });
});
