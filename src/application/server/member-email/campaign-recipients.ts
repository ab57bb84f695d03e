import type { ResultAsync } from 'neverthrow';
import { okAsync } from 'neverthrow';
import type { Segment } from '../../../domain/member-email';
import { normalizeEmail } from '../../../domain/members';
import { yearIn } from '../../ports/clock.port';
import type { RosterFilter } from '../../ports/member-roster.port';
import { notFound, unavailable, type RepositoryError } from '../../ports/repository.errors';
import type { MemberEmailDeps } from './member-email-deps';
import type { MemberRoster } from '../../ports/member-roster.port';

/** One recipient of a campaign: whom its queue key names (a member's id, or the address of a non-member) and where it goes. */
export interface Recipient {
  readonly id: string;
  readonly email: string;
}

const fromStore = (error: { readonly type: string; readonly message: string }): RepositoryError =>
  error.type === 'NotFound' ? notFound('The event') : unavailable(error.message);

function memberFilter(segment: Segment, year: number): RosterFilter | null {
  const everyone: RosterFilter = { year, search: '', statuses: [], membership: null, gradYearFrom: null, gradYearTo: null };
  switch (segment.kind) {
    case 'all':
      return everyone;
    case 'paid':
      return { ...everyone, year: segment.year, statuses: ['paid', 'lifetime-paid'] };
    case 'unpaid':
      return { ...everyone, year: segment.year, statuses: ['unpaid', 'lifetime-unpaid', 'lapsed'] };
    case 'lifetime':
      return { ...everyone, membership: 'lifetime' };
    case 'gradYears':
      return { ...everyone, gradYearFrom: segment.from, gradYearTo: segment.to };
    case 'ticketHolders':
    case 'waitingList':
      return null;
  }
}

/** Each address once (the first holder's), in the order given. */
function onePerAddress(recipients: readonly Recipient[]): readonly Recipient[] {
  const seen = new Set<string>();
  return recipients.filter((recipient) => {
    const key = normalizeEmail(recipient.email);
    if (key === '' || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function eventRecipients(
  deps: MemberEmailDeps,
  segment: Extract<Segment, { event: string }>,
): ResultAsync<readonly Recipient[], RepositoryError> {
  const { events, tickets, waitingList } = deps.ticketing;
  const byAddress = (email: string): Recipient => ({ id: normalizeEmail(email), email: email.trim() });
  return events
    .get(segment.event)
    .mapErr(fromStore)
    .andThen(() =>
      segment.kind === 'ticketHolders'
        ? tickets
            .ofEvent(segment.event)
            .mapErr(fromStore)
            .map((issued) => issued.filter((ticket) => !ticket.voided).map((ticket) => byAddress(ticket.buyerEmail)))
        : waitingList
            .ofEvent(segment.event)
            .mapErr(fromStore)
            .map((parties) =>
              parties.filter((party) => party.state === 'waiting' || party.state === 'offered').map((party) => byAddress(party.email)),
            ),
    );
}

/**
 * Who a segment reaches now, each address once: members through the roster's dues-status query
 * (the same statuses the roster shows for the year), an event's valid tickets' buyers or the
 * parties still on its waiting list. Members are named by their id, others by their address.
 */
export function recipientsOf(
  deps: MemberEmailDeps,
  roster: MemberRoster,
  segment: Segment,
): ResultAsync<readonly Recipient[], RepositoryError> {
  const filter = memberFilter(segment, yearIn(deps.clock.now(), deps.config.timeZone));
  const found =
    filter === null
      ? eventRecipients(deps, segment as Extract<Segment, { event: string }>)
      : roster
          .all(filter, { sort: 'name', direction: 'asc' })
          .map((rows) => rows.map(({ member }) => ({ id: member.id, email: member.email })));
  return found.andThen((recipients) => okAsync(onePerAddress(recipients)));
}
