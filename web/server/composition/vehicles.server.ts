import type { Services } from './ports.server.ts'

/** The vehicles use cases, built once from their ports (issue 12: filled in as the slice moves to application/vehicles). */
export type VehiclesApp = Readonly<Record<string, never>>

export function composeVehicles(_services: Services): VehiclesApp {
  return {}
}
