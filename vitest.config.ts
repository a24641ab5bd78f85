import os from 'node:os';
import { defineConfig } from 'vitest/config';

const apiTests = ['apps/api/src/**/*.test.ts', 'apps/api/test/**/*.test.ts'];
// `*.postgres.test.ts` only make sense on PostgreSQL; `*.once.test.ts` do not depend on the
// engine and run once, on PGlite. Nothing is skipped at run time.
const notForEngine = { pglite: ['**/*.postgres.test.ts'], postgres: ['**/*.once.test.ts'] };
const apiProject = (engine: 'pglite' | 'postgres') => ({
  test: {
    name: `api-${engine}`,
    include: apiTests,
    exclude: ['**/node_modules/**', ...notForEngine[engine]],
    env: { DECLIC_TEST_DB: engine },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks' as const,
    // Files share their worker process (each still builds its own app and database): the
    // app's modules load once per worker instead of once per file, which halves the run.
    // So no test may mock a module or write process.env.
    isolate: false,
  },
});

// The API integration tests run twice: on embedded PGlite, and on PostgreSQL when
// TEST_DATABASE_URL is set (CI sets it).
export default defineConfig({
  test: {
    // Vitest's default keeps one core free (a single worker on a 2-core CI machine); the API
    // files spend much of their time waiting on PostgreSQL, servers and child processes, so one
    // worker per core: 490 → 302 s on the 2-core CI machine.
    maxWorkers: os.availableParallelism(),
    projects: [
      { test: { name: 'domain', include: ['packages/domain/src/**/*.test.ts'] } },
      apiProject('pglite'),
      ...(process.env.TEST_DATABASE_URL ? [apiProject('postgres')] : []),
      { test: { name: 'web', include: ['apps/web/src/**/*.test.ts', 'apps/web/build/**/*.test.ts'] } },
      {
        // Components rendered in a DOM (happy-dom) and read as a user would (Testing Library).
        test: {
          name: 'web-dom',
          include: ['apps/web/src/**/*.test.tsx'],
          environment: 'happy-dom',
          setupFiles: ['apps/web/test/setup-dom.ts'],
        },
      },
      { test: { name: 'tooling', include: ['scripts/**/*.test.mjs'] } },
    ],
  },
});
