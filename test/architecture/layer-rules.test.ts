import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../..');
const depcruise = path.join(root, 'node_modules/.bin/depcruise');
const config = path.join(root, '.dependency-cruiser.cjs');

interface Violation {
  readonly from: string;
  readonly to: string;
  readonly rule: { readonly name: string };
}

async function violationsIn(dir: string): Promise<readonly Violation[]> {
  const { stdout } = await run(depcruise, ['src', 'scripts', '--config', config, '--output-type', 'json'], {
    cwd: dir,
    maxBuffer: 64 * 1024 * 1024,
  }).catch((error: { stdout: string }) => ({ stdout: error.stdout }));
  return (JSON.parse(stdout) as { summary: { violations: Violation[] } }).summary.violations;
}

describe('the dependency check', () => {
  it('finds no outward import in the project itself', async () => {
    expect(await violationsIn(root)).toEqual([]);
  }, 30_000);

  it('fails on every kind of outward import (test/fixtures/outward-import)', async () => {
    const found = (await violationsIn(path.join(root, 'test/fixtures/outward-import'))).map(
      (v) => `${v.rule.name}: ${v.from} -> ${v.to.replace(/^.*node_modules\/([^/]+)\/.*$/, '$1')}`,
    );
    // Every deliberate mistake in the fixture is caught, each by the rule meant for it, and nothing else is reported.
    expect([...found].sort()).toEqual(
      [
        'adapters-point-inward: src/adapters/adapter.ts -> src/server/route.ts',
        'adapters-point-inward: src/adapters/adapter.ts -> src/ui/page.ts',
        'application-imports-only-domain: src/application/thing.ts -> src/adapters/adapter.ts',
        'application-imports-only-domain: src/application/uses-identity-service.ts -> src/identity/service/leaks.ts',
        'application-uses-no-io-libraries: src/application/reads-disk.ts -> fs',
        'browser-and-server-apart: src/application/browser/reaches-server.ts -> src/application/server/use-case.ts',
        'domain-is-pure: src/domain/framework.ts -> hono',
        'domain-is-pure: src/domain/leak.ts -> src/application/thing.ts',
        'domain-is-pure: src/domain/random.ts -> crypto',
        'identity-rules-are-pure: src/identity/rules/impure.ts -> src/domain/leak.ts',
        'identity-service-stands-alone: src/identity/service/leaks.ts -> src/application/server/use-case.ts',
        'inversify-only-in-composition-roots: src/adapters/container.ts -> inversify',
        'only-server-imports-server: src/adapters/adapter.ts -> src/server/route.ts',
        'only-ui-imports-ui: src/adapters/adapter.ts -> src/ui/page.ts',
        'scripts-use-the-server-roots: scripts/tool.ts -> src/server/route.ts',
        'server-and-browser-apart: src/application/server/reaches-browser.ts -> src/application/browser/flow.ts',
        'ui-reaches-adapters-only-in-its-wiring: src/ui/uses-adapter.ts -> src/adapters/adapter.ts',
      ].sort(),
    );
  }, 30_000);
});

describe('the must-use-result lint rule', () => {
  it('reports a dropped Result and accepts a used or deliberately voided one', async () => {
    const eslint = new ESLint({
      cwd: root,
      ignore: false,
      overrideConfig: {
        languageOptions: { parserOptions: { projectService: { allowDefaultProject: ['test/fixtures/lint/*.ts'] } } },
      },
    });
    const [report] = await eslint.lintFiles(['test/fixtures/lint/drops-result.ts']);
    expect(report?.messages.map((m) => [m.line, m.ruleId])).toEqual([[8, 'local/must-use-result']]);
  }, 60_000);
});

describe('the rule against assertions that cannot fail', () => {
  it('reports a matcher on a getBy/findBy query and accepts the query alone or a matcher that can fail', async () => {
    const eslint = new ESLint({
      cwd: root,
      ignore: false,
      overrideConfig: {
        languageOptions: { parserOptions: { projectService: { allowDefaultProject: ['test/fixtures/lint/*.ts'] } } },
      },
    });
    const [report] = await eslint.lintFiles(['test/fixtures/lint/cannot-fail.ts']);
    expect(report?.messages.map((m) => [m.line, m.ruleId])).toEqual([6, 7, 8, 9].map((line) => [line, 'no-restricted-syntax']));
  }, 60_000);
});
