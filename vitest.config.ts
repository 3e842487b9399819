import { defineConfig } from 'vitest/config';
import { linguiMacro } from './apps/web/scripts/lingui-macro.ts';
import { projectFilter, runnableSuites, SUITES } from './ops/lib/system-parts.ts';

/**
 * Unit and API tests. The server suite runs on in-memory PGlite, and once more on PostgreSQL when
 * TEST_DATABASE_URL is set (CI sets it), so both databases the store supports stay proven.
 */
const serverSuite = (name: string, database: 'pglite' | 'postgres') => ({
  test: {
    name,
    root: 'apps/server',
    include: ['src/**/*.test.ts'],
    // Process-level tests (start, lock, shutdown) do not depend on the database; they run once.
    exclude:
      database === 'postgres'
        ? ['src/main.test.ts', 'src/db/directory-lock.test.ts', '**/node_modules/**']
        : ['**/node_modules/**'],
    environment: 'node',
    env: { KALA_TEST_DB: database },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

// The real servers behind HAProxy on PostgreSQL and a private Redis (issue 12: ops/cluster, ops/faults).
const operationsSuite = {
  test: {
    name: 'operations',
    root: 'ops',
    include: ['**/*.test.ts'],
    exclude: ['lib/**', '**/node_modules/**'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
};

export default defineConfig(async () => {
  // The suites that need more than npm (PostgreSQL, HAProxy, redis-server) run where the machine has it; elsewhere
  // each is skipped with one line naming the package, or fails the run under CI (ops/lib/system-parts.ts).
  const asked = projectFilter(process.argv);
  const needsMachine = [SUITES.serverPostgres, SUITES.operations].filter((suite) => !asked || asked(suite.name));
  const runnable = new Set(
    (await runnableSuites(needsMachine, { say: (line) => console.warn(line) })).map((suite) => suite.name),
  );
  return {
    test: {
      projects: [
        serverSuite('server-pglite', 'pglite'),
        ...(runnable.has(SUITES.serverPostgres.name) ? [serverSuite('server-postgres', 'postgres')] : []),
        ...(runnable.has(SUITES.operations.name) ? [operationsSuite] : []),
        // The tooling's own checks (the one above among them): no machine parts, so they always run.
        {
          test: { name: 'ops-lib', root: 'ops', include: ['lib/**/*.test.ts'], environment: 'node' },
        },
        {
          test: {
            name: 'contract',
            root: 'packages/contract',
            include: ['src/**/*.test.ts'],
            environment: 'node',
          },
        },
        {
          // Lingui's macros (t``, <Trans>) compile as in the build; components render in English with no setup.
          plugins: [linguiMacro()],
          test: {
            name: 'web',
            root: 'apps/web',
            include: ['src/**/*.test.{ts,tsx}'],
            environment: 'jsdom',
            setupFiles: ['src/testing/setup-i18n.ts'],
          },
        },
      ],
    },
  };
});
