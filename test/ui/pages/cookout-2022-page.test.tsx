import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Cookout2022Page } from '../../../src/ui/pages/tickets/cookout-2022-page';
import { renderWith, uiWorld } from '../support/ui-world';
import {
  DECLINED_CARD,
  descriptionOf,
  expectConfirmation,
  fill,
  fillCard,
  GOOD_CARD,
  type User,
  user,
  valueOf,
  worldWithHeldPayments,
} from './checkout-kit';

const total = () => screen.getByText(/^Total:/, { selector: '.running-total' }).textContent;
const proceed = () => screen.getByRole('button', { name: 'Proceed to checkout' });

async function buyer(u: User): Promise<void> {
  await fill(u, 'First name', 'Dorothy');
  await fill(u, 'Last name', 'Vaughan');
  await fill(u, 'Email', 'dorothy@example.org');
}

describe('Cookout 2022', () => {
  it('adds tickets at $20 each and clears them, with the running total', async () => {
    renderWith(<Cookout2022Page />);
    const u = user();
    screen.getByRole('heading', { level: 1, name: 'Cookout 2022' });
    expect(total()).toBe('Total: $0');
    await u.click(screen.getByRole('button', { name: 'Add a Ticket' }));
    await u.click(screen.getByRole('button', { name: 'Add a Ticket' }));
    expect(total()).toBe('Total: $40');
    await u.click(screen.getByRole('button', { name: 'Clear' }));
    expect(total()).toBe('Total: $0');
  });

  it('keeps Proceed disabled, with its reason, at zero', async () => {
    renderWith(<Cookout2022Page />);
    const u = user();
    expect(proceed().getAttribute('aria-disabled')).toBe('true');
    expect(descriptionOf(proceed())).toEqual(['Add a ticket to continue.']);
    await u.click(proceed());
    expect(screen.queryByRole('button', { name: 'Complete purchase' })).toBeNull();
  });

  it('buys tickets and starts over with none', { timeout: 15_000 }, async () => {
    const { world, release } = worldWithHeldPayments();
    renderWith(<Cookout2022Page />, world);
    const u = user();
    await u.click(screen.getByRole('button', { name: 'Add a Ticket' }));
    await u.click(screen.getByRole('button', { name: 'Add a Ticket' }));
    await u.click(proceed());
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Checkout' }));
    expect(screen.getByText(/^Total:/, { selector: '.order-summary' }).textContent).toBe('Total: $40');
    await buyer(u);
    await fillCard(u, world, GOOD_CARD);
    await u.click(screen.getByRole('button', { name: 'Complete purchase' }));
    await screen.findByText('Processing your payment...');
    release();
    await screen.findByText('Payment was successful!');
    expectConfirmation('Cookout 2022 Tickets: 2: $40', 'A receipt was sent to ');
    expect(screen.getByRole('link', { name: "See the chapter's events" }).getAttribute('href')).toBe('/Alumni-Events');
    await u.click(screen.getByRole('button', { name: 'Buy more tickets' }));
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Tickets' }));
    expect(total()).toBe('Total: $0');
  });

  it('says a declined card failed and keeps the form as typed', { timeout: 15_000 }, async () => {
    const { world } = renderWith(<Cookout2022Page />);
    const u = user();
    await u.click(screen.getByRole('button', { name: 'Add a Ticket' }));
    await u.click(proceed());
    await buyer(u);
    await fillCard(u, world, DECLINED_CARD);
    await u.click(screen.getByRole('button', { name: 'Complete purchase' }));
    expect((await screen.findByText('There was an error processing your payment.')).closest('[role="alert"]')).not.toBeNull();
    await screen.findByRole('heading', { name: 'Checkout' });
    expect(valueOf('Last name')).toBe('Vaughan');
    await fillCard(u, world, GOOD_CARD);
    await u.click(screen.getByRole('button', { name: 'Complete purchase' }));
    await screen.findByText('Payment was successful!');
  });

  it("requires the name and e-mail, and 'Return to membership selection' goes back keeping the tickets", async () => {
    renderWith(<Cookout2022Page />);
    const u = user();
    await u.click(screen.getByRole('button', { name: 'Add a Ticket' }));
    await u.click(proceed());
    await u.click(screen.getByRole('button', { name: 'Complete purchase' }));
    expect(descriptionOf(screen.getByLabelText('First name'))).toContain('First name is required.');
    expect(descriptionOf(screen.getByLabelText('Last name'))).toContain('Last name is required.');
    expect(descriptionOf(screen.getByLabelText('Email'))).toContain('Email is required.');
    expect(document.activeElement).toBe(screen.getByLabelText('First name'));
    await u.click(screen.getByRole('button', { name: 'Return to membership selection' }));
    expect(total()).toBe('Total: $20');
  });

  it('offers to try again when something unexpected stops the payment', async () => {
    const world = uiWorld();
    const broken = {
      ...world,
      services: {
        ...world.services,
        payments: {
          ...world.services.payments,
          startPayment: () => {
            throw new Error('bug');
          },
          confirmCard: world.services.payments.confirmCard.bind(world.services.payments),
        },
      },
    };
    renderWith(<Cookout2022Page />, broken);
    const u = user();
    await u.click(screen.getByRole('button', { name: 'Add a Ticket' }));
    await u.click(proceed());
    await buyer(u);
    await fillCard(u, world, GOOD_CARD);
    await u.click(screen.getByRole('button', { name: 'Complete purchase' }));
    await screen.findByRole('heading', { name: 'Something went wrong' });
    await u.click(screen.getByRole('button', { name: 'Try again' }));
    expect(valueOf('First name')).toBe('Dorothy');
  });
});
