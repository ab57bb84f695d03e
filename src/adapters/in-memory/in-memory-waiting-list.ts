import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import {
  ALREADY_WAITING,
  PARTY_NOT_FOUND,
  type NewWaitingParty,
  type WaitingList,
  type WaitingListError,
  type WaitingParty,
} from '../../application/ports/waiting-list.port';

const invalidState = (party: WaitingParty, change: string): WaitingListError => ({
  type: 'InvalidState',
  message: `A place on the waiting list that is ${party.state} cannot be ${change}.`,
});

/** Whether a party still holds its place (an address may wait once per event and type). */
const isActive = (party: WaitingParty) => party.state === 'waiting' || party.state === 'offered';

/** Waiting parties in a Map, in the order they joined, with the database's rules. */
export class InMemoryWaitingList implements WaitingList {
  readonly #parties = new Map<string, WaitingParty>();

  join(party: NewWaitingParty): ResultAsync<WaitingParty, WaitingListError> {
    const email = party.email.trim().toLowerCase();
    const waiting = [...this.#parties.values()].some(
      (other) =>
        other.eventSlug === party.eventSlug && other.typeId === party.typeId && other.email.toLowerCase() === email && isActive(other),
    );
    if (waiting) return errAsync(ALREADY_WAITING);
    const joined: WaitingParty = { ...party, state: 'waiting', offerId: null, offerExpiresAt: null };
    this.#parties.set(party.id, joined);
    return okAsync(joined);
  }

  get(id: string): ResultAsync<WaitingParty, WaitingListError> {
    const party = this.#parties.get(id);
    return party ? okAsync(party) : errAsync(PARTY_NOT_FOUND);
  }

  ofEvent(eventSlug: string): ResultAsync<readonly WaitingParty[], WaitingListError> {
    return okAsync([...this.#parties.values()].filter((party) => party.eventSlug === eventSlug));
  }

  offer(id: string, offerId: string, expiresAt: number): ResultAsync<WaitingParty, WaitingListError> {
    return this.#change(id, (party) =>
      party.state === 'waiting' || party.state === 'expired'
        ? { ...party, state: 'offered', offerId, offerExpiresAt: expiresAt }
        : invalidState(party, 'offered seats'),
    );
  }

  claim(id: string): ResultAsync<WaitingParty, WaitingListError> {
    return this.#change(id, (party) => {
      if (party.state === 'claimed') return party;
      return party.state === 'offered' ? { ...party, state: 'claimed' } : invalidState(party, 'claimed');
    });
  }

  expireOffers(eventSlug: string, now: number): ResultAsync<readonly WaitingParty[], WaitingListError> {
    const lapsed = [...this.#parties.values()].filter(
      (party) => party.eventSlug === eventSlug && party.state === 'offered' && (party.offerExpiresAt ?? 0) <= now,
    );
    const expired = lapsed.map((party): WaitingParty => ({ ...party, state: 'expired' }));
    for (const party of expired) this.#parties.set(party.id, party);
    return okAsync(expired);
  }

  leave(id: string): ResultAsync<WaitingParty, WaitingListError> {
    return this.#change(id, (party) => {
      if (party.state === 'left') return party;
      return party.state === 'claimed' ? invalidState(party, 'left') : { ...party, state: 'left' };
    });
  }

  #change(id: string, next: (party: WaitingParty) => WaitingParty | WaitingListError): ResultAsync<WaitingParty, WaitingListError> {
    const party = this.#parties.get(id);
    if (!party) return errAsync(PARTY_NOT_FOUND);
    const changed = next(party);
    if ('type' in changed) return errAsync(changed);
    this.#parties.set(id, changed);
    return okAsync(changed);
  }
}
