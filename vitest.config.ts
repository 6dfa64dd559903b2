import { defineConfig } from 'vitest/config';

const usePostgres = Boolean(process.env.TEST_DATABASE_URL);

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/shared/**/*.test.ts', 'src/server/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'client',
          include: ['src/client/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['src/client/test-setup.ts'],
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
    ],
  },
});
