import { err, ok, type Result } from 'neverthrow';
import { normalizeEmail, sameEmail } from './members';
import { isEventScoped, type AccessScope, type Office, type OfficerRole } from './officer-roles';

/** Who is asking (spec section 6). The server decides the role; the browser only displays it. */
export type Role = 'visitor' | 'member' | 'admin';

/** Everything a person can do, one name per operation the server enforces. */
export const ACTIONS = [
  // public
  'viewPublicPages',
  'joinAsMember',
  'donate',
  'buyTickets',
  'listEvents',
  'getEvent',
  'listOfficers',
  'getOfficer',
  'viewOfficerPhoto',
  'listNewsPosts',
  'getNewsPost',
  'listCommittees',
  'getCommittee',
  'sendContactMessage',
  'viewTicketedEvents',
  'joinWaitingList',
  'leaveWaitingList',
  'claimWaitingListOffer',
  // by a signed link a member was mailed (issue 19): the link, not a session, names the member
  'payDuesByLink',
  'changeMailPreferences',
  // by a signed link mailed to a payer (issue 20): a receipt, a year's giving statement
  'readReceiptByLink',
  'readGivingStatementByLink',
  // members
  'readOwnMember',
  'updateOwnMember',
  'payDues',
  'upgradeMembership',
  'changePassword',
  'listDocuments',
  'downloadDocument',
  // a member's own records and the directory (issue 20)
  'viewOwnPayments',
  'exportOwnData',
  'deleteOwnAccount',
  'viewDirectory',
  'editDirectoryProfile',
  // administrators
  'viewAdminPanel',
  'listMembers',
  'readAnyMember',
  'createMember',
  'updateAnyMember',
  'deleteMember',
  'createMemberAccount',
  'createEvent',
  'updateEvent',
  'deleteEvent',
  'createOfficer',
  'updateOfficer',
  'deleteOfficer',
  'createNewsPost',
  'updateNewsPost',
  'deleteNewsPost',
  'createCommittee',
  'updateCommittee',
  'deleteCommittee',
  'previewMarkdown',
  'uploadDocument',
  'deleteDocument',
  'uploadPhoto',
  'readSiteTextDrafts',
  'writeSiteTexts',
  // the event chair (issue 17): an administrator today; the roles of a later issue map onto these
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
  // the officers' console (issue 18): an administrator today; the officers' roles map onto these
  'viewRoster',
  'exportRoster',
  'editDuesRecord',
  'inviteMember',
  'resetMemberPassword',
  'disableSignIn',
  'importMembers',
  'viewLedger',
  'exportLedger',
  'recordOfflinePayment',
  'refundPayment',
  'viewTreasuryReport',
  'publishTreasuryReport',
  'viewRoles',
  'grantRole',
  'revokeRole',
  'viewAuditLog',
  'exportAuditLog',
  // mail and reminders (issue 19)
  'viewOutgoingMail',
  'retryMail',
  'previewMailTemplates',
  'manageDuesReminders',
  'viewMemberEmail',
  'writeMemberEmail',
  // receipts and giving statements (issue 20)
  'manageChapterSettings',
  'viewGivingStatements',
  'sendGivingStatements',
  // backups (issue 21)
  'viewBackups',
] as const;

export type Action = (typeof ACTIONS)[number];

const VISITOR: readonly Action[] = ACTIONS.slice(0, ACTIONS.indexOf('readOwnMember'));
const MEMBER: readonly Action[] = ACTIONS.slice(0, ACTIONS.indexOf('viewAdminPanel'));

/** Each role may do what the one below it may, and more: visitor ⊂ member ⊂ admin. */
export const PERMISSIONS: Readonly<Record<Role, ReadonlySet<Action>>> = {
  visitor: new Set(VISITOR),
  member: new Set(MEMBER),
  admin: new Set(ACTIONS),
};

export function can(role: Role, action: Action): boolean {
  return PERMISSIONS[role].has(action);
}

export type AccessError = { readonly type: 'Unauthorized'; readonly message: 'Unauthorized' };

export const UNAUTHORIZED: AccessError = { type: 'Unauthorized', message: 'Unauthorized' };

export function authorize(role: Role, action: Action): Result<void, AccessError> {
  return can(role, action) ? ok(undefined) : err(UNAUTHORIZED);
}

/** The administrators' e-mail addresses, normalised. Comes from server configuration. */
export type AdminList = ReadonlySet<string>;

export type AdminListError = { readonly type: 'InvalidAdminList'; readonly entry: string; readonly message: string };

/** Reads a comma-separated list of administrator e-mails, refusing an entry that is not one. */
export function parseAdminList(text: string): Result<AdminList, AdminListError> {
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  const bad = entries.find((entry) => !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(entry));
  if (bad !== undefined) {
    return err({ type: 'InvalidAdminList', entry: bad, message: `'${bad}' is not an e-mail address.` });
  }
  return ok(new Set(entries.map(normalizeEmail)));
}

/** The role of a signed-in e-mail (or of nobody). */
export function roleOf(email: string | null, admins: AdminList): Role {
  if (email === null) return 'visitor';
  return admins.has(normalizeEmail(email)) ? 'admin' : 'member';
}

/**
 * The identity provider's group of administrators, where they come from a group instead of a list
 * of e-mails: Cognito's, in the aws wiring. amplify/auth/resource.ts declares the group in the
 * backend definition, and a test keeps the two names equal.
 */
export const ADMINS_GROUP = 'admins';

/** The role of a signed-in person known by their identity provider's groups: an administrator in ADMINS_GROUP. */
export function roleOfGroups(groups: readonly unknown[]): 'admin' | 'member' {
  return groups.includes(ADMINS_GROUP) ? 'admin' : 'member';
}

const ROSTER_READ: readonly Action[] = ['viewRoster', 'exportRoster', 'listMembers', 'readAnyMember'];

const EVENT_CHAIR: readonly Action[] = [
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
];

/**
 * The role x action table, as data: each role's actions beyond a member's. Nothing here lets an
 * officer delete a member, disable a sign-in, edit the site's content or grant roles: those stay
 * with administrators. The door's actions count only for the one event its grant names (`isEventScoped`).
 */
export const OFFICER_PERMISSIONS: Readonly<Record<OfficerRole, ReadonlySet<Action>>> = {
  treasurer: new Set<Action>([
    ...ROSTER_READ,
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
  ]),
  secretary: new Set<Action>([
    ...ROSTER_READ,
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
  ]),
  eventChair: new Set<Action>(EVENT_CHAIR),
  door: new Set<Action>(['viewAttendees', 'checkInTickets']),
};

/** Whether one office allows `action` within `scope` (an event-scoped office needs the request's event to be its own). */
function officeAllows(office: Office, action: Action, scope?: AccessScope): boolean {
  if (!OFFICER_PERMISSIONS[office.role].has(action)) return false;
  if (!isEventScoped(office.role)) return true;
  if (scope === undefined) return false;
  return scope === 'anyEvent' || scope.event === office.event;
}

/** A signed-in person, or null for a visitor. */
export interface Actor {
  readonly role: Role;
  readonly email: string | null;
  /**
   * The officers' roles in force for this person now (domain/officer-roles.ts): read from their
   * grants when the request's actor is resolved, on the chapter's date. None for a visitor.
   */
  readonly offices?: readonly Office[];
}

/**
 * Whether a signed-in person (or a visitor) may do `action`: their role (visitor, member,
 * administrator) or one of the offices in force for them allows it. `scope` says what the request
 * is about where an office is limited to it (the door's event); without it, such an office allows nothing.
 */
export function authorizeActor(actor: Actor, action: Action, scope?: AccessScope): Result<void, AccessError> {
  return canActor(actor, action, scope) ? ok(undefined) : err(UNAUTHORIZED);
}

/** The yes-or-no of `authorizeActor`. */
export function canActor(actor: Actor, action: Action, scope?: AccessScope): boolean {
  if (can(actor.role, action)) return true;
  if (actor.role === 'visitor') return false;
  return (actor.offices ?? []).some((office) => officeAllows(office, action, scope));
}

/** The actions beyond a member's (the Admin Panel's and the officers' console's). */
export const OFFICER_ACTIONS: readonly Action[] = ACTIONS.slice(ACTIONS.indexOf('viewAdminPanel'));

/** Which of the officers' actions this person may take for some event or record: what their console shows. */
export function officerActionsOf(actor: Actor): readonly Action[] {
  return OFFICER_ACTIONS.filter((action) => canActor(actor, action, 'anyEvent'));
}

/**
 * Whether an actor may read or change one member's record: their own (matched by e-mail) as a
 * member, anyone's as an administrator (or an officer whose role reads or edits any), nobody's as a visitor.
 */
export function authorizeMemberRecord(actor: Actor, memberEmail: string, access: 'read' | 'update'): Result<void, AccessError> {
  if (canActor(actor, access === 'read' ? 'readAnyMember' : 'updateAnyMember')) return ok(undefined);
  const own = actor.email !== null && sameEmail(actor.email, memberEmail);
  return own ? authorize(actor.role, access === 'read' ? 'readOwnMember' : 'updateOwnMember') : err(UNAUTHORIZED);
}
