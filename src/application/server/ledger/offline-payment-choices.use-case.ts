import { errAsync, type ResultAsync } from 'neverthrow';
import { authorizeActor, type AccessError, type Actor } from '../../../domain/access';
import { DONATION_TYPES } from '../../../domain/catalog';
import { MEMBERSHIP_PLANS } from '../../../domain/membership';
import { fullName } from '../../../domain/members';
import { MAX_LENGTH } from '../../../domain/validation/fields';
import { yearIn, type Clock } from '../../ports/clock.port';
import type { OfflinePaymentChoices, PayerView } from '../../ports/ledger-gateway.port';
import type { MemberRepository } from '../../ports/member-repository.port';
import type { Ticketing } from '../../ports/ticketing.port';
import { invalidOrder, unavailable, type InvalidOrder, type Unavailable } from '../payments/payments.errors';
import { dayIn } from './ledger-days';

export interface OfflineChoicesDeps {
  readonly members: MemberRepository;
  readonly clock: Clock;
  readonly ticketing: Pick<Ticketing, 'events'>;
  readonly config: { readonly timeZone: string };
}

export function offlinePaymentChoices(
  deps: OfflineChoicesDeps,
  actor: Actor,
): ResultAsync<OfflinePaymentChoices, AccessError | Unavailable> {
  const allowed = authorizeActor(actor, 'recordOfflinePayment');
  if (allowed.isErr()) return errAsync(allowed.error);
  const now = deps.clock.now();
  const year = yearIn(now, deps.config.timeZone);
  return deps.ticketing.events
    .list()
    .mapErr(unavailable)
    .map((stored) => ({
      today: dayIn(now, deps.config.timeZone),
      duesYears: [year, year + 1],
      memberships: MEMBERSHIP_PLANS,
      donationTypes: DONATION_TYPES,
      events: stored
        .filter(({ event }) => event.status === 'published')
        .map(({ event }) => ({
          slug: event.slug,
          name: event.name,
          ticketTypes: event.ticketTypes.map((type) => ({
            id: type.id,
            name: type.name,
            price: type.price,
            memberPrice: type.memberPrice,
          })),
        })),
    }));
}

const PAYER_SEARCH_MESSAGE = `Please type 2 to ${MAX_LENGTH.name} characters of a name or an e-mail address.`;
const PAYERS_SHOWN = 10;

/** Capitalised as names are usually stored ('ada' finds 'Ada'). */
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Members whose first name, last name or e-mail contains the text typed (as typed, lower case or capitalised): the first ten. */
export function findPayers(
  deps: Pick<OfflineChoicesDeps, 'members'>,
  actor: Actor,
  text: string,
): ResultAsync<readonly PayerView[], AccessError | InvalidOrder | Unavailable> {
  const allowed = authorizeActor(actor, 'recordOfflinePayment');
  if (allowed.isErr()) return errAsync(allowed.error);
  const typed = text.trim();
  if (typed.length < 2 || typed.length > MAX_LENGTH.name) return errAsync(invalidOrder(PAYER_SEARCH_MESSAGE, { q: PAYER_SEARCH_MESSAGE }));
  const spellings = [...new Set([typed, typed.toLowerCase(), capitalised(typed.toLowerCase())])];
  const or = spellings.flatMap((spelling) => [
    { firstName: { contains: spelling } },
    { lastName: { contains: spelling } },
    { email: { contains: spelling } },
  ]);
  return deps.members
    .list({ filter: { or }, limit: PAYERS_SHOWN })
    .mapErr(unavailable)
    .map((page) =>
      page.items.map((member) => ({
        id: member.id,
        name: fullName(member),
        email: member.email,
        membership: member.membership,
        duesPayYear: member.duesPayYear ?? null,
      })),
    );
}
