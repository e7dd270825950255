import { regoLookupKind } from '@domain/tenancy/feature-flags.ts'
import { useEffect, useMemo, useState } from 'react'
import { useRouter } from '@tanstack/react-router'
import { I18nProvider } from 'react-aria-components'
import { getLocalTimeZone, today } from '@internationalized/date'
import type { Car } from '@domain/cars/car.schema.ts'
import type { FieldValue, FormKind } from '@domain/forms/form-field.ts'
import type { BookingSlot } from '@domain/ports/dashboard.port.ts'
import { buildForm } from '@domain/forms/build-form.ts'
import { FORM_TRAITS } from '@domain/forms/form-definitions.ts'
import { formatPrice } from '@domain/pricing/format-price.ts'
import { siteWording } from '@domain/tenancy/wording.ts'
import { useSite, useWiring } from '../../site/use-site.ts'
import { createLeadSubmitter } from '@application/leads/lead-submitter.ts'
import { configuredEventId } from '@domain/events/form-events.ts'
import { ensureVisitRecorded, readStoredUser, userPrefill } from '@application/local-data/local-data.ts'
import { browserStorage } from '../../client/storage.ts'
import { browserAnalytics, browserErrorReporting } from '../../client/ports.ts'
import { FormEngine, type StepResult } from './FormEngine.tsx'
import { FieldServicesContext, type FieldServices, type RegoLookupAnswer } from './fields/FieldControl.tsx'
import { CaptchaField } from './CaptchaField.tsx'
import { decorateForm, formDealership, isTradeIn } from '@domain/forms/form-decorations.ts'
import { fieldValidators } from '@domain/forms/field-validators.ts'
import { getAvailableBookings, lookupRego } from '../../functions/forms.functions.ts'

export interface LeadFormProps {
  readonly kind: FormKind
  readonly car?: Car | null
  /** values the page knows already (finance link parameters…); they win over the stored shopper's details */
  readonly prefill?: Readonly<Record<string, FieldValue>>
  /** extra query pairs for the success page */
  readonly successParams?: Readonly<Record<string, string>>
  readonly headingLevel?: 2 | 3
  readonly className?: string
  /** after the last step was accepted (the success redirect is already under way) */
  readonly onComplete?: () => void
}

/** The shopper's calendar day (YYYY-MM-DD) in the browser's time zone, read when a step is checked. */
const shoppersToday = (): string => today(getLocalTimeZone()).toString()

/** A lead form of the tenant (SPEC §2): the domain definition, the engine, and the one lead submit client. */
export function LeadForm({
  kind,
  car = null,
  prefill,
  successParams,
  headingLevel,
  className,
  onComplete,
}: LeadFormProps) {
  const site = useSite()
  const { mockLeads, errorReportingDsn } = useWiring()
  const router = useRouter()
  const definition = useMemo(() => decorateForm(buildForm(kind, site, car), site, car), [kind, site, car])
  const eventId = configuredEventId(site, definition.eventId)
  const submitter = useMemo(
    () =>
      createLeadSubmitter({
        site,
        mock: mockLeads,
        car,
        formKind: definition.kind,
        category: definition.category,
        fetch: (input, init) => fetch(input, init),
        analytics: browserAnalytics(),
        errors: browserErrorReporting(errorReportingDsn),
        now: () => Date.now(),
        sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
        page: () => ({ url: window.location.href, userAgent: navigator.userAgent }),
        localStorage: browserStorage('local'),
        sessionStorage: browserStorage('session'),
        randomBytes: (length) => crypto.getRandomValues(new Uint8Array(length)),
      }),
    [site, mockLeads, errorReportingDsn, car, definition.kind, definition.category],
  )

  const [stored, setStored] = useState<Record<string, FieldValue>>({})
  const [bookings, setBookings] = useState<readonly BookingSlot[] | null>(null)
  const [saveFailures, setSaveFailures] = useState(0)
  const bookingKind = FORM_TRAITS[definition.kind].booking
  const dealership = formDealership(site, car)

  useEffect(() => {
    ensureVisitRecorded(window.location.pathname, window.location.search, Date.now(), browserStorage())
    setStored(userPrefill(readStoredUser(browserStorage())))
  }, [])

  useEffect(() => {
    if (!bookingKind) return
    let live = true
    getAvailableBookings({ data: { kind: bookingKind, dealership: dealership?.slug ?? null } })
      .then((slots) => live && setBookings(slots))
      .catch(() => live && setBookings(null))
    return () => {
      live = false
    }
  }, [bookingKind, dealership?.slug])

  const services: FieldServices = useMemo(
    () => ({
      currency: site.locale.currency,
      locale: site.locale.language,
      numericPhone: site.forms.numeric_phone,
      manufacturers: site.manufacturers,
      bookings,
      custom: { captcha: CaptchaField },
      formKind: definition.kind,
      saveFailures,
      wording: (text: string) => siteWording(site, text),
      regoLookup:
        FORM_TRAITS[definition.kind].regoLookup && regoLookupKind(site) !== 'none'
          ? async (rego: string, values: Readonly<Record<string, FieldValue>>): Promise<RegoLookupAnswer> => {
              const state = typeof values.rego_state === 'string' ? values.rego_state : ''
              const found = await lookupRego({ data: { rego, regoState: state } })
              if (!found.ok) return { ok: false, message: found.message }
              const name = [found.year, found.make, found.model, found.badge].filter(Boolean).join(' ')
              const valuation =
                isTradeIn(definition) && found.marketPrice
                  ? ` Market value estimate: ${formatPrice(found.marketPrice)}.`
                  : ''
              // redbook sites: the vehicle as Redbook describes it (SPEC §3 vehicle-data lookup)
              const redbook = found.vehicleData ? ` Redbook: ${found.vehicleData.description}.` : ''
              return {
                ok: true,
                message: `Found your ${name}.${valuation}${redbook}`,
                values: {
                  make: found.make,
                  model: found.model,
                  year: found.year,
                  ...(valuation ? { valuation_estimate: found.marketPrice } : {}),
                },
              }
            }
          : null,
    }),
    [site, bookings, definition, saveFailures],
  )

  const initial = useMemo(() => ({ ...stored, ...(prefill ?? {}) }), [stored, prefill])

  async function onSubmitStep({
    values,
    stepIndex,
    isLastStep,
    skips,
  }: {
    values: Readonly<Record<string, FieldValue>>
    stepIndex: number
    isLastStep: boolean
    skips: readonly { from: number; to: number }[]
  }): Promise<StepResult> {
    const result = await submitter.submitLead({ values, stepIndex, skips }, isLastStep, router, eventId, successParams)
    if (result.error === null && result.lead_id !== null) return { ok: true }
    setSaveFailures((n) => n + 1)
    return { ok: false, error: result.error ?? '', alert: result.alert }
  }

  return (
    // dates, numbers and currency in the tenant's locale (en-AU day/month/year), the same on server and browser
    <I18nProvider locale={site.locale.language}>
      <FieldServicesContext.Provider value={services}>
        <FormEngine
          definition={definition}
          initialValues={initial}
          validators={fieldValidators(site, shoppersToday)}
          onSubmitStep={onSubmitStep}
          onComplete={() => {
            if (definition.resetAfterSubmit) submitter.reset()
            onComplete?.()
          }}
          headingLevel={headingLevel}
          className={className}
        />
      </FieldServicesContext.Provider>
    </I18nProvider>
  )
}
