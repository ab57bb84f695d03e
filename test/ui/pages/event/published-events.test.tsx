import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AlumniEventsPage } from '../../../../src/ui/pages/alumni-events/alumni-events-page';
import { NewsAndEvents } from '../../../../src/ui/pages/home/news-and-events';
import { BANQUET_2027 } from '../../../domain/ticketed-event-fixtures';
import { renderWith, uiWorld } from '../../support/ui-world';

async function worldWithBanquet() {
  const world = uiWorld();
  world.clock.set('2027-02-01T12:00:00.000Z');
  (await world.eventStore.create(BANQUET_2027, '2027-01-01T00:00:00.000Z'))._unsafeUnwrap();
  return world;
}

describe('the published events in the listings', () => {
  it('lists upcoming events first on /Alumni-Events, then past ones, each linking to its page with its sales words', async () => {
    renderWith(<AlumniEventsPage />, await worldWithBanquet());
    const upcoming = await screen.findByRole('heading', { name: 'Upcoming events' });
    const lists = screen.getAllByRole('list');
    const upcomingList = lists.find((list) => upcoming.nextElementSibling === list);
    expect(upcomingList).toBeDefined();
    const link = within(upcomingList as HTMLElement).getByRole('link', { name: 'Spring Banquet 2027' });
    expect(link.getAttribute('href')).toBe('/events/spring-banquet-2027');
    expect(link.parentElement?.textContent).toBe(
      'Spring Banquet 2027 — Apr 24, 2027 at 5:00 PM, Portsmouth, VA (Ticket sales open on Mar 1, 2027 at 9:00 AM.)',
    );
    screen.getByRole('heading', { name: 'Past events' });
    expect(screen.getByRole('link', { name: 'Cookout 2024' }).getAttribute('href')).toBe('/events/cookout-2024');
    // What the page showed before stays.
    const banquet2022 = screen.getAllByRole('link', { name: 'Spring Banquet 2022' }).map((a) => a.getAttribute('href'));
    expect(banquet2022.sort()).toEqual(['/Spring-Banquet-2022', '/events/spring-banquet-2022']);
  });

  it('shows the upcoming events, not the past, in the home page’s news area', async () => {
    renderWith(<NewsAndEvents />, await worldWithBanquet());
    const link = await screen.findByRole('link', { name: 'Spring Banquet 2027' });
    expect(link.getAttribute('href')).toBe('/events/spring-banquet-2027');
    expect(screen.queryByRole('link', { name: 'Cookout 2024' })).toBeNull();
  });
});
