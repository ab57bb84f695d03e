import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Cents } from '../../../../src/domain/money';
import { REFUND_MESSAGES } from '../../../../src/domain/refunds';
import { LedgerOrderPage } from '../../../../src/ui/pages/officer-ledger/ledger-order-page';
import { BILLING, card } from '../../../contracts/card-simulator.contract';
import { UI_ADMIN, uiWorld, type UiWorld } from '../../support/ui-world';
import { renderRoutes, signedInMember, Stub } from '../page-harness';

const PAGES = {
  '/Admin/ledger/:order': <LedgerOrderPage />,
  '/Login': <Stub name="Login" />,
  '/Member-Area': <Stub name="Member Area" />,
};

/** A $38 donation paid online by card. */
async function paidOnline(world: UiWorld): Promise<void> {
  const at = new Date(world.clock.now()).toISOString();
  const amount = 3_800 as Cents;
  (
    await world.ledger.record({
      id: 'order-1',
      order: { item: 'donation', amount, donationType: 'Chapter Donation' } as never,
      amount,
      currency: 'usd',
      description: 'Chapter Donation',
      contact: { firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.org' },
      application: null,
      memberId: null,
      idempotencyKey: 'key-1',
      createdAt: at,
    })
  )._unsafeUnwrap();
  const intent = (
    await world.processor.createIntent({
      amount,
      currency: 'usd',
      description: 'order-1',
      metadata: { orderId: 'order-1' },
      receiptEmail: null,
      idempotencyKey: 'order-1',
    })
  )._unsafeUnwrap();
  (await world.processor.confirm(intent.id, card('4242424242424242'), BILLING))._unsafeUnwrap();
  (await world.ledger.attachPayment('order-1', intent.id))._unsafeUnwrap();
  (await world.ledger.markPaid('order-1', at))._unsafeUnwrap();
}

async function asAdmin() {
  const world = uiWorld();
  await signedInMember(world, { id: '100001', email: UI_ADMIN, firstName: 'Chapter', lastName: 'Chair' });
  await paidOnline(world);
  renderRoutes(world, '/Admin/ledger/order-1', PAGES);
  return world;
}

describe("the refund form on an order's page", () => {
  it('refunds $20 of $38, then the rest: each result announced, the refunds listed, the payer e-mailed', async () => {
    const user = userEvent.setup();
    const world = await asAdmin();
    const amount = await screen.findByLabelText(/Amount in cents/);
    expect((amount as HTMLInputElement).value).toBe('3800');
    screen.getByText('$38.00 of $38.00 is left to refund.');
    await user.clear(amount);
    await user.type(amount, '2000');
    await user.type(screen.getByLabelText(/Reason/), 'Paid twice');
    await user.click(screen.getByRole('button', { name: 'Refund' }));
    const status = await screen.findByText('$20.00 was refunded. $18.00 is left.');
    expect(status.closest('[role="status"]')).not.toBeNull();
    screen.getByText('The payer was e-mailed.');
    const refunds = await screen.findByRole('heading', { level: 2, name: 'Refunds' });
    expect(refunds.nextElementSibling?.textContent).toContain('$20.00');
    expect(refunds.nextElementSibling?.textContent).toContain(`by ${UI_ADMIN}: Paid twice`);

    expect((screen.getByLabelText(/Amount in cents/) as HTMLInputElement).value).toBe('1800');
    await user.type(screen.getByLabelText(/Reason/), 'The rest');
    await user.click(screen.getByRole('button', { name: 'Refund' }));
    await screen.findByText('$18.00 was refunded. Nothing is left to refund.');
    expect(screen.queryByRole('button', { name: 'Refund' })).toBeNull();
    // The order's status, reloaded after the refund.
    await screen.findByText('Refunded', { selector: 'dd' });
    expect(world.mailer.to('grace@example.org').map((mail) => mail.subject)).toEqual([
      'Part of your payment was refunded: Chapter Donation',
      'Your payment was refunded: Chapter Donation',
    ]);
  });

  it('shows each refusal beside its field and refunds nothing', async () => {
    const user = userEvent.setup();
    const world = await asAdmin();
    const amount = await screen.findByLabelText(/Amount in cents/);
    await user.clear(amount);
    await user.type(amount, '5000');
    await user.click(screen.getByRole('button', { name: 'Refund' }));
    const amountError = await screen.findByText(REFUND_MESSAGES.amount(3_800 as Cents), { selector: '.field-error' });
    expect(amount.getAttribute('aria-describedby')).toContain(amountError.id);
    const reasonError = screen.getByText(REFUND_MESSAGES.reason, { selector: '.field-error' });
    expect(screen.getByLabelText(/Reason/).getAttribute('aria-describedby')).toContain(reasonError.id);
    expect((await world.ledger.refundsOf('order-1'))._unsafeUnwrap()).toEqual([]);
  });
});
