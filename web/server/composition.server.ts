import { resolve } from 'node:path'
import { readMode, type LiveSettings, type Mode } from './mode.ts'
import { createTenantRegistry, type TenantRegistry } from './tenant-registry.ts'
import { loadTenants } from '@adapters/tenants-files/load-tenants.ts'

/**
 * The one composition root: reads the mode once and wires every port to its adapter.
 * Nothing else in the app reads ADAPTERS or picks an adapter.
 */
export interface Services {
  readonly mode: Mode
  readonly live: LiveSettings | null
  readonly tenants: TenantRegistry
  readonly dataDir: string
}

let services: Services | undefined

/** Thrown at start-up; its message is the exact lines to print before exiting. */
export class StartupError extends Error {
  override readonly name = 'StartupError'
}

export function bootServices(env: Readonly<Record<string, string | undefined>> = process.env): Services {
  if (services) return services
  const reading = readMode(env)
  if (!reading.ok) throw new StartupError(reading.errors.join('\n'))
  const tenantsDir = env.TENANTS_DIR ?? resolve(process.cwd(), 'tenants/sites')
  let tenants
  try {
    tenants = loadTenants(tenantsDir)
  } catch (error) {
    throw new StartupError(error instanceof Error ? error.message : String(error))
  }
  services = {
    mode: reading.mode,
    live: reading.live,
    tenants: createTenantRegistry(tenants, reading.mode !== 'live'),
    dataDir: env.DATA_DIR ?? resolve(process.cwd(), 'data'),
  }
  return services
}

export function getServices(): Services {
  return services ?? bootServices()
}
