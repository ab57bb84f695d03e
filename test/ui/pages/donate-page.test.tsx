import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DonatePage } from '../../../src/ui/pages/donate/donate-page';
import { CARD_REFUSALS } from '../../../src/application/browser/messages';
import { renderWith } from '../support/ui-world';
import { DECLINED_CARD, descriptionOf, fill, fillCard, GOOD_CARD, user, valueOf, worldWithHeldPayments } from './checkout-kit';

const WHOLE_NUMBER = 'Please use a whole number for the donation amount.';

describe('Donate', () => {
  it('offers $10, $50 and $100, a whole-dollar field and the two types, Chapter Donation first', () => {
    renderWith(<DonatePage />);
    expect(screen.getAllByRole('button', { name: /^\$\d+$/ }).map((button) => button.textContent)).toEqual(['$10', '$50', '$100']);
    screen.getByLabelText('Donation amount');
    expect((screen.getByRole('radio', { name: 'Chapter Donation' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: 'Community Service Project' }) as HTMLInputElement).checked).toBe(false);
  });

  it('pays a quick amount for the chosen type and starts over', { timeout: 15_000 }, async () => {
    const { world, release } = worldWithHeldPayments();
    renderWith(<DonatePage />, world);
    const u = user();
    await u.click(screen.getByRole('button', { name: '$50' }));
    expect(valueOf('Donation amount')).toBe('50');
    expect(screen.getByRole('button', { name: '$50' }).getAttribute('aria-pressed')).toBe('true');
    await u.click(screen.getByRole('radio', { name: 'Community Service Project' }));
    await u.click(screen.getByRole('button', { name: 'Proceed to checkout' }));
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Your details' }));
    expect(screen.getByText(/Community Service Project:/).textContent).toBe('Community Service Project: $50');
    await fill(u, 'Name', 'Grace Hopper');
    await fill(u, 'Email', 'grace@example.org');
    await fillCard(u, world, GOOD_CARD);
    await u.click(screen.getByRole('button', { name: 'Donate $50' }));
    await screen.findByText('Processing your payment...');
    release();
    await screen.findByText('Payment was successful!');
    const confirmation = screen.getByRole('heading', { name: 'Thank you: your payment was received' });
    expect(document.activeElement).toBe(confirmation);
    const summary = descriptionOf(confirmation).join(' ');
    expect(summary).toContain('Community Service Project: $50');
    expect(summary).toMatch(/Order number\s*\S+/);
    expect(summary).toContain('A receipt was sent to grace@example.org.');
    expect(world.mailer.to('grace@example.org').map((mail) => mail.subject)).toEqual(['Your receipt: Community Service Project']);
    await u.click(screen.getByRole('button', { name: 'Make another donation' }));
    screen.getByRole('heading', { name: 'Choose your donation' });
    expect(valueOf('Donation amount')).toBe('');
  });

  it(
    "says honestly that no receipt was e-mailed when the donor gave no e-mail, and takes '$20' as 20 dollars",
    { timeout: 15_000 },
    async () => {
      const { world } = renderWith(<DonatePage />);
      const u = user();
      await fill(u, 'Donation amount', '$20');
      await u.click(screen.getByRole('button', { name: 'Proceed to checkout' }));
      await fillCard(u, world, GOOD_CARD);
      await u.click(screen.getByRole('button', { name: 'Donate $20' }));
      await screen.findByText('Payment was successful!');
      screen.getByText('No receipt was e-mailed: no e-mail address was given.');
    },
  );

  it('ties the whole-number message to the amount field', async () => {
    renderWith(<DonatePage />);
    const u = user();
    await fill(u, 'Donation amount', '10.5');
    await u.click(screen.getByRole('button', { name: 'Proceed to checkout' }));
    const amount = screen.getByLabelText('Donation amount');
    expect(descriptionOf(amount)).toContain(WHOLE_NUMBER);
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(amount);
    await fill(u, 'Donation amount', '0');
    await u.click(screen.getByRole('button', { name: 'Proceed to checkout' }));
    screen.getByText(WHOLE_NUMBER);
    await fill(u, 'Donation amount', '25');
    expect(screen.queryByText(WHOLE_NUMBER)).toBeNull();
    await u.click(screen.getByRole('button', { name: 'Proceed to checkout' }));
    screen.getByRole('button', { name: 'Donate $25' });
  });

  it('clears the amount on Cancel, on the choice and on the form', async () => {
    renderWith(<DonatePage />);
    const u = user();
    await fill(u, 'Donation amount', '25');
    await u.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(valueOf('Donation amount')).toBe('');
    await u.click(screen.getByRole('button', { name: '$100' }));
    await u.click(screen.getByRole('button', { name: 'Proceed to checkout' }));
    await u.click(screen.getByRole('button', { name: 'Cancel' }));
    screen.getByRole('heading', { name: 'Choose your donation' });
    expect(valueOf('Donation amount')).toBe('');
  });

  it('says a declined card failed, keeps the amount and the donor, and lets the donor pay again', { timeout: 15_000 }, async () => {
    const { world } = renderWith(<DonatePage />);
    const u = user();
    await u.click(screen.getByRole('button', { name: '$10' }));
    await u.click(screen.getByRole('button', { name: 'Proceed to checkout' }));
    await fill(u, 'Name', 'Grace Hopper');
    await fill(u, 'Zip code', '23504');
    await fillCard(u, world, DECLINED_CARD);
    await u.click(screen.getByRole('button', { name: 'Donate $10' }));
    expect((await screen.findByText('There was an error processing your payment.')).closest('[role="alert"]')).not.toBeNull();
    const number = screen.getByLabelText('Card number');
    expect(descriptionOf(number)).toContain(CARD_REFUSALS.declined);
    expect(number.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(number);
    expect(valueOf('Card number')).toBe(DECLINED_CARD);
    expect(valueOf('Name')).toBe('Grace Hopper');
    expect(valueOf('Zip code')).toBe('23504');
    screen.getByRole('button', { name: 'Donate $10' });
    await fillCard(u, world, GOOD_CARD);
    await u.click(screen.getByRole('button', { name: 'Donate $10' }));
    await screen.findByText('Payment was successful!');
  });

  it('ties a malformed optional field and a bad card number to their inputs', async () => {
    renderWith(<DonatePage />);
    const u = user();
    await u.click(screen.getByRole('button', { name: '$10' }));
    await u.click(screen.getByRole('button', { name: 'Proceed to checkout' }));
    await fill(u, 'Email', 'not-an-email');
    await fill(u, 'Card number', '1234');
    await u.click(screen.getByRole('button', { name: 'Donate $10' }));
    expect(descriptionOf(screen.getByLabelText('Email'))).toContain('Please enter a valid email address.');
    expect(descriptionOf(screen.getByLabelText('Card number'))).toContain('Please enter a valid card number.');
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBeNull();
  });
});
