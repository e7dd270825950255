import type { Services } from './ports.server.ts'

/** The content use cases, built once from their ports (issue 12: filled in as the slice moves to application/content). */
export type ContentApp = Readonly<Record<string, never>>

export function composeContent(_services: Services): ContentApp {
  return {}
}
