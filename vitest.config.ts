import { defineConfig } from 'vitest/config'

// Vitest 5 reads test projects from `test.projects` (vitest.workspace.ts is ignored).
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    // Property tests run a hundred cases each; on a busy 2-core machine that can pass Vitest's default 5 s timeout.
    testTimeout: 30_000,
    // One file fewer than the machine has cores is one at a time on two cores, and the many files that wait on a
    // server, a child process or PostgreSQL leave that core idle; every file has its own ports, temp folders and
    // PostgreSQL schema, so two run at once.
    maxWorkers: 2,
    // The in-process projects (domain, application, adapters, web) share one module graph per worker: their files
    // start no server and change no global they do not restore (fake timers and stubbed globals are put back after
    // each test), and loading the graph again for every file is most of their time. The projects that start servers,
    // child processes or PostgreSQL keep a fresh graph per file.
    projects: [
      {
        extends: true,
        test: { name: 'domain', include: ['domain/**/*.test.ts'], environment: 'node', isolate: false },
      },
      {
        extends: true,
        test: { name: 'application', include: ['application/**/*.test.ts'], environment: 'node', isolate: false },
      },
      {
        extends: true,
        test: {
          name: 'adapters',
          include: ['adapters/**/*.test.ts', 'tenants/**/*.test.ts'],
          environment: 'node',
          isolate: false,
        },
      },
      {
        extends: true,
        test: { name: 'web', include: ['web/**/*.test.{ts,tsx}'], environment: 'node', isolate: false },
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
