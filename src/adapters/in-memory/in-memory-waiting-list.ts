import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import {
  ALREADY_WAITING,
  invalidPartyState as invalidState,
  PARTY_NOT_FOUND,
  waitingEmailKey,
  type NewWaitingParty,
  type WaitingList,
  type WaitingListError,
  type WaitingParty,
} from '../../application/ports/waiting-list.port';
import type { AuditEntry } from '../../domain/audit';
import { InMemoryAuditRecords } from './in-memory-audit-records';

/** Whether a party still holds its place (an address may wait once per event and type). */
const isActive = (party: WaitingParty) => party.state === 'waiting' || party.state === 'offered';

/** The order parties joined in: by their join time, then id (as the database lists them). */
function byJoining(a: WaitingParty, b: WaitingParty): number {
  return compareText(a.joinedAt, b.joinedAt) || compareText(a.id, b.id);
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Waiting parties in a Map, with the database's rules; offers made by hand append to `audit`, the wiring's log. */
export class InMemoryWaitingList implements WaitingList {
  readonly #parties = new Map<string, WaitingParty>();
  readonly #audit: InMemoryAuditRecords;

  constructor(audit = new InMemoryAuditRecords()) {
    this.#audit = audit;
  }

  join(party: NewWaitingParty): ResultAsync<WaitingParty, WaitingListError> {
    if (this.#holdsPlace(party)) return errAsync(ALREADY_WAITING);
    const joined: WaitingParty = { ...party, state: 'waiting', offerId: null, offerExpiresAt: null };
    this.#parties.set(party.id, joined);
    return okAsync(joined);
  }

  get(id: string): ResultAsync<WaitingParty, WaitingListError> {
    const party = this.#parties.get(id);
    return party ? okAsync(party) : errAsync(PARTY_NOT_FOUND);
  }

  ofEvent(eventSlug: string): ResultAsync<readonly WaitingParty[], WaitingListError> {
    return okAsync(this.#ofEvent(eventSlug));
  }

  offer(id: string, offerId: string, expiresAt: number, audit?: AuditEntry): ResultAsync<WaitingParty, WaitingListError> {
    return this.#change(id, (party) => {
      if (party.state !== 'waiting' && party.state !== 'expired') return invalidState(party, 'offered seats');
      // An expired party offered again takes its place back, unless the address has joined again since.
      if (party.state === 'expired' && this.#holdsPlace(party)) return ALREADY_WAITING;
      if (audit) this.#audit.append(audit);
      return { ...party, state: 'offered', offerId, offerExpiresAt: expiresAt };
    });
  }

  claim(id: string): ResultAsync<WaitingParty, WaitingListError> {
    return this.#change(id, (party) => {
      if (party.state === 'claimed') return party;
      return party.state === 'offered' ? { ...party, state: 'claimed' } : invalidState(party, 'claimed');
    });
  }

  expireOffers(eventSlug: string, now: number): ResultAsync<readonly WaitingParty[], WaitingListError> {
    const lapsed = this.#ofEvent(eventSlug).filter((party) => party.state === 'offered' && (party.offerExpiresAt ?? 0) <= now);
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

  /** Whether another party with this one's address holds a place for its event and type. */
  #holdsPlace(party: Pick<WaitingParty, 'id' | 'eventSlug' | 'typeId' | 'email'>): boolean {
    const email = waitingEmailKey(party.email);
    return [...this.#parties.values()].some(
      (other) =>
        other.id !== party.id &&
        other.eventSlug === party.eventSlug &&
        other.typeId === party.typeId &&
        waitingEmailKey(other.email) === email &&
        isActive(other),
    );
  }

  #ofEvent(eventSlug: string): WaitingParty[] {
    return [...this.#parties.values()].filter((party) => party.eventSlug === eventSlug).sort(byJoining);
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
