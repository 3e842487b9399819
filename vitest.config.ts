import { defineConfig } from 'vitest/config';

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

export default defineConfig({
  test: {
    projects: [
      serverSuite('server-pglite', 'pglite'),
      ...(process.env.TEST_DATABASE_URL ? [serverSuite('server-postgres', 'postgres')] : []),
      // The real servers behind HAProxy on PostgreSQL and a private Redis (issue 12: ops/cluster). It needs
      // PostgreSQL, so it runs where the PostgreSQL suite does; a missing HAProxy fails it rather than skipping it.
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              test: {
                name: 'operations',
                root: 'ops',
                include: ['**/*.test.ts'],
                exclude: ['**/node_modules/**'],
                environment: 'node',
                testTimeout: 60_000,
                hookTimeout: 180_000,
              },
            },
          ]
        : []),
      {
        test: {
          name: 'contract',
          root: 'packages/contract',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
        },
      },
    ],
  },
});
