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

  it('lists every event with name and date, and highlights the latest with the first 9 characters of its date', async () => {
    renderWith(<HomePage />, await withEvents(uiWorld()));
    const area = within(screen.getByRole('region', { name: 'News & Events' }));
    expect(area.getByRole('status').textContent).toBe('Loading news and events…');
    const rows = await area.findAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'September 14, 2024Fall Mixer',
      'July 20, 2024Summer Cookout',
      'April 23, 2022Spring Banquet',
    ]);
    const latest = within(area.getByRole('article'));
    latest.getByText('News & Events');
    latest.getByRole('heading', { name: 'Fall Mixer' });
    latest.getByText('September');
    latest.getByText('Meet the new scholars over coffee and cake.');
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
