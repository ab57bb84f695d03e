/**
 * The officers' roles (issue 18): what an administrator may grant to an account until a term end
 * date. Administrators themselves are not granted here: ADMIN_EMAILS (or the aws wiring's
 * Cognito group) makes them, and they may do everything.
 */
export const OFFICER_ROLES = ['treasurer', 'secretary', 'eventChair', 'door'] as const;

export type OfficerRole = (typeof OFFICER_ROLES)[number];

/** How each role is named on the console's pages. */
export const OFFICER_ROLE_NAMES: Readonly<Record<OfficerRole, string>> = {
  treasurer: 'Treasurer',
  secretary: 'Secretary',
  eventChair: 'Event chair',
  door: 'Door volunteer',
};

/** A role in force for a person: the role, and the event it is limited to (the door's), else null. */
export interface Office {
  readonly role: OfficerRole;
  readonly event: string | null;
}

/**
 * What a request is about, where that narrows who may act: the event of a door's page or ticket.
 * 'anyEvent' asks whether the person may take the action for some event (a route's early check,
 * before the body says which: the use case asks again with the event).
 */
export type AccessScope = { readonly event: string } | 'anyEvent';

/** The door's role holds for one event only: the grant names it, and the request must be about it. */
export function isEventScoped(role: OfficerRole): boolean {
  return role === 'door';
}

/** A calendar date as `YYYY-MM-DD` (the chapter's time zone decides which day it is now). */
export type IsoDate = string;

/**
 * One grant of a role to an account. The term end date is the first day without the role: access
 * ends at the start of `endsOn` in the chapter's time zone, with no one acting (so a term 'until
 * June 30' is granted with July 1). A revoked grant ends at once.
 */
export interface RoleGrant {
  readonly id: string;
  /** The account's e-mail, normalised. */
  readonly email: string;
  readonly role: OfficerRole;
  /** The door's event slug; null for every other role. */
  readonly event: string | null;
  readonly endsOn: IsoDate;
  readonly grantedBy: string;
  readonly grantedAt: string;
  readonly revokedAt: string | null;
  readonly revokedBy: string | null;
}

export type GrantStatus = 'current' | 'ended' | 'revoked';

/** Where a grant stands on `today` (a date in the chapter's zone). */
export function grantStatus(grant: RoleGrant, today: IsoDate): GrantStatus {
  if (grant.revokedAt !== null) return 'revoked';
  return today < grant.endsOn ? 'current' : 'ended';
}

/** The offices a person holds on `today` from their grants (revoked and ended ones left out). */
export function officesInForce(grants: readonly RoleGrant[], today: IsoDate): readonly Office[] {
  return grants.filter((grant) => grantStatus(grant, today) === 'current').map(({ role, event }) => ({ role, event }));
}

export function isOfficerRole(value: string): value is OfficerRole {
  return (OFFICER_ROLES as readonly string[]).includes(value);
}
