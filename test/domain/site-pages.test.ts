import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PRERENDERED_PAGES, SITE_PATHS } from '../../src/domain/site-pages';

/** A path with parameters as the server and the router match it: a parameter is one segment, any case. */
const patternOf = (path: string) => new RegExp(`^${path.replace(/\/:[^/]+/g, '/[^/]+')}$`, 'i');

describe('the pages of the site', () => {
  it('lists each path once, as the server tells them apart (without regard to case)', () => {
    const lower = SITE_PATHS.map((path) => path.toLowerCase());
    expect(lower.filter((path, index) => lower.indexOf(path) !== index)).toEqual([]);
  });

  it('puts a fixed path before a parameter that would match it, since the router preloads the first route that matches', () => {
    const shadowed = SITE_PATHS.flatMap((path, index) =>
      SITE_PATHS.slice(index + 1)
        .filter((later) => path.includes('/:') && !later.includes('/:') && patternOf(path).test(later))
        .map((later) => `${path} before ${later}`),
    );
    expect(shadowed).toEqual([]);
  });

  it('prerenders only fixed paths, each from a page module that exists, the home page from the entry chunk', () => {
    for (const { path, module } of PRERENDERED_PAGES) {
      expect(path, path).not.toContain('/:');
      if (path === '/') expect(module).toBeNull();
      else expect([path, module !== null && existsSync(module)]).toEqual([path, true]);
    }
  });
});
