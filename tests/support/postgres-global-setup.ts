import type { TestProject } from 'vitest/node'
import { startTestPostgres } from './postgres-server.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    /** the test PostgreSQL's database (DATABASE_URL, or the embedded server this run started) */
    databaseUrl: string
  }
}

/** One PostgreSQL per test run, for the projects that need one; stopped (and its data removed) at the end. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const postgres = await startTestPostgres()
  project.provide('databaseUrl', postgres.url)
  return () => postgres.stop()
}
