import { createLeadIntake, type LeadIntake } from '@application/leads/lead-intake.ts'
import { createReceivedLeads, type ReceivedLeadsOf } from '@application/leads/received-leads.ts'
import { LEAD_RATE_LIMIT } from '@application/leads/rate-limit.ts'
import { createCaptchaChoice, type CaptchaSetup } from '@application/forms/captcha-choice.ts'
import { createAvailableBookings, type AvailableBookings } from '@application/forms/available-bookings.ts'
import { createRegoLookup, type RegoLookup } from '@application/forms/rego-lookup.ts'
import type { SiteConfig } from '@domain/tenancy/site-config.schema.ts'
import type { FormKind } from '@domain/forms/form-field.ts'
import type { DeliveredPayloads } from '@application/leads/received-leads.ts'
import type { Uploads } from '@application/uploads/uploads.ts'
import type { CaptchaChallengePort, CaptchaVerifierPort } from '@domain/ports/captcha.port.ts'
import type { ClockPort } from '@domain/ports/clock.port.ts'
import type { DashboardPort } from '@domain/ports/dashboard.port.ts'
import type { LeadCreateWithinLimitPort, LeadStorePort } from '@domain/ports/leads.port.ts'
import type { RateLimiter, RateLimitPolicy } from '@domain/ports/rate-limiter.port.ts'
import type { SpentAnswersPort } from '@domain/ports/shared-state.port.ts'
import type { VehicleLookupPort } from '@domain/ports/vehicle-lookup.port.ts'

/** What the lead forms ask the server besides the lead itself. */
export interface FormsApp {
  /** the captcha the form `form` of the site shows: the local question (fresh each time) or Turnstile's widget */
  captchaSetup(site: SiteConfig, form: FormKind): CaptchaSetup
  readonly availableBookings: AvailableBookings
  readonly regoLookup: RegoLookup
}

/** The leads use cases, built once from their ports. */
export interface LeadsApp {
  /** the lead calls (POST /api/leads, PUT /api/leads/{id}, POST /api/carClarityCustomer and their /mock variants) */
  readonly intake: LeadIntake
  /** the QA inbox (/mock/leads): answers while leads stay on this server (the local or mock adapter) */
  readonly receivedLeads: ReceivedLeadsOf
  readonly forms: FormsApp
  /** opens the lead outbox and starts delivering it: leads accepted before a restart go out at once (server entry) */
  start(): void
}

/**
 * The lead outbox opens on first use (a test composing the server without taking leads opens no database); the
 * server entry calls `start()` at boot, so delivery never waits for the first lead.
 */
/** The lead outbox as the root opens it: its store, the delivery it wakes, and the local inbox when there is one. */
export interface LeadOutbox {
  readonly store: LeadStorePort
  readonly delivery: { kick(): void }
  /** tells the deployment's delivering process that this one stored a lead */
  announce(): void
  /** the local inbox the leads are delivered to (/mock/leads); null when they go to the CRM */
  readonly inbox: { readonly inbox: DeliveredPayloads } | null
}

/** The ports the lead use cases use, and what the leads adapter chosen means for them. */
export interface LeadsPorts {
  readonly captcha: { readonly local: CaptchaChallengePort; readonly hosted: CaptchaVerifierPort | null }
  /** the lead outbox, opened on first use */
  readonly leads: () => LeadOutbox
  readonly clock: ClockPort
  readonly uploads: Uploads
  readonly dashboard: DashboardPort
  readonly vehicleLookup: VehicleLookupPort
  readonly store: {
    leadLimits(policy: RateLimitPolicy): {
      readonly limiter: RateLimiter
      readonly createWithin: LeadCreateWithinLimitPort | null
    }
    readonly spentAnswers: SpentAnswersPort
  }
  /** the mock adapter: lead calls are also answered under /mock/api */
  readonly mockRoutes: boolean
  /** whether QA's inbox answers: while leads stay on this server (not with the CRM) */
  readonly inboxOpen: boolean
  /** a lead let in without a captcha check */
  readonly warn: (message: string, context: Record<string, unknown>) => void
  /** a lead route that failed */
  readonly reportFailure: (error: unknown) => void
}

export function composeLeads(ports: LeadsPorts): LeadsApp {
  const captcha = createCaptchaChoice(ports.captcha)
  let built: { intake: LeadIntake; receivedLeads: ReceivedLeadsOf } | undefined
  const outbox = () => {
    if (built) return built
    const leads = ports.leads()
    const limits = ports.store.leadLimits(LEAD_RATE_LIMIT)
    built = {
      intake: createLeadIntake({
        mockRoutes: ports.mockRoutes,
        store: leads.store,
        limiter: limits.limiter,
        createWithin: limits.createWithin,
        clock: ports.clock,
        onAccepted: () => {
          leads.delivery.kick()
          leads.announce()
        },
        captcha: (site) => captcha.verifierFor(site),
        attachments: ports.uploads,
        spentAnswers: ports.store.spentAnswers,
        log: ports.warn,
        reportFailure: ports.reportFailure,
      }),
      receivedLeads: createReceivedLeads({
        store: leads.store,
        open: ports.inboxOpen,
        delivered: leads.inbox ? (tenant, limit) => leads.inbox!.inbox(tenant, limit) : null,
      }),
    }
    return built
  }
  return {
    get intake() {
      return outbox().intake
    },
    get receivedLeads() {
      return outbox().receivedLeads
    },
    forms: {
      captchaSetup: (site, form) => captcha.setupFor(site, form),
      availableBookings: createAvailableBookings({ dashboard: ports.dashboard }),
      regoLookup: createRegoLookup({ lookup: ports.vehicleLookup }),
    },
    start() {
      outbox()
    },
  }
}
