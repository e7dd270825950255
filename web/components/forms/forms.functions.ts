import { createServerFn } from '@tanstack/react-start'
import { setResponseHeader } from '@tanstack/react-start/server'
import type { BookingSlot } from '@domain/ports/dashboard.port.ts'
import type { BookingsQuery } from '@application/forms/available-bookings.ts'
import type { CaptchaSetup } from '@application/forms/captcha-choice.ts'
import type { RegoLookupResult, RegoQuery } from '@application/forms/rego-lookup.ts'
import { requireTenant } from '../../server/http/request-tenant.ts'

export type { CaptchaSetup } from '@application/forms/captcha-choice.ts'
export type { RegoLookupResult } from '@application/forms/rego-lookup.ts'

/**
 * The captcha of the current tenant's form (never cached: a local question is single-form): the local question with
 * its signed token, or the hosted provider's widget and site key (live mode, see docs/LIVE.md).
 */
export const getCaptchaChallenge = createServerFn({ method: 'POST' }).handler(async ({ context }): Promise<CaptchaSetup> => {
  const { site } = requireTenant(context)
  setResponseHeader('Cache-Control', 'no-store')
  return context.app.leads.forms.captchaSetup(site)
})

const asBookingInput = (data: unknown): BookingsQuery => {
  const d = (data ?? {}) as Record<string, unknown>
  const kind = d.kind === 'appointment' ? 'appointment' : 'service'
  const dealership = typeof d.dealership === 'string' && /^[a-z0-9-]{1,80}$/.test(d.dealership) ? d.dealership : null
  return { kind, dealership }
}

/** Available service or appointment bookings of one of the tenant's dealerships (its main one by default). */
export const getAvailableBookings = createServerFn({ method: 'GET' })
  .validator(asBookingInput)
  .handler(async ({ data, context }): Promise<readonly BookingSlot[]> =>
    context.app.leads.forms.availableBookings(requireTenant(context).site, data))

const asRegoInput = (data: unknown): RegoQuery => {
  const d = (data ?? {}) as Record<string, unknown>
  const rego = typeof d.rego === 'string' ? d.rego.slice(0, 20) : ''
  // SPEC §7: the trade-in rego lookup sends rego and regoState
  const state = typeof d.regoState === 'string' && /^[A-Za-z]{2,3}$/.test(d.regoState) ? d.regoState.toUpperCase() : ''
  return { rego, state }
}

/** SPEC §7 trade-in rego lookup: sends rego and regoState; answers the vehicle and, where known, its market price. */
export const lookupRego = createServerFn({ method: 'POST' })
  .validator(asRegoInput)
  .handler(async ({ data, context }): Promise<RegoLookupResult> => context.app.leads.forms.regoLookup(requireTenant(context).site, data))
