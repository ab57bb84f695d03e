import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../../..');

interface CruisedModule {
  readonly source: string;
  readonly dependencies: readonly { readonly resolved: string }[];
}

let cruised: Promise<readonly CruisedModule[]> | undefined;

/** Every module of src and what it imports, as dependency-cruiser resolves them (run once per file). */
function modules(): Promise<readonly CruisedModule[]> {
  cruised ??= cruise();
  return cruised;
}

async function cruise(): Promise<readonly CruisedModule[]> {
  const args = ['src', '--config', '.dependency-cruiser.cjs', '--output-type', 'json'];
  const { stdout } = await run(path.join(root, 'node_modules/.bin/depcruise'), args, { cwd: root, maxBuffer: 64 * 1024 * 1024 }).catch(
    (error: { stdout: string }) => ({ stdout: error.stdout }),
  );
  return (JSON.parse(stdout) as { modules: CruisedModule[] }).modules;
}

function reachableFrom(all: readonly CruisedModule[], start: string): Set<string> {
  const bySource = new Map(all.map((module) => [module.source, module]));
  const seen = new Set<string>();
  const visit = (source: string) => {
    if (seen.has(source)) return;
    seen.add(source);
    for (const dependency of bySource.get(source)?.dependencies ?? []) visit(dependency.resolved);
  };
  visit(start);
  return seen;
}

// The home page must not load Apollo Client (a later issue measures its bundle): Apollo is
// imported by one adapter file only, and the public pages' readers reach neither it nor graphql-js.
describe('where Apollo Client is imported', () => {
  it('only src/adapters/http/graphql-apollo-transport.ts imports @apollo/client', async () => {
    const importers = (await modules()).filter((module) => module.dependencies.some((d) => d.resolved.includes('node_modules/@apollo/')));
    expect(importers.map((module) => module.source).filter((source) => source.startsWith('src/'))).toEqual([
      'src/adapters/http/graphql-apollo-transport.ts',
    ]);
  }, 60_000);

  it('the fetch readers of the public pages reach neither Apollo Client nor graphql-js', async () => {
    const reached = [...reachableFrom(await modules(), 'src/adapters/http/fetch-content-repositories.ts')];
    expect(reached).toContain('src/adapters/http/graphql-fetch-transport.ts');
    expect(reached.filter((source) => /node_modules\/(@apollo|graphql|rxjs)\//.test(source))).toEqual([]);
  }, 60_000);
});
