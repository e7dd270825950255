import type { DashboardPort } from '@domain/ports/dashboard.port.ts'
import type { VehicleLookupPort } from '@domain/ports/vehicle-lookup.port.ts'
import { createDashboardFixture } from '@adapters/dashboard-fixture/dashboard-fixture.ts'
import { createDemoVehicleLookup } from '@adapters/vehicle-lookup-demo/vehicle-lookup-demo.ts'
import { getServices } from '../../server/composition.server.ts'

/**
 * The ports the form server functions use. They come from the composition root once it provides them
 * (`dashboard`, `vehicleLookup`); until then the demo adapters stand in, built over the same tenants and clock.
 */
type MaybeWired = { readonly dashboard?: DashboardPort; readonly vehicleLookup?: VehicleLookupPort }

let fallbackDashboard: DashboardPort | undefined
let fallbackLookup: VehicleLookupPort | undefined

export function formsDashboard(): DashboardPort {
  const services = getServices()
  const wired = (services as typeof services & MaybeWired).dashboard
  if (wired) return wired
  fallbackDashboard ??= createDashboardFixture({ tenants: () => services.tenants.all, clock: services.clock })
  return fallbackDashboard
}

export function formsVehicleLookup(): VehicleLookupPort {
  const services = getServices()
  const wired = (services as typeof services & MaybeWired).vehicleLookup
  if (wired) return wired
  fallbackLookup ??= createDemoVehicleLookup({ currentYear: () => new Date(services.clock.now()).getUTCFullYear() })
  return fallbackLookup
}
