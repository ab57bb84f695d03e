import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { Member } from '../../../domain/members';
import { displayMembership, duesAmount, duesStatus, isUpgradeOffered, type DuesStatus } from '../../../domain/membership';
import type { Cents } from '../../../domain/money';
import { MESSAGES } from '../messages';
import { yearOf, type Clock } from '../../ports/clock.port';
import type { DuesCalendar } from '../../ports/dues-calendar.port';
import type { MemberRepository } from '../../ports/member-repository.port';
import { NO_MEMBER_RECORD } from '../../ports/repository.errors';
import { contentFailure, type ContentFailure } from './content-failure';

/** The ports `loadMemberProfile` needs. */
export interface LoadMemberProfileDeps {
  readonly members: MemberRepository;
  readonly clock: Clock;
  /** This dues year as the server reads it (in the chapter's time zone); the browser's own year if it cannot be asked. */
  readonly duesCalendar: DuesCalendar;
}

/** What the Member Area's profile card, dues box and upgrade box show. */
export interface MemberProfile {
  readonly member: Member;
  /** 'Annual Member' for the legacy value, else the membership as stored. */
  readonly membershipLabel: string;
  /** The dues year the status is for: this year in the chapter's time zone. */
  readonly duesYear: number;
  readonly duesStatus: DuesStatus;
  readonly duesAmount: Cents;
  readonly upgradeOffered: boolean;
}

/**
 * What `loadMemberProfile` answers instead of a result, with the notice to show. `NoMemberRecord`
 * is not a failure of the site: the account exists (an administrator created it, say) but no
 * membership belongs to its e-mail yet, and the Member Area says so.
 */
export type LoadMemberProfileError = ContentFailure<'MemberLoadFailed'> | ContentFailure<'NoMemberRecord'>;

/**
 * Loads the signed-in member's record by their e-mail: 'Failed to load member data.' when it
 * cannot, NoMemberRecord when there is none. The dues status is for this dues year as the server
 * reads it (so on December 31 at 7:30 pm in New York it is still that year, as checkout says).
 */
export function loadMemberProfile(
  deps: LoadMemberProfileDeps,
  input: { readonly email: string },
): ResultAsync<MemberProfile, LoadMemberProfileError> {
  return deps.members
    .findByEmail(input.email)
    .mapErr((error): LoadMemberProfileError => contentFailure('MemberLoadFailed', error, MESSAGES.memberLoadFailed))
    .andThen((member) =>
      member === null
        ? errAsync<Member, LoadMemberProfileError>(contentFailure('NoMemberRecord', NO_MEMBER_RECORD, MESSAGES.noMemberRecord))
        : okAsync(member),
    )
    .andThen((member) =>
      deps.duesCalendar
        .coveredYears()
        .map((covered) => covered.dues)
        .orElse(() => okAsync(yearOf(deps.clock)))
        .map((duesYear) => ({ member, duesYear })),
    )
    .map(({ member, duesYear }) => ({
      member,
      membershipLabel: displayMembership(member.membership),
      duesYear,
      duesStatus: duesStatus(member.duesPayYear, duesYear),
      duesAmount: duesAmount(member.membership),
      upgradeOffered: isUpgradeOffered(member.membership),
    }));
}
