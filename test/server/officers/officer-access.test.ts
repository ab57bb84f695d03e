import { describe, expect, it } from 'vitest';
import { NO_AUDIT_FILTER } from '../../../src/application/ports/audit-log.port';
import { canActor, type Action, type Actor } from '../../../src/domain/access';
import type { OfficerRole, RoleGrant } from '../../../src/domain/officer-roles';
import { COOKOUT_2022, SPRING_BANQUET_2022 } from '../../../src/domain/spec-events';
import { ticketedEventForm } from '../../../src/domain/validation/ticketed-event-form';
import { appWorld, type AppWorld } from '../../support/app-world';
import { confirmedMember, memberRecord, signedInAdmin, signIn } from '../../support/auth-helpers';
import { Browser } from '../../support/browser';
import { eventForm } from '../../application/server/events/event-admin-fixtures';
import * as documents from '../graphql/amplify-documents';
import { contents } from '../graphql/graphql-world';

const X = SPRING_BANQUET_2022.slug;
const Y = COOKOUT_2022.slug;

/** Who asks: a visitor, a member, each officer's role (the door for event X and for event Y), an administrator. */
const PEOPLE = ['visitor', 'member', 'treasurer', 'secretary', 'eventChair', 'door X', 'door Y', 'admin'] as const;
type Person = (typeof PEOPLE)[number];

const OFFICES: Partial<Record<Person, { readonly role: OfficerRole; readonly event: string | null }>> = {
  treasurer: { role: 'treasurer', event: null },
  secretary: { role: 'secretary', event: null },
  eventChair: { role: 'eventChair', event: null },
  'door X': { role: 'door', event: X },
  'door Y': { role: 'door', event: Y },
};

/** The domain's view of each person, from which the expected answer comes (the table itself is tested by hand in test/domain). */
function actorOf(person: Person): Actor {
  if (person === 'visitor') return { role: 'visitor', email: null };
  if (person === 'admin') return { role: 'admin', email: 'chair@example.org' };
  const office = OFFICES[person];
  return { role: 'member', email: `${person.replace(' ', '-').toLowerCase()}@example.org`, offices: office ? [office] : [] };
}

const grant = (id: string, email: string, role: OfficerRole, event: string | null): RoleGrant => ({
  id,
  email,
  role,
  event,
  endsOn: '2999-01-01',
  grantedBy: 'chair@example.org',
  grantedAt: '2026-01-01T00:00:00.000Z',
  revokedAt: null,
  revokedBy: null,
});

interface World {
  readonly world: AppWorld;
  readonly browsers: Readonly<Record<Person, Browser>>;
  readonly memberId: string;
}

/** The app with one browser per person, each officer's grant in force, a spare grant and a spare member record. */
async function officerWorld(): Promise<World> {
  const world = appWorld();
  const browsers: Partial<Record<Person, Browser>> = { visitor: new Browser(world), admin: await signedInAdmin(world) };
  for (const person of PEOPLE.filter((p) => p !== 'visitor' && p !== 'admin')) {
    const email = actorOf(person).email ?? '';
    browsers[person] = await signIn(world, email, undefined, await confirmedMember(world, email));
    const office = OFFICES[person];
    if (office) (await world.deps.roleGrants.grant(grant(`g-${person}`, email, office.role, office.event)))._unsafeUnwrap();
  }
  (await world.deps.roleGrants.grant(grant('spare', 'spare@example.org', 'secretary', null)))._unsafeUnwrap();
  await memberRecord(world, 'spare@example.org');
  const spare = (await world.deps.members.findByEmail('spare@example.org'))._unsafeUnwrap();
  return { world, browsers: browsers as Record<Person, Browser>, memberId: spare?.id ?? '' };
}

/** Everything an officer's operation could change. */
async function snapshot(world: AppWorld) {
  return {
    ...(await contents(world)),
    ticketedEvents: (await world.deps.ticketing.events.list())._unsafeUnwrap(),
    grants: (await world.deps.roleGrants.list())._unsafeUnwrap(),
    audit: (await world.deps.auditLog.page(NO_AUDIT_FILTER, 0, 1000))._unsafeUnwrap(),
    minutes: (await world.deps.documents.list('meeting-minutes'))._unsafeUnwrap(),
    reports: (await world.deps.documents.list('treasury-report'))._unsafeUnwrap(),
    accounts: (await world.deps.identity.hasAccount('grace@example.org'))._unsafeUnwrap(),
    chapterSettings: (await world.deps.chapterSettings.settings())._unsafeUnwrap(),
  };
}

interface Operation {
  readonly name: string;
  readonly action: Action;
  /** The event the request is about, where the door's role is limited to one. */
  readonly event?: string;
  readonly send: (browser: Browser, w: World) => Promise<Response>;
  readonly graphql?: string;
}

const gql = (query: string, variables: Record<string, unknown>) => (b: Browser) => b.post('/graphql', { query, variables });

const newMember = {
  firstName: 'Grace',
  lastName: 'Hopper',
  email: 'grace@example.org',
  address: '2 Navy Way',
  city: 'Norfolk',
  state: 'VA',
  zipcode: '23511',
  phone: '7575550199',
  membership: 'Annual Membership',
  duesPayYear: '2026',
};

const EVENTS = '/ticketing/admin/events';

const OPERATIONS: readonly Operation[] = [
  // the console's roles and audit log
  { name: 'GET /officers/roles', action: 'viewRoles', send: (b) => b.get('/officers/roles') },
  {
    name: 'POST /officers/roles',
    action: 'grantRole',
    send: (b) => b.post('/officers/roles', { email: 'member@example.org', role: 'treasurer', event: '', endsOn: '2999-06-30' }),
  },
  { name: 'POST /officers/roles/:id/revoke', action: 'revokeRole', send: (b) => b.post('/officers/roles/spare/revoke', {}) },
  { name: 'GET /officers/audit', action: 'viewAuditLog', send: (b) => b.get('/officers/audit') },
  { name: 'GET /officers/backups', action: 'viewBackups', send: (b) => b.get('/officers/backups') },
  { name: 'GET /officers/audit/export.csv', action: 'exportAuditLog', send: (b) => b.get('/officers/audit/export.csv') },
  // the event chair's routes
  { name: 'GET events', action: 'listAllTicketedEvents', send: (b) => b.get(EVENTS) },
  { name: 'GET one event', action: 'listAllTicketedEvents', send: (b) => b.get(`${EVENTS}/${X}`) },
  { name: 'POST event', action: 'createTicketedEvent', send: (b) => b.post(EVENTS, eventForm()) },
  {
    name: 'PUT event',
    action: 'updateTicketedEvent',
    send: (b) => b.send('PUT', `${EVENTS}/${X}`, { form: ticketedEventForm(SPRING_BANQUET_2022), updatedAt: '2026-01-01T00:00:00.000Z' }),
  },
  { name: 'POST event status', action: 'closeTicketSales', send: (b) => b.post(`${EVENTS}/${X}/status`, { status: 'salesClosed' }) },
  { name: 'POST event copy', action: 'createTicketedEvent', send: (b) => b.post(`${EVENTS}/${X}/copy`, { slug: 'spring-banquet-2023' }) },
  { name: 'GET waiting list', action: 'viewWaitingList', send: (b) => b.get(`/ticketing/admin/events/${X}/waiting-list`) },
  { name: 'GET orders', action: 'viewAttendees', event: X, send: (b) => b.get(`/ticketing/admin/events/${X}/orders`) },
  // the door: event X's pages
  { name: 'GET attendees of X', action: 'viewAttendees', event: X, send: (b) => b.get(`/ticketing/admin/events/${X}/attendees`) },
  { name: 'GET attendees.csv of X', action: 'exportAttendees', event: X, send: (b) => b.get(`/ticketing/admin/events/${X}/attendees.csv`) },
  { name: 'GET search of X', action: 'checkInTickets', event: X, send: (b) => b.get(`/ticketing/admin/events/${X}/search?q=a`) },
  { name: 'GET counts of X', action: 'checkInTickets', event: X, send: (b) => b.get(`/ticketing/admin/events/${X}/counts`) },
  // accounts, documents
  {
    name: 'POST /auth/admin/users',
    action: 'createMemberAccount',
    send: (b) => b.post('/auth/admin/users', { email: 'grace@example.org' }),
  },
  {
    name: 'POST /documents/delete',
    action: 'deleteDocument',
    send: (b) => b.post('/documents/delete', { key: 'meeting-minutes/none.pdf' }),
  },
  // GraphQL
  { name: 'GraphQL listMembers', action: 'listMembers', graphql: 'listMembers', send: gql(documents.listMembers, {}) },
  {
    name: 'GraphQL createMember',
    action: 'createMember',
    graphql: 'createMember',
    send: gql(documents.createMember, { input: newMember }),
  },
  {
    name: 'GraphQL updateMember (another’s)',
    action: 'updateAnyMember',
    graphql: 'updateMember',
    send: (b, w) => gql(documents.updateMember, { input: { id: w.memberId, city: 'Hampton' } })(b),
  },
  {
    name: 'GraphQL deleteMember',
    action: 'deleteMember',
    graphql: 'deleteMember',
    send: (b, w) => gql(documents.deleteMember, { input: { id: w.memberId } })(b),
  },
  // the treasury report
  { name: 'GET /officers/reports', action: 'viewTreasuryReport', send: (b) => b.get('/officers/reports?from=2026-01-01&to=2026-03-31') },
  {
    name: 'GET /officers/reports/report.csv',
    action: 'viewTreasuryReport',
    send: (b) => b.get('/officers/reports/report.csv?from=2026-01-01&to=2026-03-31'),
  },
  {
    name: 'GET /officers/reports/report.pdf',
    action: 'viewTreasuryReport',
    send: (b) => b.get('/officers/reports/report.pdf?from=2026-01-01&to=2026-03-31'),
  },
  {
    name: 'POST /officers/reports/publish',
    action: 'publishTreasuryReport',
    send: (b) => b.post('/officers/reports/publish', { from: '2026-01-01', to: '2026-03-31' }),
  },
  // giving statements (issue 20)
  { name: 'GET /officers/giving-statements', action: 'viewGivingStatements', send: (b) => b.get('/officers/giving-statements?year=2026') },
  {
    name: 'GET /officers/giving-statements/:year/statement.pdf',
    action: 'viewGivingStatements',
    send: (b) => b.get('/officers/giving-statements/2026/statement.pdf?donor=spare@example.org'),
  },
  {
    name: 'POST /officers/giving-statements/send',
    action: 'sendGivingStatements',
    send: (b) => b.post('/officers/giving-statements/send', { year: 2026 }),
  },
  // member e-mail (issue 19)
  { name: 'GET member e-mail', action: 'viewMemberEmail', send: (b) => b.get('/officers/member-email') },
  {
    name: 'GET a member’s deliveries',
    action: 'viewMemberEmail',
    send: (b) => b.get('/officers/member-email/deliveries?to=spare@example.org'),
  },
  {
    name: 'POST a member e-mail draft',
    action: 'writeMemberEmail',
    send: (b) => b.post('/officers/member-email', { id: null, subject: 'Hello', body: 'Hi', segment: 'all' }),
  },
  // receipts and the chapter's settings (issue 20)
  { name: 'GET /officers/settings', action: 'manageChapterSettings', send: (b) => b.get('/officers/settings') },
  {
    name: 'PUT /officers/settings',
    action: 'manageChapterSettings',
    send: (b) =>
      b.send('PUT', '/officers/settings', {
        legalName: 'Hartwell Scholars Alumni Association',
        address: 'PO Box 1234',
        taxId: '12-3456789',
        deductible: true,
        fiscalYearStartMonth: 7,
      }),
  },
  { name: 'GET a ledger receipt', action: 'viewLedger', send: (b) => b.get('/officers/ledger/no-such-order/receipt.pdf') },
];

/** Whether the server refused: 401 or 403, or a GraphQL answer whose error is 'Unauthorized'. */
async function refused(response: Response, field: string | undefined): Promise<boolean> {
  if (response.status === 401 || response.status === 403) return true;
  if (field === undefined) return false;
  const body = (await response.json()) as { errors?: readonly { errorType: string }[] };
  return body.errors?.some((e) => e.errorType === 'Unauthorized' || e.errorType === 'NotAuthenticated') ?? false;
}

describe('every officer route and GraphQL operation x every role (issue 18, table-driven)', () => {
  it.each(OPERATIONS)('$name: refused unless the table allows it, and nothing changes when refused', async (operation) => {
    const w = await officerWorld();
    for (const person of PEOPLE) {
      const allowed = canActor(actorOf(person), operation.action, operation.event ? { event: operation.event } : undefined);
      const before = await snapshot(w.world);
      const response = await operation.send(w.browsers[person], w);
      const wasRefused = await refused(response, operation.graphql);
      expect({ person, refused: wasRefused }).toEqual({ person, refused: !allowed });
      if (wasRefused) expect(await snapshot(w.world)).toEqual(before);
    }
  });

  it('names a door volunteer for X and not for Y among those allowed on X’s door (the table reached the server)', () => {
    const onX = PEOPLE.filter((p) => canActor(actorOf(p), 'checkInTickets', { event: X }));
    expect(onX).toEqual(['eventChair', 'door X', 'admin']);
  });
});
