import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { NewsRepository } from '../../../src/application/ports/news-repository.port';
import { HomePage } from '../../../src/ui/pages/home/home-page';
import { unreachable } from '../app/site-harness';
import { renderWith, uiWorld } from '../support/ui-world';

describe('Home page: the latest news in the news-and-events area', () => {
  it('shows the three latest posts (title linking to the post, date as people write it, summary) beside the events', async () => {
    const world = uiWorld();
    for (const [title, postDate] of [
      ['Oldest', '2026-01-05'],
      ['Gala recap', '2026-12-20'],
      ['Picnic', '2026-06-01'],
      ['Board elected', '2026-09-15'],
    ] as const)
      (await world.services.news.create({ title, postDate, summary: `About ${title}`, text: 'Text' }))._unsafeUnwrap();
    (await world.services.events.create({ eventName: 'Spring Banquet', eventDate: '2027-04-12', eventDesc: '' }))._unsafeUnwrap();
    renderWith(<HomePage />, world);
    const area = screen.getByRole('region', { name: 'News & Events' });
    await within(area).findByRole('heading', { level: 3, name: 'Latest news' });
    const links = within(area)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('href')?.startsWith('/News#'));
    expect(links.map((link) => link.textContent)).toEqual(['Gala recap', 'Board elected', 'Picnic']);
    const gala = (await world.services.news.findByName('Gala recap'))._unsafeUnwrap();
    expect(links[0]?.getAttribute('href')).toBe(`/News#post-${gala?.id}`);
    within(area).getByText('Dec 20, 2026');
    within(area).getByText('About Gala recap');
    expect(within(area).queryByText('Oldest')).toBeNull();
    expect(within(area).getByRole('link', { name: 'All news' }).getAttribute('href')).toBe('/News');
    await within(area).findByRole('heading', { name: 'Spring Banquet' });
  });

  it('shows no news heading while there is none, and says so when the news cannot be loaded', async () => {
    renderWith(<HomePage />);
    await screen.findByText('No events have been announced yet. Please check back soon.');
    expect(screen.queryByRole('heading', { name: 'Latest news' })).toBeNull();
    renderWith(<HomePage />, uiWorld({ news: unreachable<NewsRepository>(['list', 'get', 'findByName', 'create', 'update', 'delete']) }));
    await screen.findByText('The news could not be loaded right now.');
  });
});
