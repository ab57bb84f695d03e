import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { COOKOUT_2022, SPONSOR_COOKOUT_2024, SPRING_BANQUET_2022 } from '../../../../src/domain/spec-events';
import type { TicketedEvent } from '../../../../src/domain/ticketed-events';
import { SpringBanquetPage } from '../../../../src/ui/pages/spring-banquet/spring-banquet-page';
import { Cookout2022Page } from '../../../../src/ui/pages/tickets/cookout-2022-page';
import { SponsorCookoutPage } from '../../../../src/ui/pages/tickets/sponsor-cookout-page';
import { renderWith, uiWorld } from '../../support/ui-world';
import { user } from '../checkout-kit';

async function worldWhere(event: TicketedEvent) {
  const world = uiWorld();
  (await world.eventStore.update(event, '2026-01-01T00:00:00.000Z', '2026-02-01T00:00:00.000Z'))._unsafeUnwrap();
  return world;
}

describe('the spec’s ticket pages follow their event’s sales', () => {
  it.each([
    [
      'Spring Banquet 2022',
      <SpringBanquetPage key="banquet" />,
      { ...SPRING_BANQUET_2022, status: 'salesClosed' as const },
      'Sales have closed.',
    ],
    [
      'Cookout 2022',
      <Cookout2022Page key="cookout" />,
      { ...COOKOUT_2022, status: 'cancelled' as const },
      'This event has been cancelled.',
    ],
    ['Sponsor Cookout', <SponsorCookoutPage key="sponsor" />, { ...SPONSOR_COOKOUT_2024, capacity: 0 }, 'Sold out.'],
  ])('%s says why it sells nothing and keeps Proceed disabled', async (_name, page, event, words) => {
    const u = user();
    renderWith(page, await worldWhere(event));
    const reason = await screen.findByText(words);
    const proceed = screen.getByRole('button', { name: 'Proceed to checkout' });
    expect(proceed.getAttribute('aria-describedby')).toBe(reason.id);
    expect(proceed.getAttribute('aria-disabled')).toBe('true');
    await u.click(proceed);
    expect(screen.queryByRole('heading', { name: 'Checkout' })).toBeNull();
  });

  it('leaves a page whose sales are open as it always was', async () => {
    renderWith(<Cookout2022Page />, uiWorld());
    await screen.findByRole('button', { name: 'Proceed to checkout' });
    expect(screen.queryByText('Sales have closed.')).toBeNull();
  });
});
