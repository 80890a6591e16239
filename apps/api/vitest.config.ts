import { defineConfig } from 'vitest/config';

// API tests run against PGlite always, and against PostgreSQL too when DATABASE_URL is set.
// PGlite takes ~600 MB per open database: two workers fit this 2-core machine.
const databases = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export default defineConfig({
  test: {
    pool: 'forks',
    maxWorkers: Number(process.env.SOUS_TEST_WORKERS ?? 2),
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: databases.map((database) => ({
      extends: true,
      test: {
        name: database,
        include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
        globalSetup: ['test/global-setup.ts'],
        env: { SOUS_TEST_DB: database },
      },
    })),
  },
});
