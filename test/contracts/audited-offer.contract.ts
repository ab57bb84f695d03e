import { describe, expect, it } from 'vitest';
import { NO_AUDIT_FILTER, type AuditLog } from '../../src/application/ports/audit-log.port';
import type { WaitingList } from '../../src/application/ports/waiting-list.port';
import type { AuditEntry } from '../../src/domain/audit';
import { sampleParty } from './waiting-list.contract';

/** A waiting list over an EMPTY store and the audit log its writes append to. */
export interface AuditedOfferHarness {
  readonly list: WaitingList;
  readonly auditLog: AuditLog;
}

const UNTIL = Date.parse('2026-06-17T12:00:00.000Z');

const OFFER: AuditEntry = {
  actor: 'chair@example.com',
  at: '2026-06-15T12:00:00.000Z',
  action: 'offerWaitingListSeats',
  subject: { kind: 'waitingParty', id: 'party-1' },
  before: { state: 'waiting' },
  after: { state: 'offered', event: 'gala', seats: { adult: 2 }, until: '2026-06-17T12:00:00.000Z' },
  reason: null,
};

/**
 * An offer made by hand and its audit entry are written together or not at all (issue 18, item
 * 9). `canRefuseEntry`: the store's audit log can refuse an entry (a database can, memory cannot).
 */
export function auditedOfferContract(
  kind: string,
  make: () => Promise<AuditedOfferHarness>,
  { canRefuseEntry }: { readonly canRefuseEntry: boolean },
): void {
  const entries = async (log: AuditLog) => (await log.page(NO_AUDIT_FILTER, 0, 100))._unsafeUnwrap().entries;

  describe(`an audited offer by hand (${kind})`, () => {
    it('writes the offer with its entry; an offer refused writes none', async () => {
      const { list, auditLog } = await make();
      (await list.join(sampleParty(1)))._unsafeUnwrap();
      expect((await list.offer('party-1', 'offer-1', UNTIL, OFFER))._unsafeUnwrap().state).toBe('offered');
      expect((await list.offer('party-1', 'offer-2', UNTIL, OFFER)).isErr()).toBe(true);
      expect(await entries(auditLog)).toEqual([OFFER]);
    });

    it.runIf(canRefuseEntry)('leaves the party waiting when its entry cannot be written', async () => {
      const { list, auditLog } = await make();
      (await list.join(sampleParty(1)))._unsafeUnwrap();
      const unwritable = { ...OFFER, actor: null as unknown as string };
      expect((await list.offer('party-1', 'offer-1', UNTIL, unwritable))._unsafeUnwrapErr().type).toBe('Unavailable');
      expect((await list.get('party-1'))._unsafeUnwrap().state).toBe('waiting');
      expect(await entries(auditLog)).toEqual([]);
    });
  });
}
