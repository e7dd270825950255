import { createLeadIntake, type LeadIntake } from '@application/leads/lead-intake.ts'
import { createReceivedLeads, type ReceivedLeadsOf } from '@application/leads/received-leads.ts'
import { LEAD_RATE_LIMIT } from '@application/leads/rate-limit.ts'
import { createCaptchaChoice, type CaptchaSetup } from '@application/forms/captcha-choice.ts'
import { createAvailableBookings, type AvailableBookings } from '@application/forms/available-bookings.ts'
import { createRegoLookup, type RegoLookup } from '@application/forms/rego-lookup.ts'
import type { SiteConfig } from '@domain/tenancy/site-config.schema.ts'
import type { FormKind } from '@domain/forms/form-field.ts'
import type { Ports } from './ports.server.ts'
import type { SharedStore } from './store.server.ts'
import type { AdapterOf } from './adapter-choice.ts'
import { log } from '../ops/log.ts'

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
/** The ports the lead use cases use, and which leads adapter serves them. */
export type LeadsPorts = Pick<Ports, 'captcha' | 'leads' | 'clock' | 'uploads' | 'dashboard' | 'vehicleLookup'> & {
  readonly store: Pick<SharedStore, 'leadLimits' | 'spentAnswers'>
  readonly leadsAdapter: AdapterOf<'leads'>
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
        mockRoutes: ports.leadsAdapter === 'mock',
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
        log: (message, context) => log.warn(context, message),
        reportFailure: (error) => log.error({ err: error }, 'lead route failed'),
      }),
      receivedLeads: createReceivedLeads({
        store: leads.store,
        open: ports.leadsAdapter !== 'crm',
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
