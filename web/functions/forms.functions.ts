import { createServerFn } from '@tanstack/react-start'
import { setResponseHeader, setResponseStatus } from '@tanstack/react-start/server'
import type { BookingSlot } from '@domain/ports/dashboard.port.ts'
import { FORM_KINDS, type FormKind } from '@domain/forms/form-field.ts'
import type { BookingsQuery } from '@application/forms/available-bookings.ts'
import type { CaptchaSetup } from '@application/forms/captcha-choice.ts'
import type { RegoLookupResult, RegoQuery } from '@application/forms/rego-lookup.ts'
import { requireTenant } from '../server/http/request-tenant.ts'
import { lookupRefusal } from '../vehicle/lookup-limit.ts'

export type { CaptchaSetup } from '@application/forms/captcha-choice.ts'
export type { RegoLookupResult } from '@application/forms/rego-lookup.ts'

/** The form a captcha is asked for: one of the forms registry's kinds (anything else is refused, 400). */
const asCaptchaInput = (data: unknown): { readonly form: FormKind } => {
  const form = (data ?? {}) as { form?: unknown }
  if (typeof form.form !== 'string' || !(FORM_KINDS as readonly string[]).includes(form.form)) {
    setResponseStatus(400)
    throw new Error('form must name one of the forms')
  }
  return { form: form.form as FormKind }
}

/**
 * The captcha of one form of the current tenant (never cached: a local question is single-form): the local question
 * with its token signed for this tenant and form, or the hosted provider's widget, site key and action (the form;
 * live mode, see docs/LIVE.md). The lead the form sends names the same form (`lead.form`).
 */
export const getCaptchaChallenge = createServerFn({ method: 'POST' })
  .validator(asCaptchaInput)
  .handler(async ({ data, context }): Promise<CaptchaSetup> => {
    const { site } = requireTenant(context)
    setResponseHeader('Cache-Control', 'no-store')
    return context.app.leads.forms.captchaSetup(site, data.form)
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
  .handler(
    async ({ data, context }): Promise<readonly BookingSlot[]> =>
      context.app.leads.forms.availableBookings(requireTenant(context).site, data),
  )

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
  .handler(async ({ data, context }): Promise<RegoLookupResult> => {
    const site = requireTenant(context).site
    // the lookup routes' per-client limit holds here too
    const refused = await lookupRefusal(context, site)
    if (refused !== null) return { ok: false, message: refused }
    return context.app.leads.forms.regoLookup(site, data)
  })
