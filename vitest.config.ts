import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';

// Unit + integration tests. Playwright specs under tests/e2e are run by Playwright, not here.
export default defineConfig({
  plugins: [react()],
  // The build generates the US city gazetteer (scripts/us-cities-plugin.ts); tests use a few places.
  resolve: { alias: { 'virtual:us-cities': fileURLToPath(new URL('./src/testing/us-cities-fixture.ts', import.meta.url)) } },
  test: {
    setupFiles: ['./src/testing/setup.ts'],
    // Vitest's default is one worker fewer than the cores: one on the 2-core CI machines, where
    // half of a file's time is spent waiting (for a spawned server, a database, a child process)
    // or starting the file. Two workers there: the suite took 864 s with one, 503 s with two.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        extends: true,
        test: {
          name: 'domain',
          include: ['src/domain/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['src/server/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/sync/**/*.test.ts'],
          environment: 'node',
          // One module graph per worker, not per file: the server's test files mock nothing,
          // and each build their own app, database and OCR pool. Importing the server again for
          // every file (its database, auth, OCR and PDF libraries) and migrating a template
          // database per file took 400 s of the 2-core machines' time; shared, 243 s.
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          include: ['src/web/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          // Added to the shared setup file above (project settings extend the root's).
          setupFiles: ['./src/testing/setup-web.ts'],
        },
      },
    ],
    coverage: {
      provider: 'v8',
      include: ['src/domain/**/*.ts'],
      exclude: ['src/domain/**/*.test.ts'],
      reporter: ['text-summary', 'json-summary'],
      thresholds: { lines: 95, branches: 95, functions: 95, statements: 95 },
    },
  },
});
