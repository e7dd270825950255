import type { Services } from './ports.server.ts'

/** The search use cases, built once from their ports (issue 12: filled in as the slice moves to application/search). */
export type SearchApp = Readonly<Record<string, never>>

export function composeSearch(_services: Services): SearchApp {
  return {}
}
