import { describe, expect, it } from 'vitest';
import { NO_AUDIT_FILTER, type AuditLog } from '../../src/application/ports/audit-log.port';
import type { OrderLedger } from '../../src/application/ports/order-ledger.port';
import type { AuditEntry } from '../../src/domain/audit';
import { sampleOrder } from './order-ledger.contract';

/** A ledger over an EMPTY store and the audit log its writes append to. */
export interface AuditedRefundHarness {
  readonly ledger: OrderLedger;
  readonly auditLog: AuditLog;
}

const PAID = '2026-06-15T12:30:00.000Z';
const REFUNDED = '2026-06-16T09:00:00.000Z';

const REFUND: AuditEntry = {
  actor: 'chair@example.com',
  at: REFUNDED,
  action: 'cancelTicketOrder',
  subject: { kind: 'order', id: 'order-1' },
  before: { status: 'paid' },
  after: { status: 'refunded', refunded: 2500 },
  reason: 'Rained off',
};

/**
 * An officer's refund of an order and its audit entry are written together or not at all (issue
 * 18, item 9); a refund that changes nothing (refunded already, or never paid) writes no entry.
 * `canRefuseEntry`: the store's audit log can refuse an entry (a database can, memory cannot).
 */
export function auditedRefundContract(
  kind: string,
  make: () => Promise<AuditedRefundHarness>,
  { canRefuseEntry }: { readonly canRefuseEntry: boolean },
): void {
  const entries = async (log: AuditLog) => (await log.page(NO_AUDIT_FILTER, 0, 100))._unsafeUnwrap().entries;
  const paidOrder = async (ledger: OrderLedger) => {
    (await ledger.record(sampleOrder(1)))._unsafeUnwrap();
    (await ledger.attachPayment('order-1', 'pi_1'))._unsafeUnwrap();
    (await ledger.markPaid('order-1', PAID))._unsafeUnwrap();
  };

  describe(`an order's audited refund (${kind})`, () => {
    it('writes the refund with its entry, and a second refund writes nothing more', async () => {
      const { ledger, auditLog } = await make();
      await paidOrder(ledger);
      expect((await ledger.markRefunded('order-1', REFUNDED, 'Rained off', REFUND))._unsafeUnwrap().status).toBe('refunded');
      (await ledger.markRefunded('order-1', REFUNDED, 'Rained off', REFUND))._unsafeUnwrap();
      expect(await entries(auditLog)).toEqual([REFUND]);
    });

    it('writes no entry for an order that was never paid', async () => {
      const { ledger, auditLog } = await make();
      (await ledger.record(sampleOrder(1)))._unsafeUnwrap();
      expect((await ledger.markRefunded('order-1', REFUNDED, 'Rained off', REFUND)).isErr()).toBe(true);
      expect(await entries(auditLog)).toEqual([]);
    });

    it.runIf(canRefuseEntry)('leaves the order paid when its entry cannot be written', async () => {
      const { ledger, auditLog } = await make();
      await paidOrder(ledger);
      const unwritable = { ...REFUND, actor: null as unknown as string };
      expect((await ledger.markRefunded('order-1', REFUNDED, 'Rained off', unwritable))._unsafeUnwrapErr().type).toBe('Unavailable');
      expect((await ledger.get('order-1'))._unsafeUnwrap().status).toBe('paid');
      expect(await entries(auditLog)).toEqual([]);
    });
  });
}
