import { describe, expect, it } from 'vitest';
import { NO_AUDIT_FILTER } from '../../../src/application/ports/audit-log.port';
import { ROLE_GRANT_MESSAGES } from '../../../src/domain/validation/role-grant-form';
import { appWorld, TEST_ADMIN, type AppWorld } from '../../support/app-world';
import { confirmedMember, errorOf, memberRecord, signedInAdmin, signIn } from '../../support/auth-helpers';
import type { Browser } from '../../support/browser';

const JANE = 'jane@example.org';

interface Listed {
  readonly id: string;
  readonly email: string;
  readonly role: string;
  readonly event: string | null;
  readonly endsOn: string;
  readonly grantedBy: string;
  readonly status: string;
}

/** The app at noon UTC on 2026-06-15 (8 am in New York), an administrator, and Jane, a member, signed in. */
async function rolesWorld(): Promise<{ world: AppWorld; admin: Browser; jane: Browser }> {
  const world = appWorld();
  world.clock.set('2026-06-15T12:00:00.000Z');
  const admin = await signedInAdmin(world);
  const jane = await signIn(world, JANE, undefined, await confirmedMember(world, JANE));
  return { world, admin, jane };
}

const grantForm = (changes: Record<string, string> = {}) => ({
  email: JANE,
  role: 'treasurer',
  event: '',
  endsOn: '2026-07-01',
  ...changes,
});

async function snapshot(world: AppWorld) {
  return {
    grants: (await world.deps.roleGrants.list())._unsafeUnwrap(),
    audit: (await world.deps.auditLog.page(NO_AUDIT_FILTER, 0, 100))._unsafeUnwrap(),
    members: (await world.deps.members.list())._unsafeUnwrap(),
  };
}

describe('granting and revoking roles (/officers/roles)', () => {
  it('grants a role until a date: listed as current, written to the audit log with who and when, and told to the browser', async () => {
    const { admin, jane } = await rolesWorld();
    const created = await admin.post('/officers/roles', grantForm({ email: ' Jane@Example.org ' }));
    expect(created.status).toBe(201);
    const { grant } = (await created.json()) as { grant: Listed };
    expect(grant).toMatchObject({
      email: JANE,
      role: 'treasurer',
      event: null,
      endsOn: '2026-07-01',
      grantedBy: TEST_ADMIN,
      status: 'current',
    });
    const listed = (await (await admin.get('/officers/roles')).json()) as { grants: Listed[]; today: string; timeZone: string };
    expect(listed).toMatchObject({ today: '2026-06-15', timeZone: 'America/New_York' });
    expect(listed.grants.map((g) => [g.email, g.role, g.status])).toEqual([[JANE, 'treasurer', 'current']]);
    const audit = (await (await admin.get('/officers/audit?action=grantRole')).json()) as { entries: unknown[]; total: number };
    expect(audit).toMatchObject({ total: 1, page: 1, pageSize: 50 });
    expect(audit.entries).toEqual([
      {
        actor: TEST_ADMIN,
        at: '2026-06-15T12:00:00.000Z',
        action: 'grantRole',
        subject: { kind: 'role', id: grant.id },
        before: null,
        after: { email: JANE, role: 'treasurer', event: null, endsOn: '2026-07-01' },
        reason: null,
      },
    ]);
    const me = (await (await jane.get('/auth/me')).json()) as { offices?: unknown };
    expect(me.offices).toEqual([{ role: 'treasurer', event: null }]);
  });

  it('answers each mistake beside its field, and writes nothing', async () => {
    const { world, admin } = await rolesWorld();
    const before = await snapshot(world);
    const cases: readonly [Record<string, string>, Record<string, string>][] = [
      [{ email: 'nobody@example.org' }, { email: ROLE_GRANT_MESSAGES.unknownAccount }],
      [{ endsOn: '2026-06-15' }, { endsOn: ROLE_GRANT_MESSAGES.endsOnPast }],
      [{ endsOn: '2026-02-30' }, { endsOn: ROLE_GRANT_MESSAGES.endsOn }],
      [{ role: 'door' }, { event: ROLE_GRANT_MESSAGES.event }],
      [{ role: 'admin' }, { role: ROLE_GRANT_MESSAGES.role }],
    ];
    for (const [changes, fields] of cases) {
      const response = await admin.post('/officers/roles', grantForm(changes));
      expect(response.status).toBe(400);
      expect(await errorOf(response)).toMatchObject({ type: 'InvalidForm', fields });
    }
    expect(await snapshot(world)).toEqual(before);
  });

  it('takes a member record’s e-mail as an account where sign-in is another service’s, and refuses a second current grant of one role', async () => {
    const { world, admin } = await rolesWorld();
    await memberRecord(world, 'grace@example.org');
    expect((await admin.post('/officers/roles', grantForm({ email: 'grace@example.org' }))).status).toBe(201);
    const again = await admin.post('/officers/roles', grantForm({ email: 'grace@example.org', endsOn: '2027-07-01' }));
    expect(again.status).toBe(400);
    expect(await errorOf(again)).toMatchObject({ fields: { role: ROLE_GRANT_MESSAGES.alreadyHeld } });
  });

  it('revokes at once: the next request is refused, and the revocation is in the audit log', async () => {
    const { world, admin, jane } = await rolesWorld();
    const { grant } = (await (await admin.post('/officers/roles', grantForm())).json()) as { grant: Listed };
    expect((await jane.get('/ticketing/admin/events')).status).toBe(403);
    expect((await jane.get('/officers/audit')).status).toBe(403);
    world.clock.advance(60_000);
    const revoked = await admin.post(`/officers/roles/${grant.id}/revoke`, {});
    expect(revoked.status).toBe(200);
    expect(((await revoked.json()) as { grant: Listed }).grant.status).toBe('revoked');
    expect((await admin.post(`/officers/roles/${grant.id}/revoke`, {})).status).toBe(404);
    const audit = (await (await admin.get(`/officers/audit?subjectKind=role&subjectId=${grant.id}`)).json()) as {
      entries: { action: string; actor: string }[];
    };
    expect(audit.entries.map((e) => [e.action, e.actor])).toEqual([
      ['revokeRole', TEST_ADMIN],
      ['grantRole', TEST_ADMIN],
    ]);
    const me = (await (await jane.get('/auth/me')).json()) as { offices?: unknown };
    expect(me.offices).toBeUndefined();
  });
});

describe('a term’s end, with no one acting (the ManualClock)', () => {
  it('lets the secretary in the day before the end date and refuses the same request on the date, changing nothing', async () => {
    const { world, admin } = await rolesWorld();
    await memberRecord(world, 'bob@example.org');
    const secretary = await confirmedMember(world, 'secretary@example.org');
    expect((await admin.post('/officers/roles', grantForm({ email: 'secretary@example.org', role: 'secretary' }))).status).toBe(201);
    const request = () => secretary.post('/auth/admin/users', { email: 'bob@example.org' });
    // 11:59 pm in New York on June 30: still the term (signed in afresh, as a session lasts an hour).
    world.clock.set('2026-07-01T03:59:00.000Z');
    await signIn(world, 'secretary@example.org', undefined, secretary);
    world.clock.set('2026-07-01T03:59:30.000Z');
    expect((await request()).status).toBe(201);
    // Midnight in New York: July 1, the end date. Nobody has done anything since; the same session asks again.
    world.clock.set('2026-07-01T04:00:00.000Z');
    const before = await snapshot(world);
    const refused = await request();
    expect(refused.status).toBe(403);
    expect(await errorOf(refused)).toMatchObject({ type: 'Unauthorized' });
    expect(await snapshot(world)).toEqual(before);
    await signIn(world, TEST_ADMIN, undefined, admin);
    const listed = (await (await admin.get('/officers/roles')).json()) as { grants: Listed[]; today: string };
    expect(listed.today).toBe('2026-07-01');
    expect(listed.grants.map((g) => g.status)).toEqual(['ended']);
  });
});

describe('the audit log can only be read', () => {
  it('answers no route that would change or remove an entry, and the CSV carries what the page shows', async () => {
    const { world, admin } = await rolesWorld();
    expect((await admin.post('/officers/roles', grantForm())).status).toBe(201);
    const before = await snapshot(world);
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      for (const path of ['/officers/audit', '/officers/audit/1', '/officers/audit/export.csv']) {
        const response = await admin.fetch(path, { method, headers: { 'Content-Type': 'application/json' }, body: '{}' });
        expect([404, 405]).toContain(response.status);
      }
    }
    const schema = (await (await admin.post('/graphql', { query: '{ __schema { mutationType { fields { name } } } }' })).json()) as {
      data: { __schema: { mutationType: { fields: { name: string }[] } } };
    };
    expect(schema.data.__schema.mutationType.fields.map((f) => f.name).filter((name) => /audit/i.test(name))).toEqual([]);
    expect(await snapshot(world)).toEqual(before);
    const csv = await admin.get('/officers/audit/export.csv?action=grantRole&from=2026-06-15&to=2026-06-15');
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toBe('attachment; filename="audit-log.csv"');
    const lines = (await csv.text()).split('\r\n');
    expect(lines[0]).toBe('When,Who,Action,Subject,Subject id,Before,After,Reason');
    expect(lines[1]).toMatch(/^2026-06-15T12:00:00.000Z,chair@example.org,grantRole,role,/);
    expect(lines[1]).toContain('"{""email"":""jane@example.org"",""role"":""treasurer"",""event"":null,""endsOn"":""2026-07-01""}"');
    const nextDay = await admin.get('/officers/audit/export.csv?from=2026-06-16');
    expect((await nextDay.text()).split('\r\n').filter(Boolean)).toHaveLength(1);
    const badDate = await admin.get('/officers/audit?from=June');
    expect(badDate.status).toBe(400);
    expect(await errorOf(badDate)).toMatchObject({ fields: { from: 'Please enter a date as YYYY-MM-DD.' } });
  });
});
