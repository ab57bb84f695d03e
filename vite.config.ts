import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
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
      ['/auth', '/graphql', '/payment', '/stripe', '/documents', '/files', '/dev', '/healthz'].map((prefix) => [
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
      },
    },
  },
}));
