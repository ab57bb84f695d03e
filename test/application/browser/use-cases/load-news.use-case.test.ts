import { errAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { InMemoryNamedRepository } from '../../../../src/adapters/in-memory/in-memory-named-repository';
import { ManualClock } from '../../../../src/adapters/in-memory/manual-clock';
import { SequentialIds } from '../../../../src/adapters/in-memory/sequential-ids';
import { markdownItRenderer } from '../../../../src/adapters/markdown/markdown-it-renderer';
import { renderedCommittees, renderedNews } from '../../../../src/adapters/markdown/rendered-named-repository';
import { loadCommittees, loadNews } from '../../../../src/application/browser/use-cases/load-news.use-case';
import type { NewsRepository } from '../../../../src/application/ports/news-repository.port';
import { COMMITTEES, NEWS_POSTS } from '../../../../src/domain/named-records';

const renderer = markdownItRenderer();

describe('loadNews and loadCommittees', () => {
  it('loads every post newest first, and every committee by name', async () => {
    const clock = new ManualClock();
    const news = renderedNews(new InMemoryNamedRepository(NEWS_POSTS, clock, new SequentialIds()), renderer);
    for (const [title, postDate] of [
      ['B', '2026-01-01'],
      ['A', '2026-03-01'],
      ['C', '2025-12-31'],
    ] as const)
      (await news.create({ title, postDate, summary: '', text: 'x' }))._unsafeUnwrap();
    expect((await loadNews({ news }))._unsafeUnwrap().map((post) => post.title)).toEqual(['A', 'B', 'C']);
    const committees = renderedCommittees(new InMemoryNamedRepository(COMMITTEES, clock, new SequentialIds()), renderer);
    for (const name of ['events', 'Alumni', 'Budget'])
      (await committees.create({ name, chair: '', purpose: 'p', howToJoin: '' }))._unsafeUnwrap();
    expect((await loadCommittees({ committees }))._unsafeUnwrap().map((committee) => committee.name)).toEqual([
      'Alumni',
      'Budget',
      'events',
    ]);
  });

  it('answers a failure in the cause’s own words, with the notice to show', async () => {
    const broken = {
      list: () => errAsync({ type: 'Unavailable', message: 'The server could not be reached.' }),
    } as unknown as NewsRepository;
    expect((await loadNews({ news: broken }))._unsafeUnwrapErr()).toMatchObject({
      type: 'NewsLoadFailed',
      message: 'The server could not be reached.',
      notice: { tone: 'error', text: 'The server could not be reached.' },
    });
  });
});
