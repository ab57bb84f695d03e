import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SponsorCookoutPage } from '../../../src/ui/pages/tickets/sponsor-cookout-page';
import { CARD_REFUSALS } from '../../../src/application/browser/messages';
import { renderWith } from '../support/ui-world';
import { DECLINED_CARD, descriptionOf, expectConfirmation, fill, fillCard, GOOD_CARD, user, valueOf } from './checkout-kit';

const total = () => screen.getByText(/^Total:/, { selector: '.running-total' }).textContent;
const proceed = () => screen.getByRole('button', { name: 'Proceed to checkout' });

describe('Sponsor Cookout', () => {
  it('counts students at $25 each under its title', async () => {
    renderWith(<SponsorCookoutPage />);
    const u = user();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toMatch(/^Sponsor Students for /);
    expect(proceed().getAttribute('aria-disabled')).toBe('true');
    await u.click(screen.getByRole('button', { name: '+ Add a Student' }));
    await u.click(screen.getByRole('button', { name: '+ Add a Student' }));
    await u.click(screen.getByRole('button', { name: '+ Add a Student' }));
    expect(total()).toBe('Total: $75 (3 students)');
    await u.click(screen.getByRole('button', { name: 'Clear' }));
    expect(total()).toBe('Total: $0 (0 students)');
  });

  it('requires the students to sponsor, in a multi-line field with its placeholder', async () => {
    renderWith(<SponsorCookoutPage />);
    const u = user();
    await u.click(screen.getByRole('button', { name: '+ Add a Student' }));
    await u.click(proceed());
    const students = screen.getByRole('textbox', { name: 'Students to Sponsor' });
    expect(students.tagName).toBe('TEXTAREA');
    expect(students.getAttribute('placeholder')).toBe('Enter names of students separated by commas');
    await fill(u, 'First name', 'Annie');
    await fill(u, 'Last name', 'Easley');
    await fill(u, 'Email', 'annie@example.org');
    await u.click(screen.getByRole('button', { name: 'Complete purchase' }));
    expect(descriptionOf(students)).toContain('Students to Sponsor is required.');
    expect(document.activeElement).toBe(students);
  });

  it('sponsors students after a declined card, keeping the names, and starts over', { timeout: 15_000 }, async () => {
    const { world } = renderWith(<SponsorCookoutPage />);
    const u = user();
    await u.click(screen.getByRole('button', { name: '+ Add a Student' }));
    await u.click(screen.getByRole('button', { name: '+ Add a Student' }));
    await u.click(proceed());
    expect(screen.getByText(/^Total:/, { selector: '.order-summary' }).textContent).toBe('Total: $50 (2 students)');
    await fill(u, 'First name', 'Annie');
    await fill(u, 'Last name', 'Easley');
    await fill(u, 'Email', 'annie@example.org');
    await fill(u, 'Students to Sponsor', 'Ada Ng, Ben Ode');
    await fillCard(u, world, DECLINED_CARD);
    await u.click(screen.getByRole('button', { name: 'Complete purchase' }));
    expect((await screen.findByText('There was an error processing your payment.')).closest('[role="alert"]')).not.toBeNull();
    await screen.findByRole('heading', { name: 'Checkout' });
    expect(valueOf('Students to Sponsor')).toBe('Ada Ng, Ben Ode');
    expect(valueOf('Card number')).toBe(DECLINED_CARD);
    expect(descriptionOf(screen.getByLabelText('Card number'))).toContain(CARD_REFUSALS.declined);
    await fillCard(u, world, GOOD_CARD);
    await u.click(screen.getByRole('button', { name: 'Complete purchase' }));
    await screen.findByText('Payment was successful!');
    expectConfirmation('Cookout 2024 Sponsored Student Tickets: 2: $50', 'A receipt was sent to annie@example.org.');
    await u.click(screen.getByRole('button', { name: 'Sponsor more students' }));
    expect(total()).toBe('Total: $0 (0 students)');
    await u.click(screen.getByRole('button', { name: '+ Add a Student' }));
    await u.click(proceed());
    screen.getByRole('button', { name: 'Return to ticket selection' });
  });
});
