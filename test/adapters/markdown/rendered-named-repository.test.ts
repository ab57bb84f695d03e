import { describe, expect, it } from 'vitest';
import { InMemoryNamedRepository } from '../../../src/adapters/in-memory/in-memory-named-repository';
import { ManualClock } from '../../../src/adapters/in-memory/manual-clock';
import { SequentialIds } from '../../../src/adapters/in-memory/sequential-ids';
import { markdownItRenderer } from '../../../src/adapters/markdown/markdown-it-renderer';
import { RenderedNamedRepository } from '../../../src/adapters/markdown/rendered-named-repository';
import { COMMITTEES, NEWS_POSTS } from '../../../src/domain/named-records';
import type { Committee, NewsPost } from '../../../src/domain/news';
import { committeeRepositoryContract } from '../../contracts/committee-repository.contract';
import { newsRepositoryContract, sampleNewsPost } from '../../contracts/news-repository.contract';

const renderer = markdownItRenderer();

function renderedNews() {
  const clock = new ManualClock();
  const repository = new RenderedNamedRepository<'title' | 'postDate' | 'summary' | 'text', NewsPost>(
    NEWS_POSTS,
    new InMemoryNamedRepository(NEWS_POSTS, clock, new SequentialIds()),
    renderer,
  );
  return { repository, advanceClock: (ms: number) => clock.advance(ms) };
}

newsRepositoryContract('rendered, over in memory', async () => renderedNews());

committeeRepositoryContract('rendered, over in memory', async () => ({
  repository: new RenderedNamedRepository<'name' | 'chair' | 'purpose' | 'howToJoin', Committee>(
    COMMITTEES,
    new InMemoryNamedRepository(COMMITTEES, new ManualClock(), new SequentialIds()),
    renderer,
  ),
}));

describe('RenderedNamedRepository', () => {
  it('answers each Markdown field beside its safe HTML, on every read and write', async () => {
    const { repository } = renderedNews();
    const input = { ...sampleNewsPost(1), text: '# Gala\n\nWe **danced**. <script>alert(1)</script>' };
    const created = (await repository.create(input))._unsafeUnwrap();
    const html = '<h2>Gala</h2>\n<p>We <strong>danced</strong>. &lt;script&gt;alert(1)&lt;/script&gt;</p>';
    expect(created).toMatchObject({ ...input, textHtml: html });
    expect((await repository.get(created.id))._unsafeUnwrap().textHtml).toBe(html);
    expect((await repository.list())._unsafeUnwrap().items.map((post) => post.textHtml)).toEqual([html]);
    expect((await repository.findByName(input.title))._unsafeUnwrap()?.textHtml).toBe(html);
    const updated = (await repository.update(created.id, { text: 'Plain' }))._unsafeUnwrap();
    expect(updated.textHtml).toBe('<p>Plain</p>');
    expect((await repository.delete(created.id))._unsafeUnwrap().textHtml).toBe('<p>Plain</p>');
  });

  it('renders both of a committee’s Markdown fields, an empty one as empty', async () => {
    const repository = new RenderedNamedRepository<'name' | 'chair' | 'purpose' | 'howToJoin', Committee>(
      COMMITTEES,
      new InMemoryNamedRepository(COMMITTEES, new ManualClock(), new SequentialIds()),
      renderer,
    );
    const created = (await repository.create({ name: 'Events', chair: '', purpose: 'Plans *events*.', howToJoin: '' }))._unsafeUnwrap();
    expect(created).toMatchObject({ purposeHtml: '<p>Plans <em>events</em>.</p>', howToJoinHtml: '' });
  });
});
