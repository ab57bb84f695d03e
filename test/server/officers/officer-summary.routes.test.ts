import { beforeAll, describe, expect, it } from 'vitest';
import { canActor, type Action, type Actor } from '../../../src/domain/access';
import type { OfficerRole } from '../../../src/domain/officer-roles';
import type { OfficerSummary } from '../../../src/application/ports/officer-summary-gateway.port';
import { sampleMember } from '../../contracts/member-repository.contract';
import { eventForm } from '../../application/server/events/event-admin-fixtures';
import { appWorld, type AppWorld } from '../../support/app-world';
import { confirmedMember, signedInAdmin, signIn } from '../../support/auth-helpers';
import { Browser } from '../../support/browser';

const ROLES: readonly OfficerRole[] = ['treasurer', 'secretary', 'eventChair', 'door'];
/** Each part of the summary and the action that lets one see it. */
const PARTS: readonly (readonly [keyof OfficerSummary, Action])[] = [
  ['members', 'viewRoster'],
  ['income', 'viewLedger'],
  ['events', 'listAllTicketedEvents'],
];

describe('GET /officers/summary', () => {
  let w: AppWorld;
  let admin: Browser;
  let year: number;
  let today: string;
  beforeAll(async () => {
    w = appWorld();
    admin = await signedInAdmin(w);
    today = new Intl.DateTimeFormat('en-CA', { timeZone: w.deps.config.timeZone }).format(new Date(w.clock.now()));
    year = Number(today.slice(0, 4));
    const members = [
      sampleMember(701, { duesPayYear: String(year) }),
      sampleMember(702, { duesPayYear: String(year - 1) }),
      sampleMember(703, { duesPayYear: String(year - 1) }),
      sampleMember(704, { duesPayYear: String(year), membership: 'Lifetime Membership' }),
      sampleMember(705, { duesPayYear: null }),
    ];
    for (const member of members) (await w.deps.members.create(member))._unsafeUnwrap();
    const cheque = { purpose: 'dues', memberId: members[1]?.id, duesYear: year, method: 'cheque', reference: '1042', receivedOn: today };
    expect((await admin.post('/officers/payments', { ...cheque, idempotencyKey: 'form-1' })).status).toBe(201);
    expect((await admin.post('/ticketing/admin/events', eventForm())).status).toBe(201);
  });

  it("answers an administrator every part, in the chapter's dues year and months", async () => {
    const answer = await admin.get('/officers/summary');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('Cache-Control')).toBe('no-store');
    const summary = (await answer.json()) as OfficerSummary;
    expect(summary.today).toBe(today);
    expect(summary.members?.counts).toEqual({ paid: 2, unpaid: 1, 'lifetime-paid': 1, 'lifetime-unpaid': 0, lapsed: 1 });
    expect(summary.members?.dues).toEqual({ paid: 3, of: 4, percent: 75 });
    expect(summary.members?.byMonth).toHaveLength(12);
    expect(summary.members?.byMonth?.at(-1)).toEqual({ month: today.slice(0, 7), count: 5 });
    expect(summary.income?.totals).toEqual([{ category: { group: 'dues', detail: '' }, count: 1, received: 5_000, refunded: 0 }]);
    expect(summary.income?.byMonth?.at(-1)).toEqual({ month: today.slice(0, 7), received: 5_000 });
    expect(summary.income?.byMonth?.slice(0, 11).every((month) => month.received === 0)).toBe(true);
    expect(summary.events).toEqual([
      { slug: 'fall-gala-2027', name: 'Fall Gala 2027', status: 'draft', start: '2027-10-09T18:00', sold: 0, capacity: 100 },
    ]);
  });

  it.each(ROLES)('answers a %s only the parts their role may see', async (role) => {
    const email = `${role.toLowerCase()}@example.org`;
    const browser = await signIn(w, email, undefined, await confirmedMember(w, email));
    const event = role === 'door' ? 'fall-gala-2027' : null;
    const grant = { id: `g-${role}`, email, role, event, endsOn: '2999-01-01', grantedBy: 'chair@example.org' };
    (await w.deps.roleGrants.grant({ ...grant, grantedAt: '2026-01-01T00:00:00.000Z', revokedAt: null, revokedBy: null }))._unsafeUnwrap();
    const actor: Actor = { role: 'member', email, offices: [{ role, event }] };
    const answer = await browser.get('/officers/summary');
    expect(answer.status).toBe(200);
    const summary = (await answer.json()) as OfficerSummary;
    for (const [part, action] of PARTS) expect(summary[part] !== null, part).toBe(canActor(actor, action));
  });

  it('refuses a member who holds no office (403) and a visitor (401)', async () => {
    const member = await signIn(w, 'plain@example.org', undefined, await confirmedMember(w, 'plain@example.org'));
    expect((await member.get('/officers/summary')).status).toBe(403);
    expect((await new Browser(w).get('/officers/summary')).status).toBe(401);
  });
});
