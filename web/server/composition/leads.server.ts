import type { Services } from './ports.server.ts'

/** The leads use cases, built once from their ports (issue 12: filled in as the slice moves to application/leads). */
export type LeadsApp = Readonly<Record<string, never>>

export function composeLeads(_services: Services): LeadsApp {
  return {}
}
