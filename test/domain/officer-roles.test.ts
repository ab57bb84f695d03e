import fc from 'fast-check';
import { err, ok } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import {
  ACTIONS,
  authorizeActor,
  authorizeMemberRecord,
  can,
  canActor,
  OFFICER_ACTIONS,
  OFFICER_PERMISSIONS,
  officerActionsOf,
  UNAUTHORIZED,
  type Action,
  type Actor,
} from '../../src/domain/access';
import { grantStatus, OFFICER_ROLES, officesInForce, type OfficerRole, type RoleGrant } from '../../src/domain/officer-roles';

/** Issue 18, item 8, written out by hand: the actions each officer's role adds to a member's. */
const EXPECTED: Record<OfficerRole, readonly Action[]> = {
  treasurer: [
    'viewRoster',
    'exportRoster',
    'listMembers',
    'readAnyMember',
    'editDuesRecord',
    'viewLedger',
    'exportLedger',
    'recordOfflinePayment',
    'refundPayment',
    'viewTreasuryReport',
    'publishTreasuryReport',
    'manageDuesReminders',
    'viewOutgoingMail',
    'manageChapterSettings',
    'viewGivingStatements',
    'sendGivingStatements',
  ],
  secretary: [
    'viewRoster',
    'exportRoster',
    'listMembers',
    'readAnyMember',
    'updateAnyMember',
    'createMember',
    'createMemberAccount',
    'inviteMember',
    'resetMemberPassword',
    'importMembers',
    'uploadDocument',
    'deleteDocument',
    'viewOutgoingMail',
    'retryMail',
    'previewMailTemplates',
    'manageDuesReminders',
    'viewMemberEmail',
    'writeMemberEmail',
    'viewBackups',
  ],
  eventChair: [
    'listAllTicketedEvents',
    'createTicketedEvent',
    'updateTicketedEvent',
    'publishTicketedEvent',
    'closeTicketSales',
    'cancelTicketedEvent',
    'viewAttendees',
    'exportAttendees',
    'checkInTickets',
    'viewWaitingList',
    'offerWaitingListSeats',
    'cancelTicketOrder',
  ],
  door: ['viewAttendees', 'checkInTickets'],
};

const officer = (role: OfficerRole, event: string | null = null): Actor => ({
  role: 'member',
  email: 'jane@example.org',
  offices: [{ role, event }],
});

const member: Actor = { role: 'member', email: 'ada@example.org' };
const admin: Actor = { role: 'admin', email: 'pres@chapter.org' };
const visitor: Actor = { role: 'visitor', email: null };

describe('the officers’ roles table', () => {
  it('is the table of the issue, role by role', () => {
    for (const role of OFFICER_ROLES) expect([...OFFICER_PERMISSIONS[role]].sort()).toEqual([...EXPECTED[role]].sort());
  });

  it('property: every (role, action) pair is allowed exactly when the table says so, or a member may', () => {
    fc.assert(
      fc.property(fc.constantFrom(...OFFICER_ROLES.filter((r) => r !== 'door')), fc.constantFrom(...ACTIONS), (role, action) => {
        const allowed = EXPECTED[role].includes(action) || can('member', action);
        expect(authorizeActor(officer(role), action)).toEqual(allowed ? ok(undefined) : err(UNAUTHORIZED));
      }),
      { numRuns: 1000 },
    );
  });

  it('property: the door’s actions hold only for its own event', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ACTIONS), fc.constantFrom('spring-banquet', 'golf-day'), (action, event) => {
        const door = officer('door', 'spring-banquet');
        const own = event === 'spring-banquet';
        const byTable = EXPECTED.door.includes(action);
        const asMember = can('member', action);
        expect(canActor(door, action, { event })).toBe(asMember || (byTable && own));
        expect(canActor(door, action)).toBe(asMember);
        expect(canActor(door, action, 'anyEvent')).toBe(asMember || byTable);
      }),
      { numRuns: 500 },
    );
  });

  it('property: an officer may never do what only administrators keep (delete members, content, roles, audit)', () => {
    const adminsOnly: readonly Action[] = [
      'deleteMember',
      'disableSignIn',
      'viewAdminPanel',
      'writeSiteTexts',
      'grantRole',
      'revokeRole',
      'viewRoles',
      'viewAuditLog',
      'exportAuditLog',
    ];
    fc.assert(
      fc.property(fc.subarray([...OFFICER_ROLES], { minLength: 1 }), fc.constantFrom(...adminsOnly), (roles, action) => {
        const actor: Actor = { role: 'member', email: 'jane@example.org', offices: roles.map((role) => ({ role, event: 'x' })) };
        expect(canActor(actor, action, 'anyEvent')).toBe(false);
      }),
    );
  });

  it('administrators may do everything, plain members nothing of the console', () => {
    for (const action of ACTIONS) expect(authorizeActor(admin, action)).toEqual(ok(undefined));
    for (const action of OFFICER_ACTIONS) expect(canActor(member, action, 'anyEvent')).toBe(false);
    expect(officerActionsOf(member)).toEqual([]);
    expect(officerActionsOf(admin)).toEqual(OFFICER_ACTIONS);
  });

  it('a visitor holding offices (which cannot happen) still gets only the public actions', () => {
    const odd: Actor = { ...visitor, offices: [{ role: 'treasurer', event: null }] };
    expect(canActor(odd, 'viewLedger')).toBe(false);
  });

  it('lists the console actions of a treasurer, and of a door volunteer for any event', () => {
    expect(officerActionsOf(officer('treasurer'))).toEqual(OFFICER_ACTIONS.filter((a) => EXPECTED.treasurer.includes(a)));
    expect(officerActionsOf(officer('door', 'golf-day'))).toEqual(['viewAttendees', 'checkInTickets']);
  });

  it('lets a treasurer or a secretary read any member record, and only the secretary change one', () => {
    expect(authorizeMemberRecord(officer('treasurer'), 'bob@example.org', 'read')).toEqual(ok(undefined));
    expect(authorizeMemberRecord(officer('treasurer'), 'bob@example.org', 'update')).toEqual(err(UNAUTHORIZED));
    expect(authorizeMemberRecord(officer('secretary'), 'bob@example.org', 'update')).toEqual(ok(undefined));
    expect(authorizeMemberRecord(officer('door', 'x'), 'bob@example.org', 'read')).toEqual(err(UNAUTHORIZED));
  });
});

describe('a grant’s term', () => {
  const grant: RoleGrant = {
    id: 'g1',
    email: 'jane@example.org',
    role: 'treasurer',
    event: null,
    endsOn: '2026-07-01',
    grantedBy: 'pres@chapter.org',
    grantedAt: '2026-01-10T15:00:00.000Z',
    revokedAt: null,
    revokedBy: null,
  };

  it('is in force the day before its end date and ended from that date on', () => {
    expect(grantStatus(grant, '2026-06-30')).toBe('current');
    expect(grantStatus(grant, '2026-07-01')).toBe('ended');
    expect(grantStatus(grant, '2027-01-01')).toBe('ended');
    expect(officesInForce([grant], '2026-06-30')).toEqual([{ role: 'treasurer', event: null }]);
    expect(officesInForce([grant], '2026-07-01')).toEqual([]);
  });

  it('ends at once when revoked', () => {
    const revoked = { ...grant, revokedAt: '2026-02-01T10:00:00.000Z', revokedBy: 'pres@chapter.org' };
    expect(grantStatus(revoked, '2026-03-01')).toBe('revoked');
    expect(officesInForce([revoked, { ...grant, role: 'door', event: 'gala' }], '2026-03-01')).toEqual([{ role: 'door', event: 'gala' }]);
  });

  it('property: a grant is current exactly on the days before its end date', () => {
    const day = fc
      .date({ min: new Date('2020-01-01'), max: new Date('2040-12-31'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
    fc.assert(
      fc.property(day, day, (endsOn, today) => {
        expect(grantStatus({ ...grant, endsOn }, today) === 'current').toBe(today < endsOn);
      }),
    );
  });
});
