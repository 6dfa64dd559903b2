import { defineConfig } from 'vitest/config';

const usePostgres = Boolean(process.env.TEST_DATABASE_URL);
// The scale-out test needs PostgreSQL and Redis, as in CI; it runs with the PostgreSQL server tests.
const scaleOut = usePostgres && Boolean(process.env.REDIS_URL);

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/shared/**/*.test.ts', 'src/server/**/*.test.ts', 'tests/build/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'client',
          include: ['src/client/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['src/client/test-setup.ts'],
          // Screens typed into key by key: on a busy two-core machine one test can take several seconds.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts', 'tests/sync/**/*.test.ts'],
          environment: 'node',
          // One embedded database per worker, shared by its files and emptied between tests.
          isolate: false,
          fileParallelism: !usePostgres,
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      ...(scaleOut
        ? [
            {
              test: {
                name: 'scale',
                include: ['tests/scale/**/*.test.ts'],
                environment: 'node',
                testTimeout: 30_000,
                hookTimeout: 120_000,
              },
            },
          ]
        : []),
    ],
  },
});
