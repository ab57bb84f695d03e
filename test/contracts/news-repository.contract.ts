import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { NamedRecordRepository } from '../../src/application/ports/named-record-repository.port';
import type { NewsPostInput } from '../../src/application/ports/news-repository.port';
import type { NewsPostValue } from '../../src/domain/named-records';
import { namedRecordContract } from './named-records';

/** What a news post repository suite needs: the port (stored or rendered) over an empty store, and a way to let go of it. */
export interface NewsRepositoryHarness {
  readonly repository: NamedRecordRepository<NewsPostValue>;
  readonly dispose?: () => Promise<void>;
  /** Moves the store's clock on, where the test owns it. */
  readonly advanceClock?: (milliseconds: number) => void;
}

/** News post number `n`, titled `News n` unless a title is given. */
export function sampleNewsPost(n: number, title = `News ${n}`): NewsPostInput {
  return {
    title,
    postDate: `2026-04-${String((n % 28) + 1).padStart(2, '0')}`,
    summary: `Summary of post ${n}`,
    text: `Text of **post ${n}**`,
  };
}

/**
 * The news posts' repository contract: every adapter behaves like this. `make()` is called before
 * each test (and once per run inside the property test) and gives the port over an EMPTY store.
 */
export function newsRepositoryContract(name: string, make: () => Promise<NewsRepositoryHarness>): void {
  describe(`NewsRepository contract: ${name}`, () => {
    let harness: NewsRepositoryHarness;
    beforeEach(async () => {
      harness = await make();
    });
    afterEach(async () => harness.dispose?.());

    namedRecordContract(() => harness.repository, make, {
      sample: sampleNewsPost,
      nameField: 'title',
      otherChange: { summary: 'Changed summary' },
      listing: {
        field: 'text',
        otherField: 'summary',
        otherValues: ['Short', 'Longer summary'],
        fill: (input, text, other) => ({ ...input, text, ...(other === undefined ? {} : { summary: other ?? '' }) }),
      },
    });

    it('keeps Markdown text of 20,000 characters and an empty summary exactly as given', async () => {
      const input = { title: 'Long read', postDate: '2026-12-20', summary: '', text: `# Heading\n\n<b>raw</b> ${'x'.repeat(19_970)}` };
      const created = (await harness.repository.create(input))._unsafeUnwrap();
      expect(created).toMatchObject(input);
      expect((await harness.repository.get(created.id))._unsafeUnwrap()).toMatchObject(input);
    });
  });
}
