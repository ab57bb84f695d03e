import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

/** What the aws root reads from the outputs file (src/adapters/amplify/amplify-outputs.ts). */
const REQUIRED_OUTPUTS = [
  'auth.aws_region',
  'auth.user_pool_id',
  'auth.user_pool_client_id',
  'auth.identity_pool_id',
  'data.aws_region',
  'data.url',
  'data.api_key',
  'storage.aws_region',
  'storage.bucket_name',
];

/** A missing value stops the build with its name instead of breaking sign-in in the browser. */
function checkOutputs(json: unknown, file: string): unknown {
  const missing = REQUIRED_OUTPUTS.filter((dotted) => {
    const value = dotted.split('.').reduce<unknown>((part, field) => (part as Record<string, unknown> | null | undefined)?.[field], json);
    return typeof value !== 'string' || value.trim() === '';
  });
  if (missing.length > 0) throw new Error(`${file} lacks ${missing.join(', ')} (see amplify_outputs.example.json).`);
  return json;
}

const SELF_HOSTED_ROOT = path.resolve(import.meta.dirname, 'src/ui/app/composition-root.tsx');
const AWS_ROOT = path.resolve(import.meta.dirname, 'src/ui/app/composition-root.aws.tsx');

/**
 * BACKEND=aws builds the browser with the aws composition root in place of the self-hosted one,
 * and its Amplify outputs file (AMPLIFY_OUTPUTS, default ./amplify_outputs.json) checked and
 * compiled in. Any other build never sees the aws root, so it ships no Amplify code.
 */
function backendWiring(backend: string | undefined): { plugins: Plugin[]; define: Record<string, string> } {
  if (backend === undefined || backend === '' || backend === 'self-hosted') return { plugins: [], define: {} };
  if (backend !== 'aws') throw new Error(`BACKEND must be 'self-hosted' (the default) or 'aws', not '${backend}'.`);
  const file = path.resolve(process.env.AMPLIFY_OUTPUTS ?? 'amplify_outputs.json');
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`BACKEND=aws needs the Amplify outputs file ${file} (AMPLIFY_OUTPUTS): ${(error as Error).message}`);
  }
  const outputs = checkOutputs(json, file);
  const swapRoot: Plugin = {
    name: 'aws-composition-root',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!source.endsWith('/composition-root')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved?.id === SELF_HOSTED_ROOT ? AWS_ROOT : null;
    },
  };
  return { plugins: [swapRoot], define: { __AMPLIFY_OUTPUTS__: JSON.stringify(outputs) } };
}

export default defineConfig(({ isSsrBuild }) => {
  const wiring = backendWiring(isSsrBuild ? undefined : process.env.BACKEND);
  return {
    plugins: [react(), ...wiring.plugins],
    define: wiring.define,
    build: {
      outDir: 'dist/client',
      emptyOutDir: true,
      manifest: true,
      sourcemap: false,
      // The server bundle needs none of the site's static files.
      copyPublicDir: !isSsrBuild,
    },
    server: {
      port: 5173,
      // `npm run dev`: the UI from Vite, the API from the server (`npm start` on 8787). The Origin is
      // rewritten so the server's same-origin checks accept the dev server's requests.
      proxy: Object.fromEntries(
        ['/auth', '/graphql', '/payment', '/stripe', '/documents', '/files', '/dev', '/healthz', '/site-texts'].map((prefix) => [
          prefix,
          { target: 'http://localhost:8787', changeOrigin: true, headers: { origin: 'http://localhost:8787' } },
        ]),
      ),
    },
    test: {
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            environment: 'node',
            include: ['test/**/*.test.ts'],
            exclude: ['test/ui/**', 'test/e2e/**', 'test/fixtures/**', 'test/reliability/**'],
            // A throwaway PostgreSQL server for the database adapter tests (skipped with a warning when not installed).
            globalSetup: ['test/support/postgres-global-setup.ts'],
          },
        },
        {
          extends: true,
          test: {
            name: 'ui',
            environment: 'happy-dom',
            include: ['test/ui/**/*.test.{ts,tsx}'],
            setupFiles: ['test/ui/support/setup.ts'],
          },
        },
        {
          extends: true,
          test: {
            // Journeys in Debian's Chromium against the production build, each file its own server.
            name: 'e2e',
            environment: 'node',
            include: ['test/e2e/**/*.e2e.test.ts'],
            globalSetup: ['test/e2e/support/e2e-global-setup.ts'],
            testTimeout: 60_000,
            hookTimeout: 60_000,
            // A page answers through a server, a database and a browser sharing a busy CI machine:
            // expect.poll waits up to 10 s (not 1 s), as `shows` does, and ends as soon as it matches.
            expect: { poll: { timeout: 10_000 } },
          },
        },
        {
          extends: true,
          test: {
            // `npm run test:reliability`: fuzzing, abuse, faults and load (docs/reliability.md). Files
            // run one after another so the load figures are not shared with another file's work.
            name: 'reliability',
            environment: 'node',
            include: ['test/reliability/**/*.reliability.test.ts'],
            globalSetup: ['test/e2e/support/e2e-global-setup.ts'],
            fileParallelism: false,
            testTimeout: 180_000,
            hookTimeout: 120_000,
          },
        },
      ],
      coverage: {
        provider: 'v8',
        include: ['src/**/*.{ts,tsx}'],
        reporter: ['text-summary', 'text'],
        thresholds: {
          'src/domain/**': { lines: 95, statements: 95, functions: 95, branches: 90 },
          'src/identity/rules/**': { lines: 95, statements: 95, functions: 95, branches: 90 },
        },
      },
    },
  };
});
