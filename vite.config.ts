import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    manifest: true,
    sourcemap: false,
  },
  server: { port: 5173 },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['test/**/*.test.ts'],
          exclude: ['test/ui/**', 'test/e2e/**', 'test/fixtures/**'],
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
});
