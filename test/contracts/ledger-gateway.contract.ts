import { beforeEach, describe, expect, it } from 'vitest';
import type { LedgerGateway, OfflinePaymentForm } from '../../src/application/ports/ledger-gateway.port';
import type { NewMember } from '../../src/application/ports/member-repository.port';
import { OFFLINE_MESSAGES } from '../../src/domain/ledger';
import { sampleMember } from './member-repository.contract';

/** What a ledger gateway suite needs: the gateway as an administrator and as a member, over one store a member can be put in. */
export interface LedgerGatewayHarness {
  readonly admin: LedgerGateway;
  readonly member: LedgerGateway;
  readonly adminEmail: string;
  readonly addMember: (member: NewMember) => Promise<void>;
}

const GRACE = sampleMember(42, { firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.org', duesPayYear: '2020' });

/**
 * The LedgerGateway contract: the HTTP gateway over the server and the in-memory one over the same
 * use cases answer alike, words and fields included.
 */
export function ledgerGatewayContract(name: string, make: () => Promise<LedgerGatewayHarness>): void {
  describe(`LedgerGateway contract: ${name}`, () => {
    let harness: LedgerGatewayHarness;
    let cheque: OfflinePaymentForm;
    beforeEach(async () => {
      harness = await make();
      await harness.addMember(GRACE);
      const choices = (await harness.admin.paymentChoices())._unsafeUnwrap();
      cheque = {
        purpose: 'dues',
        memberId: GRACE.id,
        duesYear: choices.duesYears[0] ?? 0,
        method: 'cheque',
        reference: '1042',
        receivedOn: choices.today,
        idempotencyKey: 'form-1',
      };
    });

    it('finds the payer, records a $50 cheque for their dues, and shows it in the ledger, its CSV and its page', async () => {
      expect((await harness.admin.findPayers('hopper'))._unsafeUnwrap().map((payer) => payer.id)).toEqual([GRACE.id]);
      const recorded = (await harness.admin.recordPayment(cheque))._unsafeUnwrap();
      expect(recorded).toMatchObject({
        outcome: 'fulfilled',
        receipt: 'sent',
        entry: { amount: 5_000, method: 'cheque', reference: '1042', recordedBy: harness.adminEmail, status: 'fulfilled' },
      });
      const page = (await harness.admin.ledger({ method: 'cheque' }))._unsafeUnwrap();
      expect(page).toMatchObject({ total: 1, page: 1, entries: [{ id: recorded.entry.id }] });
      expect(page.totals).toEqual([{ category: { group: 'dues', detail: '' }, count: 1, received: 5_000, refunded: 0 }]);
      const file = (await harness.admin.ledgerCsv({ category: 'dues' }))._unsafeUnwrap();
      expect(file.fileName).toMatch(/^ledger-\d{4}-\d{2}-\d{2}\.csv$/);
      expect(file.text).toContain(`,${recorded.entry.id},Dues,Member Dues,Grace Hopper,grace@example.org,50.00,Cheque,1042,fulfilled,`);
      const order = (await harness.admin.order(recorded.entry.id))._unsafeUnwrap();
      expect(order.events.map((event) => event.kind)).toEqual(['recorded', 'paid', 'fulfilled']);
    });

    it('answers the payment already recorded to a double submit', async () => {
      const first = (await harness.admin.recordPayment(cheque))._unsafeUnwrap();
      const again = (await harness.admin.recordPayment(cheque))._unsafeUnwrap();
      expect(again).toMatchObject({ outcome: 'already-fulfilled', entry: { id: first.entry.id } });
      expect((await harness.admin.ledger({}))._unsafeUnwrap().total).toBe(1);
    });

    it('refuses a bad form and a bad filter field by field, and an unknown order', async () => {
      expect((await harness.admin.recordPayment({ ...cheque, method: 'barter', receivedOn: 'soon' }))._unsafeUnwrapErr()).toEqual({
        type: 'Invalid',
        message: OFFLINE_MESSAGES.method,
        fields: { method: OFFLINE_MESSAGES.method, receivedOn: OFFLINE_MESSAGES.receivedOn },
      });
      expect((await harness.admin.ledger({ status: 'lost' }))._unsafeUnwrapErr()).toMatchObject({
        type: 'Invalid',
        fields: { status: 'Please choose a status from the list.' },
      });
      expect((await harness.admin.order('nope'))._unsafeUnwrapErr().type).toBe('NotFound');
      expect((await harness.admin.ledger({}))._unsafeUnwrap().total).toBe(0);
    });

    it('refuses a member everything', async () => {
      const { member } = harness;
      const answers = await Promise.all([
        member.ledger({}),
        member.ledgerCsv({}),
        member.order('nope'),
        member.paymentChoices(),
        member.findPayers('hopper'),
        member.recordPayment(cheque),
      ]);
      expect(answers.map((answer) => answer.isErr() && answer.error.type)).toEqual(Array(6).fill('Unauthorized'));
    });
  });
}
