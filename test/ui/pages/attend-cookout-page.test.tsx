import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AttendCookoutPage } from '../../../src/ui/pages/tickets/attend-cookout-page';
import { renderWith } from '../support/ui-world';
import { DECLINED_CARD, descriptionOf, expectConfirmation, fill, fillCard, GOOD_CARD, user, valueOf } from './checkout-kit';

const total = () => screen.getByText(/^Total:/, { selector: '.running-total' }).textContent;
const proceed = () => screen.getByRole('button', { name: 'Proceed to checkout' });

describe('Attend Cookout (2024)', () => {
  it('shows the total with the ticket count at $25 a ticket, and points those who cannot come to Donate', async () => {
    renderWith(<AttendCookoutPage />);
    const u = user();
    expect(total()).toBe('Total: $0 (0 tickets)');
    await u.click(screen.getByRole('button', { name: 'Add a Ticket' }));
    expect(total()).toBe('Total: $25 (1 ticket)');
    await u.click(screen.getByRole('button', { name: 'Add a Ticket' }));
    expect(total()).toBe('Total: $50 (2 tickets)');
    await u.click(screen.getByRole('button', { name: 'Clear' }));
    expect(total()).toBe('Total: $0 (0 tickets)');
    const donate = screen.getByRole('link', { name: 'If you are unable to make it to the cookout, please consider donating' });
    expect(donate.getAttribute('href')).toBe('/Donate');
  });

  it('keeps Proceed disabled at zero', () => {
    renderWith(<AttendCookoutPage />);
    expect(proceed().getAttribute('aria-disabled')).toBe('true');
    expect(descriptionOf(proceed())).toEqual(['Add a ticket to continue.']);
  });

  it('buys tickets after a declined card, keeping the form, and starts over', { timeout: 15_000 }, async () => {
    const { world } = renderWith(<AttendCookoutPage />);
    const u = user();
    await u.click(screen.getByRole('button', { name: 'Add a Ticket' }));
    await u.click(screen.getByRole('button', { name: 'Add a Ticket' }));
    await u.click(proceed());
    expect(screen.getByText(/^Total:/, { selector: '.order-summary' }).textContent).toBe('Total: $50 (2 tickets)');
    await fill(u, 'First name', 'Mary');
    await fill(u, 'Last name', 'Jackson');
    await fill(u, 'Email', 'mary@example.org');
    await fillCard(u, world, DECLINED_CARD);
    await u.click(screen.getByRole('button', { name: 'Complete purchase' }));
    expect((await screen.findByText('There was an error processing your payment.')).closest('[role="alert"]')).not.toBeNull();
    await screen.findByRole('heading', { name: 'Checkout' });
    expect(valueOf('First name')).toBe('Mary');
    await fillCard(u, world, GOOD_CARD);
    await u.click(screen.getByRole('button', { name: 'Complete purchase' }));
    await screen.findByText('Payment was successful!');
    expectConfirmation('Cookout 2024 Tickets: 2: $50', 'A receipt was sent to mary@example.org.');
    await u.click(screen.getByRole('button', { name: 'Buy more tickets' }));
    expect(total()).toBe('Total: $0 (0 tickets)');
  });

  it('takes one ticket away with Remove a Ticket, never below none', async () => {
    renderWith(<AttendCookoutPage />);
    const u = user();
    const remove = screen.getByRole('button', { name: 'Remove a Ticket' });
    expect(remove.hasAttribute('disabled')).toBe(true);
    await u.click(screen.getByRole('button', { name: 'Add a Ticket' }));
    await u.click(screen.getByRole('button', { name: 'Add a Ticket' }));
    await u.click(screen.getByRole('button', { name: 'Remove a Ticket' }));
    expect(total()).toBe('Total: $25 (1 ticket)');
    await u.click(screen.getByRole('button', { name: 'Remove a Ticket' }));
    expect(total()).toBe('Total: $0 (0 tickets)');
    expect(screen.getByRole('button', { name: 'Remove a Ticket' }).hasAttribute('disabled')).toBe(true);
  });

  it("goes back with 'Return to ticket selection' and requires the name and e-mail", async () => {
    renderWith(<AttendCookoutPage />);
    const u = user();
    await u.click(screen.getByRole('button', { name: 'Add a Ticket' }));
    await u.click(proceed());
    await u.click(screen.getByRole('button', { name: 'Complete purchase' }));
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('button', { name: 'Return to membership selection' })).toBeNull();
    await u.click(screen.getByRole('button', { name: 'Return to ticket selection' }));
    expect(total()).toBe('Total: $25 (1 ticket)');
  });
});
