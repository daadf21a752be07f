import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

// Node resolves `graphql` to its CommonJS build (no "exports" map); Vite would pick the .mjs build
// and create a second graphql instance next to the one Pothos and graphql-jit use.
const graphqlCjs = createRequire(import.meta.url).resolve('graphql');

// Two projects: fast unit tests (pure domain, web components) and integration tests that build the
// server in-process against a real PostgreSQL (embedded, or DATABASE_URL / TEST_DATABASE_URL).
export default defineConfig({
  resolve: { alias: [{ find: /^graphql$/, replacement: graphqlCjs }] },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts'],
          exclude: ['src/**/*.int.test.ts', 'src/**/*.sys.test.ts', 'node_modules/**'],
          environment: 'node',
          // no unit test depends on the machine's load: a loaded CI machine (another build beside it)
          // took 5 s, Vitest's default, to build the gazetteer's index once; a test that hangs still fails
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['src/**/*.int.test.ts'],
          environment: 'node',
          globalSetup: ['src/server/test/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: true,
          maxWorkers: 2,
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'system',
          include: ['src/**/*.sys.test.ts'],
          environment: 'node',
          testTimeout: 180_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
