import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CommitteeRepository } from '../../../src/application/ports/committee-repository.port';
import type { NewsRepository } from '../../../src/application/ports/news-repository.port';
import { CommitteesPage } from '../../../src/ui/pages/committees/committees-page';
import { NewsPage } from '../../../src/ui/pages/news/news-page';
import { unreachable } from '../app/site-harness';
import { renderWith, uiWorld } from '../support/ui-world';

const METHODS = ['list', 'get', 'findByName', 'create', 'update', 'delete'] as const;

describe('News page', () => {
  it('lists the posts newest first: title, date as people write it, and the text as the server rendered it', async () => {
    const world = uiWorld();
    for (const post of [
      { title: 'Spring picnic', postDate: '2026-04-02', summary: '', text: 'Bring a *blanket*.' },
      { title: 'Gala recap', postDate: '2026-12-20', summary: '', text: 'We **danced**. <script>alert(1)</script>' },
    ])
      (await world.services.news.create(post))._unsafeUnwrap();
    renderWith(<NewsPage />, world);
    screen.getByRole('heading', { level: 1, name: 'News' });
    expect(screen.getByRole('status').textContent).toBe('Loading the news…');
    const articles = await screen.findAllByRole('article');
    expect(articles.map((article) => within(article).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Gala recap',
      'Spring picnic',
    ]);
    const gala = within(articles[0]!);
    expect(gala.getByText('Dec 20, 2026').getAttribute('datetime')).toBe('2026-12-20');
    expect(gala.getByText('danced').tagName).toBe('STRONG');
    gala.getByText('We', { exact: false });
    expect(articles[0]!.querySelector('script')).toBeNull();
    expect(articles[0]!.textContent).toContain('<script>alert(1)</script>');
  });

  it('says so when there is no news yet', async () => {
    renderWith(<NewsPage />);
    await screen.findByText('No news has been posted yet. Please check back soon.');
  });

  it('shows a visible error with Try again when the news cannot be loaded', async () => {
    renderWith(<NewsPage />, uiWorld({ news: unreachable<NewsRepository>([...METHODS]) }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The news could not be loaded right now.');
    within(alert).getByRole('button', { name: 'Try again' });
  });
});

describe('Committees page', () => {
  it('lists each committee with its chair, purpose and how to join, by name', async () => {
    const world = uiWorld();
    (
      await world.services.committees.create({
        name: 'Scholarship',
        chair: 'Ada Lovelace',
        purpose: 'Awards *two* scholarships.',
        howToJoin: 'Write to [the board](mailto:board@example.org).',
      })
    )._unsafeUnwrap();
    (await world.services.committees.create({ name: 'Events', chair: '', purpose: 'Plans the cookout.', howToJoin: '' }))._unsafeUnwrap();
    renderWith(<CommitteesPage />, world);
    const [events, scholarship] = await screen.findAllByRole('article');
    within(events!).getByRole('heading', { level: 2, name: 'Events' });
    expect(within(events!).queryByText(/Chair:/)).toBeNull();
    expect(within(events!).queryByRole('heading', { name: 'How to join' })).toBeNull();
    const card = within(scholarship!);
    card.getByText('Chair: Ada Lovelace');
    expect(card.getByText('two').tagName).toBe('EM');
    card.getByRole('heading', { level: 3, name: 'How to join' });
    expect(card.getByRole('link', { name: 'the board' }).getAttribute('href')).toBe('mailto:board@example.org');
  });

  it('says so when there are no committees yet, and shows a failure with Try again', async () => {
    renderWith(<CommitteesPage />);
    await screen.findByText('The committees will be introduced here soon.');
    renderWith(<CommitteesPage />, uiWorld({ committees: unreachable<CommitteeRepository>([...METHODS]) }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The committees could not be loaded right now.');
  });
});
