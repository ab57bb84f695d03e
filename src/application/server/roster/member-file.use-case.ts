import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import type { Actor } from '../../../domain/access';
import { rosterStatus } from '../../../domain/dues-status';
import { normalizeEmail, type Member } from '../../../domain/members';
import { isoNow } from '../../ports/clock.port';
import type { IdentityError } from '../../ports/identity-provider.port';
import type { AccountState, MemberAccountAudit } from '../../ports/member-accounts.port';
import type { MemberChanges } from '../../ports/member-repository.port';
import type { MemberFile } from '../../ports/officer-members-gateway.port';
import type { OrderRecord } from '../../ports/order-ledger.port';
import { invalidInput, type ContentError } from '../content/content.errors';
import { checkMemberChanges, type MemberChangeInput } from '../content/member-record';
import { allowed, currentDuesYear, rosterOf, type RosterDeps } from './roster-deps';

export type MemberFileError = ContentError | IdentityError;

const MAX_REASON_LENGTH = 500;
/** The fields of a dues record: changing only these is `editDuesRecord`; any other is `updateAnyMember`. */
const DUES_FIELDS: readonly string[] = ['membership', 'duesPayYear'];

function actorName(actor: Actor): string {
  return actor.email === null ? 'unknown' : normalizeEmail(actor.email);
}

function memberOf(deps: RosterDeps, id: string): ResultAsync<Member, ContentError> {
  return deps.members.get(id);
}

/** A member's page (readAnyMember): the record, the status for this dues year, the account and the orders (newest first). */
export function viewMemberFile(
  deps: RosterDeps,
  input: { readonly actor: Actor; readonly id: string },
): ResultAsync<MemberFile, MemberFileError> {
  const currentYear = currentDuesYear(deps);
  return allowed(input.actor, 'readAnyMember')
    .andThen(() => memberOf(deps, input.id))
    .andThen((member) =>
      ResultAsync.combine([
        rosterOf(deps).andThen((roster) => roster.ordersOf(member)) as ResultAsync<readonly OrderRecord[], MemberFileError>,
        deps.accounts.accountStateOf(member.email) as ResultAsync<AccountState, MemberFileError>,
      ] as const).map(([orders, account]) => ({
        member,
        currentYear,
        status: rosterStatus(member, currentYear),
        account,
        orders: orders.map(({ id, description, amount, status, createdAt, paidAt, refundedAt }) => ({
          id,
          description,
          amount,
          status,
          createdAt,
          paidAt,
          refundedAt,
        })),
      })),
    );
}

export interface AmendMemberInput {
  readonly actor: Actor;
  readonly id: string;
  readonly changes: MemberChangeInput;
  readonly reason: string;
}

function checkReason(reason: string): ResultAsync<string, ContentError> {
  const trimmed = reason.trim();
  if (trimmed === '') return errAsync(invalidInput({ type: 'InvalidForm', fields: { reason: 'Please give a reason for this change.' } }));
  if (trimmed.length > MAX_REASON_LENGTH) {
    return errAsync(
      invalidInput({ type: 'InvalidForm', fields: { reason: `The reason must be at most ${MAX_REASON_LENGTH} characters.` } }),
    );
  }
  return okAsync(trimmed);
}

/** Only the fields whose value changes; none is refused, so every audit entry records a change. */
function actualChanges(current: Member, changes: MemberChanges): ResultAsync<MemberChanges, ContentError> {
  const changed = Object.fromEntries(
    Object.entries(changes).filter(([field, value]) => value !== undefined && current[field as keyof Member] !== value),
  ) as MemberChanges;
  if (Object.keys(changed).length > 0) return okAsync(changed);
  return errAsync(invalidInput({ type: 'InvalidForm', fields: { changes: 'Nothing was changed: every field already has this value.' } }));
}

/**
 * An officer's change of a member's record, with a reason: dues fields alone (membership, dues
 * year) take `editDuesRecord`, any other field `updateAnyMember` (both when both change). The
 * record the changes produce is checked as the Admin Panel checks it; the change and its audit
 * entry (before and after) are written together.
 */
export function amendMember(deps: RosterDeps, input: AmendMemberInput): ResultAsync<Member, ContentError> {
  const fields = Object.keys(input.changes).filter((field) => input.changes[field] !== undefined);
  const duesOnly = fields.length > 0 && fields.every((field) => DUES_FIELDS.includes(field));
  const action = duesOnly ? 'editDuesRecord' : 'updateAnyMember';
  const both = !duesOnly && fields.some((field) => DUES_FIELDS.includes(field));
  return allowed(input.actor, action)
    .andThen(() => (both ? allowed(input.actor, 'editDuesRecord') : okAsync(undefined)))
    .andThen(() => checkReason(input.reason))
    .andThen((reason) =>
      memberOf(deps, input.id)
        .andThen((current) =>
          checkMemberChanges(input.actor, current, input.changes, currentDuesYear(deps)).asyncAndThen((checked) =>
            actualChanges(current, checked),
          ),
        )
        .andThen((changes) =>
          rosterOf(deps).andThen((roster) =>
            roster.amend(input.id, changes, { actor: actorName(input.actor), at: isoNow(deps.clock), action, reason }),
          ),
        ),
    );
}

type AccountAction = 'inviteMember' | 'resetMemberPassword' | 'disableSignIn' | 'enableSignIn';

const NO_ACCOUNT_YET: IdentityError = { type: 'UserNotFound', message: 'This member has no account yet: invite them first.' };

/** What each account action does to the identity service. */
function perform(deps: RosterDeps, action: AccountAction, email: string, audit: MemberAccountAudit): ResultAsync<unknown, IdentityError> {
  switch (action) {
    case 'inviteMember':
      return deps.accounts.adminCreateUser({ email }, audit);
    case 'resetMemberPassword':
      return deps.accounts.adminRequirePasswordReset({ email }, audit);
    case 'disableSignIn':
      return deps.accounts.adminSetSignIn({ email, enabled: false }, audit);
    case 'enableSignIn':
      return deps.accounts.adminSetSignIn({ email, enabled: true }, audit);
  }
}

/**
 * An officer acts on a member's account: invites them (an account with a temporary password
 * e-mailed; for an invitation not yet taken up, a new temporary password), requires a new
 * password (a reset code e-mailed, sessions ended), or disables or re-enables their sign-in
 * (`disableSignIn` for both). The identity service writes the audit entry (the account's state
 * before and after) with the account's change, in its transaction: the accounts are in the audit
 * log's database. Where there is no roster (the aws wiring: members are AppSync's, accounts
 * Cognito's) nothing is done.
 */
export function actOnAccount(
  deps: RosterDeps,
  input: { readonly actor: Actor; readonly id: string; readonly action: AccountAction },
): ResultAsync<AccountState, MemberFileError> {
  const right = input.action === 'enableSignIn' ? 'disableSignIn' : input.action;
  return allowed(input.actor, right)
    .andThen(() => rosterOf(deps))
    .andThen(() => memberOf(deps, input.id))
    .andThen((member) =>
      deps.accounts.accountStateOf(member.email).andThen((before) => {
        const audit: MemberAccountAudit = (after) => ({
          actor: actorName(input.actor),
          at: isoNow(deps.clock),
          action: input.action,
          subject: { kind: 'member', id: member.id },
          before: { account: before },
          after: { account: after },
          reason: null,
        });
        return (
          input.action !== 'inviteMember' && before === 'none' ? errAsync(NO_ACCOUNT_YET) : perform(deps, input.action, member.email, audit)
        ).andThen(() => deps.accounts.accountStateOf(member.email));
      }),
    );
}
