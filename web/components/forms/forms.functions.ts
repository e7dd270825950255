import { createServerFn } from '@tanstack/react-start'
import { getServices } from '../../server/composition/composition.server.ts'
import { setResponseHeader } from '@tanstack/react-start/server'
import type { BookingSlot } from '@domain/ports/dashboard.port.ts'
import { requireTenant } from '../../site/site-context.server.ts'
import type { CaptchaSetup } from '../../server/composition/captcha-services.server.ts'

/**
 * The captcha of the current tenant's form (never cached: a local question is single-form): the local question with
 * its signed token, or the hosted provider's widget and site key (live mode, see docs/LIVE.md).
 */
export const getCaptchaChallenge = createServerFn({ method: 'POST' }).handler(async (): Promise<CaptchaSetup> => {
  const { site } = requireTenant()
  setResponseHeader('Cache-Control', 'no-store')
  return getServices().captcha.setupFor(site)
})

const asBookingInput = (data: unknown): { kind: 'service' | 'appointment'; dealership: string | null } => {
  const d = (data ?? {}) as Record<string, unknown>
  const kind = d.kind === 'appointment' ? 'appointment' : 'service'
  const dealership = typeof d.dealership === 'string' && /^[a-z0-9-]{1,80}$/.test(d.dealership) ? d.dealership : null
  return { kind, dealership }
}

/** Available service or appointment bookings of one of the tenant's dealerships (its main one by default). */
export const getAvailableBookings = createServerFn({ method: 'GET' })
  .validator(asBookingInput)
  .handler(async ({ data }): Promise<readonly BookingSlot[]> => {
    const { site } = requireTenant()
    const dealership = site.dealerships.find((d) => d.slug === data.dealership)
      ?? site.dealerships.find((d) => d.id === site.dealership_id) ?? site.dealerships[0]
    if (!dealership) return []
    const port = getServices().dashboard
    const slots = data.kind === 'service'
      ? await port.availableServiceBookings(dealership.id)
      : await port.availableAppointmentBookings(dealership.id)
    return slots === false ? [] : slots
  })

const asRegoInput = (data: unknown): { rego: string; state: string } => {
  const d = (data ?? {}) as Record<string, unknown>
  const rego = typeof d.rego === 'string' ? d.rego.slice(0, 20) : ''
  const state = typeof d.state === 'string' && /^[A-Za-z]{2,3}$/.test(d.state) ? d.state.toUpperCase() : ''
  return { rego, state }
}

export type RegoLookupResult =
  | { readonly ok: true; readonly make: string; readonly model: string; readonly year: number; readonly badge: string | null; readonly marketPrice: number | null }
  | { readonly ok: false; readonly message: string }

/** SPEC §7 trade-in rego lookup: sends rego and regoState; answers the vehicle and, where known, its market price. */
export const lookupRego = createServerFn({ method: 'POST' })
  .validator(asRegoInput)
  .handler(async ({ data }): Promise<RegoLookupResult> => {
    const { site } = requireTenant()
    const state = data.state || site.locale.default_state.toUpperCase()
    const lookup = getServices().vehicleLookup
    const priced = await lookup.autograb({ rego: data.rego, state })
    if (priced.ok) {
      const v = priced.value
      return { ok: true, make: v.make, model: v.model, year: v.year, badge: v.badge, marketPrice: v.state_average_market_price ?? v.average_market_price }
    }
    const found = await lookup.regoLookup(data.rego, state)
    if (found.ok) return { ok: true, make: found.value.make, model: found.value.model, year: found.value.year, badge: found.value.badge, marketPrice: null }
    return { ok: false, message: found.message }
  })
