import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { EventRepository } from '../../../src/application/ports/event-repository.port';
import { MESSAGES } from '../../../src/application/browser/messages';
import { HomePage } from '../../../src/ui/pages/home/home-page';
import { SITE } from '../../../src/ui/content/site';
import { renderWith, uiWorld, type UiWorld } from '../support/ui-world';
import { unreachable } from '../app/site-harness';

const EVENT_METHODS = ['list', 'get', 'findByName', 'create', 'update', 'delete'] as const;

async function withEvents(world: UiWorld) {
  for (const event of [
    { eventName: 'Spring Banquet', eventDesc: 'Dinner and awards.', eventDate: 'April 23, 2022' },
    { eventName: 'Fall Mixer', eventDesc: 'Meet the new scholars over coffee and cake.', eventDate: 'September 14, 2024' },
    { eventName: 'Summer Cookout', eventDesc: 'Food and games.', eventDate: 'July 20, 2024' },
  ]) {
    (await world.services.events.create(event))._unsafeUnwrap();
  }
  return world;
}

describe('Home page', () => {
  it('shows the banner, mission, vision, the four objectives, the history and the benefits button', () => {
    renderWith(<HomePage />);
    screen.getByRole('heading', { level: 1 });
    screen.getByText(SITE.tagline);
    expect(screen.getByRole('link', { name: 'Learn more about our objectives' }).getAttribute('href')).toBe('#objectives');
    expect(document.getElementById('objectives')).not.toBeNull();
    screen.getByRole('heading', { name: 'Our Mission' });
    screen.getByRole('heading', { name: 'Our Vision' });
    const objectives = within(screen.getByRole('region', { name: 'Our Objectives' }));
    expect(objectives.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Partner',
      'Advocate',
      'Communicate',
      'Engage',
    ]);
    expect(screen.getByRole('link', { name: 'See our membership benefits' }).getAttribute('href')).toBe('/Membership-Benefits');
    const history = screen.getByRole('region', { name: 'Our History' }).textContent ?? '';
    expect(history).toContain('1991');
    expect(history).toContain('2013');
  });

  it('lists every event with name and date, and highlights the latest with its date as people write it', async () => {
    renderWith(<HomePage />, await withEvents(uiWorld()));
    const area = within(screen.getByRole('region', { name: 'News & Events' }));
    expect(area.getByRole('status').textContent).toBe('Loading news and events…');
    const rows = await area.findAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Sep 14, 2024Fall Mixer',
      'Jul 20, 2024Summer Cookout',
      'Apr 23, 2022Spring Banquet',
    ]);
    expect(rows[0]?.querySelector('time')?.getAttribute('datetime')).toBe('2024-09-14');
    const latest = within(area.getByRole('article'));
    latest.getByText('News & Events');
    latest.getByRole('heading', { name: 'Fall Mixer' });
    latest.getByText('Sep 14, 2024');
    latest.getByText('Meet the new scholars over coffee and cake.');
  });

  it.each([
    ['12/20/2026', 'Dec 20, 2026'],
    ['2026-12-20', 'Dec 20, 2026'],
    ['Winter 2026, date to follow', 'Winter 20'],
  ])('shows the latest event dated %j as %j', async (eventDate, shown) => {
    const world = uiWorld();
    (await world.services.events.create({ eventName: 'Gala', eventDesc: '', eventDate }))._unsafeUnwrap();
    renderWith(<HomePage />, world);
    const latest = within(await screen.findByRole('article', { name: 'Gala' }));
    expect(latest.getByText(shown).className).toBe('latest-event-date');
  });

  it('says so when there are no events yet', async () => {
    renderWith(<HomePage />);
    await screen.findByText(/No events have been announced yet/);
  });

  it('shows a visible error when the events cannot be loaded, and tries again on request', async () => {
    const failing = unreachable<EventRepository>(EVENT_METHODS);
    const world = uiWorld({ events: failing });
    renderWith(<HomePage />, world);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(MESSAGES.eventsLoadFailed.text);
    (failing as { list: EventRepository['list'] }).list = (query) => uiWorld().services.events.list(query);
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await screen.findByText(/No events have been announced yet/);
  });
});
