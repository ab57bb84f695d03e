import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sortCommitteesByName, sortNewsNewestFirst, type Committee, type NewsPost } from '../../src/domain/news';

const post = (id: string, postDate: string, createdAt = '2026-01-01T00:00:00.000Z'): NewsPost => ({
  id,
  title: id,
  postDate,
  summary: '',
  text: '',
  textHtml: '',
  createdAt,
  updatedAt: createdAt,
});

describe('sortNewsNewestFirst', () => {
  it('puts the latest date first, then the latest created, then the greater id', () => {
    const posts = [
      post('a', '2026-03-01'),
      post('b', '2026-12-20'),
      post('c', '2026-03-01', '2026-02-01T00:00:00.000Z'),
      post('d', '2026-03-01'),
    ];
    expect(sortNewsNewestFirst(posts).map((p) => p.id)).toEqual(['b', 'c', 'd', 'a']);
  });

  it('the order does not depend on the order the store listed them in', () => {
    const arbitraryPost = fc
      .record({ id: fc.uuid(), day: fc.integer({ min: 1, max: 28 }), created: fc.integer({ min: 0, max: 3 }) })
      .map(({ id, day, created }) => post(id, `2026-05-${String(day).padStart(2, '0')}`, `2026-01-0${created + 1}T00:00:00.000Z`));
    fc.assert(
      fc.property(fc.uniqueArray(arbitraryPost, { selector: (p) => p.id }), (posts) => {
        const sorted = sortNewsNewestFirst(posts);
        expect(sortNewsNewestFirst([...posts].reverse())).toEqual(sorted);
        sorted.slice(1).forEach((later, i) => expect((sorted[i]?.postDate ?? '') >= later.postDate).toBe(true));
      }),
    );
  });
});

describe('sortCommitteesByName', () => {
  it('orders by name, case aside', () => {
    const committee = (id: string, name: string): Committee => ({
      id,
      name,
      chair: '',
      purpose: '',
      howToJoin: '',
      purposeHtml: '',
      howToJoinHtml: '',
      createdAt: '',
      updatedAt: '',
    });
    expect(
      sortCommitteesByName([committee('1', 'scholarship'), committee('2', 'Events'), committee('3', 'Alumni relations')]).map(
        (c) => c.name,
      ),
    ).toEqual(['Alumni relations', 'Events', 'scholarship']);
  });
});
