import { defineConfig } from 'vitest/config'

// Vitest 5 reads test projects from `test.projects` (vitest.workspace.ts is ignored).
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    // Property tests run a hundred cases each; on a busy 2-core machine that can pass Vitest's default 5 s timeout.
    testTimeout: 30_000,
    projects: [
      {
        extends: true,
        test: { name: 'domain', include: ['domain/**/*.test.ts'], environment: 'node' },
      },
      {
        extends: true,
        test: { name: 'application', include: ['application/**/*.test.ts'], environment: 'node' },
      },
      {
        extends: true,
        test: { name: 'adapters', include: ['adapters/**/*.test.ts', 'tenants/**/*.test.ts'], environment: 'node' },
      },
      {
        extends: true,
        test: { name: 'web', include: ['web/**/*.test.{ts,tsx}'], environment: 'node' },
      },
      {
        extends: true,
        test: {
          name: 'cross-layer',
          include: ['tests/{contract,conformance,fault,layering,fuzz,start-up,security,framework}/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          // the store contract suite and the multi-instance tests: one real PostgreSQL per run (DATABASE_URL, or an
          // embedded server this project's global setup starts and stops)
          name: 'store',
          include: ['tests/{store,multi-instance}/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/support/postgres-global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
})
