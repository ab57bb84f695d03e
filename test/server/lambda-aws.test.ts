import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENTS_MEMBER_MUTATIONS, PAYMENTS_MEMBER_QUERIES } from '../../amplify/payments/operations';
import { appsyncMembers } from '../../src/adapters/appsync/member-email-claims';
import { apolloGraphqlTransport } from '../../src/adapters/http/graphql-apollo-transport';
import { composeLambda, type ComposedLambda } from '../../src/server/lambda';
import { OWN_DATA_UNAVAILABLE } from '../../src/application/server/own-data/own-data.use-case';
import { sampleMember } from '../contracts/member-repository.contract';
import { BUYER, sampleApplication } from '../contracts/payment-gateway.contract';
import { poolKey, signIdToken } from '../support/cognito-tokens';
import { FAKE_APPSYNC_REGION, FAKE_ROLE_CREDENTIALS, FAKE_USER_POOL, FakeAppSyncServer } from '../support/fake-appsync-server';
import { httpApiEvent } from '../support/lambda-events';

/**
 * The payments function in the AWS wiring, end to end without an account: a member signed in
 * with Cognito (an ID token of the pool whose JWKS the function reads, the same pool the fake
 * AppSync trusts) pays through the function; the function reads and writes member records on the
 * fake AppSync with its role's signed requests, limited to the fields the role's policy grants
 * (amplify/payments/operations.ts), and the Member Area reads them there with the member's token.
 */
const EMAIL = 'ada@alumni.example';
const ISSUER_BASE = `https://cognito-idp.${FAKE_APPSYNC_REGION}.amazonaws.com`;
const ROLE_GRANTS = [
  ...PAYMENTS_MEMBER_QUERIES.map((field) => `Query/${field}`),
  ...PAYMENTS_MEMBER_MUTATIONS.map((field) => `Mutation/${field}`),
];

type Answer = { statusCode: number; body: string };
type Session = { orderId: string; clientSecret: string; amount: number };
const json = (answer: Answer) => JSON.parse(answer.body) as Record<string, unknown> & { error?: { type: string; message: string } };

/** A JSON request to the function, as a function URL hands it over. */
const event = (method: string, rawPath: string, body?: unknown, headers: Record<string, string> = {}) =>
  httpApiEvent(method, rawPath, {
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    headers: { 'content-type': 'application/json', ...headers },
  });

const CARD = { number: '4242424242424242', expMonth: 12, expYear: new Date().getUTCFullYear() + 5, cvc: '123' };
const BILLING = {
  name: 'Ada Lovelace',
  email: EMAIL,
  phone: '7575550100',
  address: { line1: '1 Main St', city: 'Norfolk', state: 'VA', postalCode: '23504', country: 'US' },
};

describe('the payments function in the AWS wiring', () => {
  let dataDir = '';
  let appsync: FakeAppSyncServer;
  let lambda: ComposedLambda;
  let keys = 0;

  const idToken = (claims: Record<string, unknown> = {}, email = EMAIL) => appsync.userPoolToken({ email }, claims);
  const call = async (method: string, rawPath: string, body?: unknown, headers: Record<string, string> = {}) =>
    (await lambda.handler(event(method, rawPath, body, headers))) as Answer;
  const pay = (order: Record<string, unknown>, headers: Record<string, string> = {}, email = EMAIL, extra: Record<string, unknown> = {}) =>
    call(
      'POST',
      '/payment',
      { currency: 'usd', order, contact: { ...BUYER, email }, ...extra },
      { 'idempotency-key': `aws-${++keys}`, ...headers },
    );
  const open = async (...args: Parameters<typeof pay>) => {
    const answer = await pay(...args);
    if (answer.statusCode !== 200) throw new Error(`POST /payment answered ${answer.statusCode}: ${answer.body}`);
    return json(answer) as unknown as Session;
  };
  const confirm = (session: Session) =>
    call('POST', '/payment/confirm', { orderId: session.orderId, clientSecret: session.clientSecret, card: CARD, billing: BILLING });
  const statusOf = async (session: Session) => {
    const request = event('GET', `/payment/${session.orderId}/status`);
    const answer = (await lambda.handler({
      ...request,
      rawQueryString: `clientSecret=${encodeURIComponent(session.clientSecret)}`,
    })) as Answer;
    return json(answer).fulfilment;
  };
  const joinByCard = (email: string) =>
    open({ item: 'membership', membership: 'Annual Membership' }, {}, email, { application: sampleApplication(email) });
  const membersOf = (owner: string) => appsync.items('Member').filter((item) => item.owner === owner);

  beforeAll(async () => {
    appsync = await FakeAppSyncServer.start({ grants: { [FAKE_ROLE_CREDENTIALS.accessKeyId]: ROLE_GRANTS } });
    const stamp = '2020-06-01T00:00:00.000Z';
    appsync.put('Member', {
      ...sampleMember(1, { email: EMAIL, membership: 'Annual Membership', duesPayYear: '2020' }),
      owner: EMAIL,
      createdAt: stamp,
      updatedAt: stamp,
    });
    dataDir = mkdtempSync(path.join(tmpdir(), 'lambda-aws-'));
    const environment = {
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      PUBLIC_URL: 'http://localhost:8787',
      COGNITO_USER_POOL_ID: FAKE_USER_POOL.id,
      COGNITO_CLIENT_ID: FAKE_USER_POOL.clientId,
      APPSYNC_URL: appsync.url,
      AWS_REGION: FAKE_APPSYNC_REGION,
    };
    lambda = await composeLambda(environment, {
      log: () => undefined,
      cognito: { issuerBase: ISSUER_BASE, fetchJwks: async () => appsync.jwks },
      appsync: { credentials: async () => FAKE_ROLE_CREDENTIALS },
    });
  });

  afterAll(async () => {
    await lambda?.close();
    await appsync?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('prices dues from the AppSync record of the Cognito user, charges the card and writes the paid year to AppSync', async () => {
    // The page claims a lifetime membership ($25 dues); the AppSync record says annual: $50.
    const session = await open({ item: 'dues', membership: 'Lifetime Membership' }, { authorization: idToken() });
    expect(session.amount).toBe(5_000);
    expect((await confirm(session)).statusCode).toBe(200);
    expect(membersOf(EMAIL)[0]?.duesPayYear).toBe(String(new Date().getUTCFullYear()));
    expect(appsync.answered.every((status) => status === 200)).toBe(true);
  });

  it('ends two membership payments for one e-mail (in two cases), made at the same moment, with one member record', async () => {
    const [first, second] = [await joinByCard('Race.Member@Example.org'), await joinByCard('race.member@example.org')];
    // Both fulfilments have looked the e-mail up and found no member: their claims arrive together.
    appsync.lineUp('createMemberEmail', 2);
    const confirmed = await Promise.all([confirm(first), confirm(second)]);
    expect(confirmed.map((answer) => answer.statusCode)).toContain(200);
    // The scheduled reconciliation finishes whatever the race left unfinished.
    await lambda.handler({ source: 'aws.events', 'detail-type': 'Scheduled Event' });
    expect(membersOf('race.member@example.org')).toHaveLength(1);
    expect(appsync.items('MemberEmail').filter((claim) => claim.id === 'race.member@example.org')).toEqual([
      expect.objectContaining({ memberId: membersOf('race.member@example.org')[0]?.id }),
    ]);
    // The other payment is flagged for a refund, as the self-hosted server does.
    expect([await statusOf(first), await statusOf(second)].sort()).toEqual(['failed', 'fulfilled']);
  });

  it('lets a member who joined by card read and update their record, and pay for it, once their Cognito account exists', async () => {
    const session = await joinByCard('Joined.ByCard@Example.org');
    expect(json(await confirm(session)).fulfilment).toBe('fulfilled');
    // Later the member signs up (the site signs up with the address in lower case) and signs in:
    // the Member Area asks AppSync with the ID token, and the owner rule lets them see their record.
    const token = idToken({}, 'joined.bycard@example.org');
    const memberArea = appsyncMembers(apolloGraphqlTransport({ url: appsync.url, auth: { mode: 'userPool', token: async () => token } }));
    const mine = (await memberArea.findByEmail('joined.bycard@example.org'))._unsafeUnwrap();
    expect(mine).toMatchObject({
      email: 'Joined.ByCard@Example.org',
      membership: 'Annual Membership',
      duesPayYear: String(new Date().getUTCFullYear()),
    });
    // The Member Information form sends an emptied graduation year as null.
    const saved = (await memberArea.update(mine!.id, { phone: '7575550199', gradYear: null }))._unsafeUnwrap();
    expect([saved.phone, saved.gradYear]).toEqual(['7575550199', null]);
    expect((await memberArea.update(mine!.id, { membership: 'Lifetime Membership' }))._unsafeUnwrapErr().type).toBe('Unauthorized');
    // ...and pays for the lifetime upgrade through the function with the same token.
    const upgrade = await open({ item: 'upgrade' }, { authorization: token }, 'joined.bycard@example.org');
    expect((await confirm(upgrade)).statusCode).toBe(200);
    expect((await memberArea.get(mine!.id))._unsafeUnwrap().membership).toBe('Lifetime Membership');
  });

  it("serves the event chair's routes: an administrator of the admins group reads every event, a member is refused", async () => {
    const chair = await call('GET', '/ticketing/admin/events', undefined, {
      authorization: idToken({ 'cognito:groups': ['admins'] }, 'chair@alumni.example'),
    });
    expect(chair.statusCode).toBe(200);
    expect((json(chair).events as { slug: string }[]).map((listed) => listed.slug)).toContain('spring-banquet-2022');
    const member = await call('GET', '/ticketing/admin/events', undefined, { authorization: idToken() });
    expect([member.statusCode, json(member).error?.type]).toEqual([403, 'Unauthorized']);
  });

  it('reminds the members AppSync holds of unpaid dues, keeping the schedule and the runs in the function’s database', async () => {
    const admin = { authorization: idToken({ 'cognito:groups': ['admins'] }, 'chair@alumni.example') };
    const year = new Date().getUTCFullYear();
    const stamp = '2021-06-01T00:00:00.000Z';
    appsync.put('Member', {
      ...sampleMember(2, { email: 'lou@alumni.example', membership: 'Lifetime Membership', duesPayYear: String(year - 1) }),
      owner: 'lou@alumni.example',
      createdAt: stamp,
      updatedAt: stamp,
    });
    const view = await call('GET', '/officers/reminders', undefined, admin);
    expect(view.statusCode).toBe(200);
    const next = json(view).next as { year: number; offset: number; recipients: { name: string; amount: number }[] };
    expect(next.recipients).toContainEqual(expect.objectContaining({ amount: 2_500 }));
    const sent = await call('POST', '/officers/reminders/send', { year: next.year, offset: next.offset }, admin);
    expect(sent.statusCode).toBe(201);
    expect(json(sent).mailed).toBe(next.recipients.length);
    const mailed = (await lambda.deps.mailQueue?.deliveries({ keyPrefix: 'dues-reminder:', to: null, status: null }, 50))?._unsafeUnwrap();
    expect(mailed?.deliveries.map((delivery) => delivery.to)).toContain('lou@alumni.example');
    const runs = json(await call('GET', '/officers/reminders', undefined, admin)).runs as unknown[];
    expect(runs).toHaveLength(1);
  });

  it('takes a visitor, or a token from another app client, unverified or expired, for nobody', async () => {
    const now = Math.floor(Date.now() / 1000);
    for (const headers of [
      {} as Record<string, string>,
      { authorization: idToken({ aud: 'anotherclient' }) },
      { authorization: idToken({ email_verified: false }) },
      { authorization: idToken({ exp: now - 3600 }) },
    ]) {
      const refused = await pay({ item: 'upgrade' }, headers);
      expect([refused.statusCode, json(refused).error?.type]).toEqual([403, 'Unauthorized']);
    }
  });

  it('refuses a token signed by a key the pool does not publish', async () => {
    const stranger = poolKey('fake-appsync-pool-key');
    const nowSeconds = Math.floor(Date.now() / 1000);
    const forged = signIdToken(
      {
        sub: 'x',
        email: EMAIL,
        email_verified: true,
        iss: appsync.issuer,
        aud: FAKE_USER_POOL.clientId,
        token_use: 'id',
        iat: nowSeconds,
        exp: nowSeconds + 3600,
      },
      stranger,
    );
    expect((await pay({ item: 'upgrade' }, { authorization: forged })).statusCode).toBe(403);
  });

  it('answers 503, not Unauthorized, while the user pool keys cannot be read', async () => {
    const otherDir = mkdtempSync(path.join(tmpdir(), 'lambda-aws-'));
    const unreachable = await composeLambda(
      {
        DATA_DIR: otherDir,
        NODE_ENV: 'test',
        PUBLIC_URL: 'http://localhost:8787',
        COGNITO_USER_POOL_ID: FAKE_USER_POOL.id,
        COGNITO_CLIENT_ID: FAKE_USER_POOL.clientId,
        APPSYNC_URL: appsync.url,
        AWS_REGION: FAKE_APPSYNC_REGION,
      },
      {
        log: () => undefined,
        cognito: { issuerBase: ISSUER_BASE, fetchJwks: () => Promise.reject(new Error('cognito-idp is not answering')) },
        appsync: { credentials: async () => FAKE_ROLE_CREDENTIALS },
      },
    );
    try {
      const answer = (await unreachable.handler(
        event(
          'POST',
          '/payment',
          { currency: 'usd', order: { item: 'upgrade' }, contact: BUYER },
          { 'idempotency-key': 'aws-503', authorization: idToken() },
        ),
      )) as Answer;
      expect([answer.statusCode, json(answer).error?.type]).toEqual([503, 'Unavailable']);
    } finally {
      await unreachable.close();
      rmSync(otherDir, { recursive: true, force: true });
    }
  });

  it("is the self-hosted wiring with callers, member records and sessions replaced: Cognito's tokens, AppSync's records, none of this server's sessions ended on a deletion", () => {
    expect(lambda.deps.accountSessions).toBeNull();
    expect(lambda.deps.callers).toBeDefined();
    expect(lambda.deps.members.constructor.name).not.toBe('SqlMemberRepository');
  });

  it("refuses Download my data and Delete my account with what is missing: the accounts and member records are not this server's", async () => {
    expect(lambda.deps.ownData).toBeNull();
    for (const answer of [
      await call('GET', '/me/data.json', undefined, { authorization: idToken() }),
      await call(
        'POST',
        '/me/account/deletion-code',
        {},
        { authorization: idToken(), origin: 'http://localhost:8787', 'content-type': 'application/json' },
      ),
    ]) {
      expect([answer.statusCode, json(answer).error?.message]).toEqual([503, OWN_DATA_UNAVAILABLE.message]);
    }
  });

  it('keeps the chapter settings and each person’s payments in the function’s database, where the orders are (issue 20)', async () => {
    expect(lambda.deps.chapterSettings.constructor.name).toBe('SqlChapterSettings');
    expect(lambda.deps.paymentHistory.constructor.name).toBe('SqlPaymentHistory');
    expect((await lambda.deps.chapterSettings.settings())._unsafeUnwrap().legalName).not.toBe('');
  });
});
