import { describe, expect, it } from 'vitest';
import type { Cents } from '../../../../src/domain/money';
import { fulfilOrder } from '../../../../src/application/server/payments/fulfil-order.use-case';
import { sampleMember } from '../../../contracts/member-repository.contract';
import { paymentsWorld } from '../../../support/payments-world';
import { breaking, membershipOrder, paidOrder, sampleOrder } from './payments-fixtures';

const fulfil = (world: ReturnType<typeof paymentsWorld>, orderId: string) => fulfilOrder(world, { orderId });

describe('fulfilOrder', () => {
  it('fulfils a paid ticket order once and e-mails the receipt: amount, description, order id', async () => {
    const world = paymentsWorld();
    const id = await paidOrder(world, sampleOrder(1));
    const done = (await fulfil(world, id))._unsafeUnwrap();
    expect(done).toMatchObject({
      outcome: 'fulfilled',
      receipt: 'sent',
      order: { status: 'fulfilled', fulfilledAt: '2026-06-15T12:00:00.000Z' },
    });
    const [mail, ...more] = world.mailer.sent();
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ to: 'buyer1@example.org', subject: 'Your receipt: Cookout 2024 Tickets: 2' });
    expect(mail?.text).toContain('Amount: $50');
    expect(mail?.text).toContain('For: Cookout 2024 Tickets: 2');
    expect(mail?.text).toContain(`Order: ${id}`);
    expect(mail?.text).toContain('Dear Ada Lovelace,');
  });

  it('does nothing the second time: already fulfilled, no second receipt', async () => {
    const world = paymentsWorld();
    const id = await paidOrder(world, sampleOrder(1));
    void (await fulfil(world, id));
    expect((await fulfil(world, id))._unsafeUnwrap()).toMatchObject({ outcome: 'already-fulfilled', receipt: 'none' });
    expect(world.mailer.sent()).toHaveLength(1);
  });

  it('fulfils a donation without an e-mail and sends no receipt', async () => {
    const world = paymentsWorld();
    const donation = sampleOrder(1, {
      order: { item: 'donation', amount: 1_000 as Cents, donationType: 'Chapter Donation' },
      contact: { firstName: '', lastName: '', email: '' },
    });
    const id = await paidOrder(world, donation);
    expect((await fulfil(world, id))._unsafeUnwrap()).toMatchObject({ outcome: 'fulfilled', receipt: 'none' });
    expect(world.mailer.sent()).toEqual([]);
  });

  it('answers OrderNotFound for an unknown order and NotPaid for a pending or failed one', async () => {
    const world = paymentsWorld();
    expect((await fulfil(world, 'nope'))._unsafeUnwrapErr().type).toBe('OrderNotFound');
    void (await world.ledger.record(sampleOrder(1)));
    expect((await fulfil(world, 'order-1'))._unsafeUnwrapErr().type).toBe('NotPaid');
    void (await world.ledger.markFailed('order-1', 'declined'));
    expect((await fulfil(world, 'order-1'))._unsafeUnwrapErr().type).toBe('NotPaid');
  });

  it('leaves a flagged order alone', async () => {
    const world = paymentsWorld();
    const id = await paidOrder(world, sampleOrder(1));
    void (await world.ledger.flag(id, 'odd'));
    expect((await fulfil(world, id))._unsafeUnwrap()).toMatchObject({ outcome: 'flagged', receipt: 'none' });
    expect(world.mailer.sent()).toEqual([]);
  });

  describe('a membership', () => {
    it('creates the member with the reserved ID and this year as the annual dues year', async () => {
      const world = paymentsWorld();
      const id = await paidOrder(world, membershipOrder(1, 'grace@example.org'));
      expect((await fulfil(world, id))._unsafeUnwrap().outcome).toBe('fulfilled');
      expect((await world.members.findByEmail('grace@example.org'))._unsafeUnwrap()).toMatchObject({
        id: '345678',
        firstName: 'Grace',
        membership: 'Annual Membership',
        duesPayYear: '2026',
        zipcode: '23504',
      });
    });

    it('with a dues cut-off, gives a membership bought from that day on next year as its dues year', async () => {
      const world = paymentsWorld(); // 2026-06-15
      const withCutoff = (month: number, day: number) => ({ ...world, config: { ...world.config, duesCutoff: { month, day } } });
      const [grace, ada] = [
        await paidOrder(world, membershipOrder(1, 'grace@example.org')),
        await paidOrder(world, membershipOrder(2, 'ada@example.org')),
      ];
      expect((await fulfilOrder(withCutoff(6, 15), { orderId: grace }))._unsafeUnwrap().outcome).toBe('fulfilled');
      expect((await fulfilOrder(withCutoff(6, 16), { orderId: ada }))._unsafeUnwrap().outcome).toBe('fulfilled');
      expect((await world.members.findByEmail('grace@example.org'))._unsafeUnwrap()?.duesPayYear).toBe('2027');
      expect((await world.members.findByEmail('ada@example.org'))._unsafeUnwrap()?.duesPayYear).toBe('2026');
    });

    it('gives a lifetime member no dues year', async () => {
      const world = paymentsWorld();
      const id = await paidOrder(
        world,
        membershipOrder(1, 'grace@example.org', { order: { item: 'membership', membership: 'Lifetime Membership' } }),
      );
      void (await fulfil(world, id));
      expect((await world.members.findByEmail('grace@example.org'))._unsafeUnwrap()).toMatchObject({
        membership: 'Lifetime Membership',
        duesPayYear: null,
      });
    });

    it('recognises its own member after a crash between creating it and marking the order', async () => {
      const world = paymentsWorld();
      const id = await paidOrder(world, membershipOrder(1, 'grace@example.org'));
      const crashed = await fulfilOrder({ ...world, ledger: breaking(world.ledger, 'markFulfilled', 1) }, { orderId: id });
      expect(crashed._unsafeUnwrapErr().type).toBe('Unavailable');
      expect((await fulfil(world, id))._unsafeUnwrap()).toMatchObject({ outcome: 'fulfilled', receipt: 'sent' });
      expect((await world.members.list())._unsafeUnwrap().items).toHaveLength(1);
    });

    it("flags the order when the e-mail became another member's after payment: refund needed", async () => {
      const world = paymentsWorld();
      void (await world.members.create(sampleMember(1, { email: 'grace@example.org' })));
      const id = await paidOrder(world, membershipOrder(1, 'grace@example.org'));
      const done = (await fulfil(world, id))._unsafeUnwrap();
      expect(done).toMatchObject({ outcome: 'flagged', receipt: 'none', order: { status: 'flagged' } });
      expect(done.order.note).toContain('Duplicate member after payment');
      expect(world.mailer.sent()).toEqual([]);
      expect((await world.members.findByEmail('grace@example.org'))._unsafeUnwrap()?.id).toBe('100001');
    });

    it('draws another member ID when the reserved one was taken meanwhile', async () => {
      const world = paymentsWorld();
      void (await world.members.create(sampleMember(1, { id: '345678' })));
      const id = await paidOrder(world, membershipOrder(1, 'grace@example.org'));
      expect((await fulfil(world, id))._unsafeUnwrap().outcome).toBe('fulfilled');
      expect((await world.members.findByEmail('grace@example.org'))._unsafeUnwrap()?.id).toBe('211110');
    });

    it('flags a membership order that carries no application', async () => {
      const world = paymentsWorld();
      const id = await paidOrder(world, membershipOrder(1, 'grace@example.org', { application: null }));
      expect((await fulfil(world, id))._unsafeUnwrap().outcome).toBe('flagged');
    });

    it('answers Unavailable when members cannot be written, leaving the order paid for a retry', async () => {
      const world = paymentsWorld();
      const id = await paidOrder(world, membershipOrder(1, 'grace@example.org'));
      for (const method of ['findByEmail', 'create'] as const) {
        const result = await fulfilOrder({ ...world, members: breaking(world.members, method) }, { orderId: id });
        expect(result._unsafeUnwrapErr().type).toBe('Unavailable');
      }
      expect((await world.ledger.get(id))._unsafeUnwrap().status).toBe('paid');
      expect((await fulfil(world, id))._unsafeUnwrap().outcome).toBe('fulfilled');
    });
  });

  describe('dues and the upgrade', () => {
    it("sets the member's dues year to this year", async () => {
      const world = paymentsWorld();
      const member = (await world.members.create(sampleMember(1, { duesPayYear: '2024' })))._unsafeUnwrap();
      const id = await paidOrder(world, sampleOrder(1, { order: { item: 'dues', membership: 'Annual Membership' }, memberId: member.id }));
      expect((await fulfil(world, id))._unsafeUnwrap().outcome).toBe('fulfilled');
      expect((await world.members.get(member.id))._unsafeUnwrap().duesPayYear).toBe('2026');
    });

    it("counts a payment at 7:30 pm in New York on December 31 for that year, not UTC's next one", async () => {
      const world = paymentsWorld('2027-01-01T00:30:00.000Z'); // 2026-12-31 19:30 in New York
      const member = (await world.members.create(sampleMember(1, { duesPayYear: '2025' })))._unsafeUnwrap();
      const id = await paidOrder(world, sampleOrder(1, { order: { item: 'dues', membership: 'Annual Membership' }, memberId: member.id }));
      expect((await fulfil(world, id))._unsafeUnwrap().outcome).toBe('fulfilled');
      expect((await world.members.get(member.id))._unsafeUnwrap().duesPayYear).toBe('2026');
    });

    it("counts a payment at midnight in the chapter's zone for the new year", async () => {
      const world = paymentsWorld('2027-01-01T05:00:00.000Z'); // 2027-01-01 00:00 in New York
      const member = (await world.members.create(sampleMember(1, { duesPayYear: '2026' })))._unsafeUnwrap();
      const id = await paidOrder(world, sampleOrder(1, { order: { item: 'dues', membership: 'Annual Membership' }, memberId: member.id }));
      expect((await fulfil(world, id))._unsafeUnwrap().outcome).toBe('fulfilled');
      expect((await world.members.get(member.id))._unsafeUnwrap().duesPayYear).toBe('2027');
    });

    it('makes the member a lifetime member', async () => {
      const world = paymentsWorld();
      const member = (await world.members.create(sampleMember(1)))._unsafeUnwrap();
      const id = await paidOrder(world, sampleOrder(1, { order: { item: 'upgrade' }, memberId: member.id }));
      void (await fulfil(world, id));
      expect((await world.members.get(member.id))._unsafeUnwrap().membership).toBe('Lifetime Membership');
    });

    it('flags the order when the member is gone', async () => {
      const world = paymentsWorld();
      const gone = await paidOrder(world, sampleOrder(1, { order: { item: 'upgrade' }, memberId: '999999' }));
      const none = await paidOrder(world, sampleOrder(2, { order: { item: 'upgrade' }, memberId: null }));
      for (const id of [gone, none]) {
        const done = (await fulfil(world, id))._unsafeUnwrap();
        expect(done.outcome).toBe('flagged');
        expect(done.order.note).toContain('Member not found after payment');
      }
    });

    it('answers Unavailable when the member cannot be updated', async () => {
      const world = paymentsWorld();
      const member = (await world.members.create(sampleMember(1)))._unsafeUnwrap();
      const id = await paidOrder(world, sampleOrder(1, { order: { item: 'upgrade' }, memberId: member.id }));
      expect((await fulfilOrder({ ...world, members: breaking(world.members, 'update') }, { orderId: id }))._unsafeUnwrapErr().type).toBe(
        'Unavailable',
      );
    });
  });

  it('stays fulfilled when the receipt cannot be sent', async () => {
    const world = paymentsWorld();
    const id = await paidOrder(world, sampleOrder(1));
    const result = await fulfilOrder(
      { ...world, mailer: breaking(world.mailer, 'send', Infinity, { type: 'MailFailed', message: 'smtp' }) },
      { orderId: id },
    );
    expect(result._unsafeUnwrap()).toMatchObject({ outcome: 'fulfilled', receipt: 'not-sent', order: { status: 'fulfilled' } });
  });

  it('answers Unavailable when the ledger cannot be read or the flag cannot be written', async () => {
    const world = paymentsWorld();
    expect((await fulfilOrder({ ...world, ledger: breaking(world.ledger, 'get') }, { orderId: 'x' }))._unsafeUnwrapErr().type).toBe(
      'Unavailable',
    );
    const id = await paidOrder(world, membershipOrder(1, 'grace@example.org', { application: null }));
    expect((await fulfilOrder({ ...world, ledger: breaking(world.ledger, 'flag') }, { orderId: id }))._unsafeUnwrapErr().type).toBe(
      'Unavailable',
    );
  });

  it('fulfils once when 20 callers race: one member, one receipt', async () => {
    const world = paymentsWorld();
    const id = await paidOrder(world, membershipOrder(1, 'grace@example.org'));
    const results = await Promise.all(Array.from({ length: 20 }, () => fulfil(world, id)));
    const outcomes = results.map((r) => r._unsafeUnwrap().outcome);
    expect(outcomes.filter((o) => o === 'fulfilled')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'already-fulfilled')).toHaveLength(19);
    expect(world.mailer.sent()).toHaveLength(1);
    expect((await world.members.list())._unsafeUnwrap().items).toHaveLength(1);
  });
});
