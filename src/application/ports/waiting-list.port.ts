import type { AuditEntry } from '../../domain/audit';
import type { ResultAsync } from 'neverthrow';

/**
 * A party waiting for seats of a sold-out event (issue 17, point 5): for a type, or for any type
 * (null). Parties are served first come, first served among those that fit.
 */
export interface WaitingParty {
  readonly id: string;
  readonly eventSlug: string;
  /** The ticket type waited for, or null for any. */
  readonly typeId: string | null;
  readonly name: string;
  readonly email: string;
  readonly partySize: number;
  readonly joinedAt: string;
  /**
   * waiting: in the queue; offered: seats held for it until `offerExpiresAt`; claimed: it bought
   * them; expired: the offer lapsed unclaimed (the next party is offered); left: it left the list.
   */
  readonly state: 'waiting' | 'offered' | 'claimed' | 'expired' | 'left';
  /** The order id its offered seats are held under (the hold's id), or null. */
  readonly offerId: string | null;
  readonly offerExpiresAt: number | null;
}

export type NewWaitingParty = Pick<WaitingParty, 'id' | 'eventSlug' | 'typeId' | 'name' | 'email' | 'partySize' | 'joinedAt'>;

export type WaitingListError =
  | { readonly type: 'NotFound'; readonly message: string }
  /** The same address already waits for this event and type. */
  | { readonly type: 'AlreadyWaiting'; readonly message: string }
  /** The party is not in the state the change needs (an offer already claimed, say). */
  | { readonly type: 'InvalidState'; readonly message: string }
  | { readonly type: 'Unavailable'; readonly message: string };

export const PARTY_NOT_FOUND: WaitingListError = { type: 'NotFound', message: 'This place on the waiting list was not found.' };
export const ALREADY_WAITING: WaitingListError = { type: 'AlreadyWaiting', message: 'This e-mail address is already on the waiting list.' };

/** A party asked to change from a state that does not allow it. */
export const invalidPartyState = (party: WaitingParty, change: string): WaitingListError => ({
  type: 'InvalidState',
  message: `A place on the waiting list that is ${party.state} cannot be ${change}.`,
});

/** How addresses compare on the list: one place per address (trimmed, ignoring case), event and type while waiting or offered. */
export const waitingEmailKey = (email: string): string => email.trim().toLowerCase();

export interface WaitingList {
  join(party: NewWaitingParty): ResultAsync<WaitingParty, WaitingListError>;
  get(id: string): ResultAsync<WaitingParty, WaitingListError>;
  /** Every party of an event, in the order they joined. */
  ofEvent(eventSlug: string): ResultAsync<readonly WaitingParty[], WaitingListError>;
  /**
   * waiting -> offered, with the hold's id and its end; only from 'waiting' (or 'expired' when
   * offered by hand). An offer made by hand passes its `audit` entry, written in the same transaction.
   */
  offer(id: string, offerId: string, expiresAt: number, audit?: AuditEntry): ResultAsync<WaitingParty, WaitingListError>;
  /** offered -> claimed (the offer's order was paid). */
  claim(id: string): ResultAsync<WaitingParty, WaitingListError>;
  /** offered -> expired, for offers whose end is at or before `now`; answers those changed. */
  expireOffers(eventSlug: string, now: number): ResultAsync<readonly WaitingParty[], WaitingListError>;
  /** Any state but claimed -> left. */
  leave(id: string): ResultAsync<WaitingParty, WaitingListError>;
}
