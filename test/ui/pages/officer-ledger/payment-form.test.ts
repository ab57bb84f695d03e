import { describe, expect, it } from 'vitest';
import { centsOf, offlinePaymentForm } from '../../../../src/ui/pages/officer-ledger/payment-form';

describe("the 'Record a payment' form as sent", () => {
  it('reads dollars as cents', () => {
    expect([centsOf('50'), centsOf('50.5'), centsOf('$1,050.25'), centsOf(' 7.05 ')]).toEqual([5_000, 5_050, 105_025, 705]);
    expect([centsOf(''), centsOf('5.123'), centsOf('-5'), centsOf('ten')]).toEqual([undefined, undefined, undefined, undefined]);
  });

  it('sends only what the purpose asks, and a count that is not a whole number as one the server refuses', () => {
    const answers = {
      method: 'cash',
      reference: '',
      receivedOn: '2026-06-14',
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.org',
      event: 'gala-2027',
      'counts.adults': '2',
      'counts.children': 'two',
      'counts.infants': '',
      amount: '25',
      donationType: 'Chapter Donation',
    };
    expect(offlinePaymentForm('event-tickets', answers, null, 'key')).toEqual({
      purpose: 'event-tickets',
      method: 'cash',
      reference: '',
      receivedOn: '2026-06-14',
      idempotencyKey: 'key',
      contact: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.org' },
      event: 'gala-2027',
      counts: { adults: 2, children: -1 },
    });
    expect(offlinePaymentForm('donation', answers, null, 'key')).toMatchObject({ amount: 2_500, donationType: 'Chapter Donation' });
    expect(offlinePaymentForm('donation', { ...answers, amount: 'lots' }, null, 'key')).not.toHaveProperty('amount');
    const payer = { id: '100002', name: 'Grace Hopper', email: 'grace@example.org', membership: 'Annual Membership', duesPayYear: null };
    expect(offlinePaymentForm('dues', { ...answers, duesYear: '2026' }, payer, 'key')).toEqual({
      purpose: 'dues',
      method: 'cash',
      reference: '',
      receivedOn: '2026-06-14',
      idempotencyKey: 'key',
      memberId: '100002',
      duesYear: 2026,
    });
  });
});
