import fc from 'fast-check';
import { err, ok } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import {
  ACTIONS,
  authorize,
  authorizeMemberRecord,
  can,
  parseAdminList,
  PERMISSIONS,
  roleOf,
  UNAUTHORIZED,
  type Action,
  type Role,
} from '../../src/domain/access';

const ROLES: readonly Role[] = ['visitor', 'member', 'admin'];

/** Spec section 6, written out by hand: [visitor, member, admin]. */
const EXPECTED: Record<Action, readonly [boolean, boolean, boolean]> = {
  // anyone: public screens, join, donate, tickets, events, officers and their photos
  viewPublicPages: [true, true, true],
  joinAsMember: [true, true, true],
  donate: [true, true, true],
  buyTickets: [true, true, true],
  listEvents: [true, true, true],
  getEvent: [true, true, true],
  listOfficers: [true, true, true],
  getOfficer: [true, true, true],
  viewOfficerPhoto: [true, true, true],
  // anyone (issue 16): news, committees, the contact form
  listNewsPosts: [true, true, true],
  getNewsPost: [true, true, true],
  listCommittees: [true, true, true],
  getCommittee: [true, true, true],
  sendContactMessage: [true, true, true],
  // ticketed events (issue 17): pages, the waiting list and its links are for anyone
  viewTicketedEvents: [true, true, true],
  joinWaitingList: [true, true, true],
  leaveWaitingList: [true, true, true],
  claimWaitingListOffer: [true, true, true],
  // by a signed link: anyone holding it
  payDuesByLink: [true, true, true],
  changeMailPreferences: [true, true, true],
  readReceiptByLink: [true, true, true],
  readGivingStatementByLink: [true, true, true],
  // signed-in members: own record, dues, upgrade, password, minutes and treasury reports
  readOwnMember: [false, true, true],
  updateOwnMember: [false, true, true],
  payDues: [false, true, true],
  upgradeMembership: [false, true, true],
  changePassword: [false, true, true],
  listDocuments: [false, true, true],
  downloadDocument: [false, true, true],
  viewOwnPayments: [false, true, true],
  exportOwnData: [false, true, true],
  deleteOwnAccount: [false, true, true],
  viewDirectory: [false, true, true],
  editDirectoryProfile: [false, true, true],
  // administrators only
  viewAdminPanel: [false, false, true],
  listMembers: [false, false, true],
  readAnyMember: [false, false, true],
  createMember: [false, false, true],
  updateAnyMember: [false, false, true],
  deleteMember: [false, false, true],
  createMemberAccount: [false, false, true],
  createEvent: [false, false, true],
  updateEvent: [false, false, true],
  deleteEvent: [false, false, true],
  createOfficer: [false, false, true],
  updateOfficer: [false, false, true],
  deleteOfficer: [false, false, true],
  createNewsPost: [false, false, true],
  updateNewsPost: [false, false, true],
  deleteNewsPost: [false, false, true],
  createCommittee: [false, false, true],
  updateCommittee: [false, false, true],
  deleteCommittee: [false, false, true],
  previewMarkdown: [false, false, true],
  uploadDocument: [false, false, true],
  deleteDocument: [false, false, true],
  uploadPhoto: [false, false, true],
  readSiteTextDrafts: [false, false, true],
  writeSiteTexts: [false, false, true],
  // the event chair's work, the attendee list and the door
  listAllTicketedEvents: [false, false, true],
  createTicketedEvent: [false, false, true],
  updateTicketedEvent: [false, false, true],
  publishTicketedEvent: [false, false, true],
  closeTicketSales: [false, false, true],
  cancelTicketedEvent: [false, false, true],
  viewAttendees: [false, false, true],
  exportAttendees: [false, false, true],
  checkInTickets: [false, false, true],
  viewWaitingList: [false, false, true],
  offerWaitingListSeats: [false, false, true],
  cancelTicketOrder: [false, false, true],
  viewRoster: [false, false, true],
  exportRoster: [false, false, true],
  editDuesRecord: [false, false, true],
  inviteMember: [false, false, true],
  resetMemberPassword: [false, false, true],
  disableSignIn: [false, false, true],
  importMembers: [false, false, true],
  viewLedger: [false, false, true],
  exportLedger: [false, false, true],
  recordOfflinePayment: [false, false, true],
  refundPayment: [false, false, true],
  viewTreasuryReport: [false, false, true],
  publishTreasuryReport: [false, false, true],
  viewRoles: [false, false, true],
  grantRole: [false, false, true],
  revokeRole: [false, false, true],
  viewAuditLog: [false, false, true],
  exportAuditLog: [false, false, true],
  viewOutgoingMail: [false, false, true],
  retryMail: [false, false, true],
  previewMailTemplates: [false, false, true],
  manageDuesReminders: [false, false, true],
  viewMemberEmail: [false, false, true],
  writeMemberEmail: [false, false, true],
  manageChapterSettings: [false, false, true],
  viewGivingStatements: [false, false, true],
  sendGivingStatements: [false, false, true],
  viewBackups: [false, false, true],
};

describe('permissions table (spec section 6)', () => {
  it('the table names exactly the module’s actions, no more and no fewer', () => {
    expect([...ACTIONS].sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  const rows = Object.entries(EXPECTED).flatMap(([action, allowed]) =>
    ROLES.map((role, i) => [action as Action, role, allowed[i]] as const),
  );

  it.each(rows)('%s by %s: %s', (action, role, allowed) => {
    expect(can(role, action)).toBe(allowed);
    expect(authorize(role, action)).toEqual(allowed ? ok(undefined) : err({ type: 'Unauthorized', message: 'Unauthorized' }));
  });

  it('property: visitor ⊂ member ⊂ admin', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ACTIONS), (action) => {
        if (can('visitor', action)) expect(can('member', action)).toBe(true);
        if (can('member', action)) expect(can('admin', action)).toBe(true);
      }),
    );
    expect(PERMISSIONS.visitor.size).toBeLessThan(PERMISSIONS.member.size);
    expect(PERMISSIONS.member.size).toBeLessThan(PERMISSIONS.admin.size);
  });

  it('the refusal reads Unauthorized', () => {
    expect(UNAUTHORIZED).toEqual({ type: 'Unauthorized', message: 'Unauthorized' });
  });
});

describe('parseAdminList', () => {
  it('reads a comma list, trimming spaces and lower-casing', () => {
    expect(parseAdminList(' Pres@Chapter.org, treasurer@chapter.org ,SECRETARY@CHAPTER.ORG,,')).toEqual(
      ok(new Set(['pres@chapter.org', 'treasurer@chapter.org', 'secretary@chapter.org'])),
    );
  });

  it('reads an empty list as no administrators', () => {
    expect(parseAdminList('')).toEqual(ok(new Set()));
    expect(parseAdminList(' , ')).toEqual(ok(new Set()));
  });

  it('names the invalid entry in the message', () => {
    expect(parseAdminList('pres@chapter.org, not-an-email ,x@y.org')).toEqual(
      err({ type: 'InvalidAdminList', entry: 'not-an-email', message: "'not-an-email' is not an e-mail address." }),
    );
    expect(parseAdminList('a b@c.org')._unsafeUnwrapErr().entry).toBe('a b@c.org');
  });

  it('deduplicates addresses that differ only in case', () => {
    expect(parseAdminList('a@b.org,A@B.ORG')._unsafeUnwrap().size).toBe(1);
  });
});

describe('roleOf', () => {
  const admins = parseAdminList('pres@chapter.org')._unsafeUnwrap();

  it('is visitor for nobody, admin for a listed e-mail in any case, member otherwise', () => {
    expect(roleOf(null, admins)).toBe('visitor');
    expect(roleOf('pres@chapter.org', admins)).toBe('admin');
    expect(roleOf(' PRES@Chapter.org ', admins)).toBe('admin');
    expect(roleOf('ada@example.org', admins)).toBe('member');
    expect(roleOf('pres@chapter.org', new Set())).toBe('member');
  });
});

describe('authorizeMemberRecord', () => {
  const ada = { role: 'member', email: 'ada@example.org' } as const;
  const admin = { role: 'admin', email: 'pres@chapter.org' } as const;
  const visitor = { role: 'visitor', email: null } as const;

  it.each(['read', 'update'] as const)('lets a member %s their own record, matched by e-mail ignoring case', (access) => {
    expect(authorizeMemberRecord(ada, 'ada@example.org', access)).toEqual(ok(undefined));
    expect(authorizeMemberRecord(ada, ' ADA@Example.ORG ', access)).toEqual(ok(undefined));
  });

  it.each(['read', 'update'] as const)("refuses to %s another member's record with 'Unauthorized'", (access) => {
    const r = authorizeMemberRecord(ada, 'bob@example.org', access);
    expect(r).toEqual(err(UNAUTHORIZED));
    expect(r._unsafeUnwrapErr().message).toBe('Unauthorized');
  });

  it.each(['read', 'update'] as const)('lets an admin %s any record', (access) => {
    expect(authorizeMemberRecord(admin, 'bob@example.org', access)).toEqual(ok(undefined));
    expect(authorizeMemberRecord(admin, 'pres@chapter.org', access)).toEqual(ok(undefined));
  });

  it.each(['read', 'update'] as const)('lets a visitor %s no record, even one with a matching e-mail', (access) => {
    expect(authorizeMemberRecord(visitor, 'ada@example.org', access)).toEqual(err(UNAUTHORIZED));
    expect(authorizeMemberRecord({ role: 'visitor', email: 'ada@example.org' }, 'ada@example.org', access)).toEqual(err(UNAUTHORIZED));
  });

  it('refuses a member without an e-mail', () => {
    expect(authorizeMemberRecord({ role: 'member', email: null }, 'ada@example.org', 'read')).toEqual(err(UNAUTHORIZED));
  });

  it('property: a member may touch a record exactly when the e-mails match ignoring case and spaces', () => {
    const address = fc.emailAddress();
    fc.assert(
      fc.property(address, address, fc.constantFrom('read', 'update' as const), (mine, theirs, access) => {
        const r = authorizeMemberRecord({ role: 'member', email: mine }, theirs, access);
        expect(r.isOk()).toBe(mine.toLowerCase() === theirs.toLowerCase());
        expect(authorizeMemberRecord({ role: 'member', email: mine }, ` ${mine.toUpperCase()}`, access).isOk()).toBe(true);
      }),
    );
  });
});
