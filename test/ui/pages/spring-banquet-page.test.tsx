import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SpringBanquetPage } from '../../../src/ui/pages/spring-banquet/spring-banquet-page';
import { renderWith } from '../support/ui-world';
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
  await fill(u, 'First name', 'Katherine');
  await fill(u, 'Last name', 'Johnson');
  await fill(u, 'Email', 'katherine@example.org');
}

describe('Spring Banquet 2022', () => {
  it('describes the event and says babies and toddlers come free', () => {
    renderWith(<SpringBanquetPage />);
    screen.getByRole('heading', { level: 1, name: 'Spring Banquet 2022' });
    screen.getByText('Saturday, April 23, 2022');
    screen.getByText('5:00 to 9:00 p.m.');
    screen.getByText('Portsmouth, VA');
    screen.getByText(/Babies and toddlers who do not need a chair come free/);
    expect(descriptionOf(screen.getByLabelText('Number of adults'))).toEqual(['$38 each']);
    expect(descriptionOf(screen.getByLabelText('Number of children (9 and under)'))).toEqual(['$20 each']);
  });

  it('counts with the buttons and by typing, with the running total', async () => {
    renderWith(<SpringBanquetPage />);
    const u = user();
    expect(total()).toBe('Total: $0');
    await u.click(screen.getByRole('button', { name: 'Add an adult' }));
    await u.click(screen.getByRole('button', { name: 'Add an adult' }));
    await u.click(screen.getByRole('button', { name: 'Add a child' }));
    expect(valueOf('Number of adults')).toBe('2');
    expect(total()).toBe('Total: $96');
    await u.click(screen.getByRole('button', { name: 'Remove an adult' }));
    expect(total()).toBe('Total: $58');
    await fill(u, 'Number of children (9 and under)', '3');
    expect(total()).toBe('Total: $98');
    await u.click(screen.getByRole('button', { name: 'Add a child' }));
    expect(valueOf('Number of children (9 and under)')).toBe('4');
    expect(total()).toBe('Total: $118');
  });

  it('never counts below zero and flags a count that is not a whole number', async () => {
    renderWith(<SpringBanquetPage />);
    const u = user();
    const remove = screen.getByRole('button', { name: 'Remove an adult' });
    expect(remove.getAttribute('aria-disabled')).toBe('true');
    await u.click(remove);
    expect(valueOf('Number of adults')).toBe('0');
    await fill(u, 'Number of adults', 'two');
    expect(screen.getByLabelText('Number of adults').getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(screen.getByLabelText('Number of adults'))[1]).toMatch(/whole number/);
  });

  it('keeps Proceed disabled, with its reason, until there is something to pay', async () => {
    renderWith(<SpringBanquetPage />);
    const u = user();
    expect(proceed().getAttribute('aria-disabled')).toBe('true');
    expect(descriptionOf(proceed())).toEqual(['Add at least one adult or child ticket to continue.']);
    await u.click(proceed());
    screen.getByRole('heading', { name: 'Choose your tickets' });
    await u.click(screen.getByRole('button', { name: 'Add a child' }));
    expect(proceed().getAttribute('aria-disabled')).toBeNull();
    await u.click(proceed());
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Your details' }));
  });

  it('buys tickets and starts over with no tickets', { timeout: 15_000 }, async () => {
    const { world, release } = worldWithHeldPayments();
    renderWith(<SpringBanquetPage />, world);
    const u = user();
    await u.click(screen.getByRole('button', { name: 'Add an adult' }));
    await u.click(screen.getByRole('button', { name: 'Add a child' }));
    await u.click(proceed());
    expect(screen.getByText(/Adults: 1 · Children: 1 · Total:/).textContent).toContain('$58');
    await buyer(u);
    await fillCard(u, world, GOOD_CARD);
    await u.click(screen.getByRole('button', { name: 'Complete purchase' }));
    await screen.findByText('Processing your payment...');
    release();
    await screen.findByText('Payment was successful!');
    expectConfirmation('Spring Banquet 2022 Tickets - Adults: 1, Children: 1: $58', 'A receipt was sent to ');
    screen.getByText(/See you on Saturday, April 23, 2022, 5:00 to 9:00 p.m., Portsmouth, VA./);
    expect(screen.getByRole('link', { name: "The event's details" }).getAttribute('href')).toBe('#banquet-details');
    await u.click(screen.getByRole('button', { name: 'Buy more tickets' }));
    expect(valueOf('Number of adults')).toBe('0');
    expect(valueOf('Number of children (9 and under)')).toBe('0');
    expect(total()).toBe('Total: $0');
  });

  it('says a declined card failed and keeps the form as typed', { timeout: 15_000 }, async () => {
    const { world } = renderWith(<SpringBanquetPage />);
    const u = user();
    await u.click(screen.getByRole('button', { name: 'Add an adult' }));
    await u.click(proceed());
    await buyer(u);
    await fillCard(u, world, DECLINED_CARD);
    await u.click(screen.getByRole('button', { name: 'Complete purchase' }));
    expect((await screen.findByText('There was an error processing your payment.')).closest('[role="alert"]')).not.toBeNull();
    await screen.findByRole('heading', { name: 'Your details' });
    expect(valueOf('First name')).toBe('Katherine');
    expect(valueOf('Email')).toBe('katherine@example.org');
    await fillCard(u, world, GOOD_CARD);
    await u.click(screen.getByRole('button', { name: 'Complete purchase' }));
    await screen.findByText('Payment was successful!');
  });

  it('requires the name and e-mail, and goes back to the counts keeping them', async () => {
    renderWith(<SpringBanquetPage />);
    const u = user();
    await u.click(screen.getByRole('button', { name: 'Add an adult' }));
    await u.click(proceed());
    await u.click(screen.getByRole('button', { name: 'Complete purchase' }));
    expect(descriptionOf(screen.getByLabelText('First name'))).toContain('First name is required.');
    expect(descriptionOf(screen.getByLabelText('Last name'))).toContain('Last name is required.');
    expect(descriptionOf(screen.getByLabelText('Email'))).toContain('Email is required.');
    await u.click(screen.getByRole('button', { name: 'Return to ticket selection' }));
    expect(valueOf('Number of adults')).toBe('1');
  });
});
