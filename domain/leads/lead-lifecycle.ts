import { Schema } from 'effect'
import { LeadAnswer, type LeadEnvelope, type LeadPayload } from './lead-payload.schema.ts'

/** SPEC §4 Multi-step form / §7 lead calls / §8 error catalogue, as a pure plan: the caller performs the request
 * and the 250 ms wait, then feeds the answer back. */
export const CONVERSION_DELAY_MS = 250
export const DEFAULT_LEAD_EVENT_ID = 22
export const LEAD_SUBMIT_ERROR = 'An error occurred when submitting this form'
/** sic: the spec's spelling */
export const MISSING_LEAD_ID_ERROR = 'An unexpected error occured'
export const MOCK_PREFIX = '/mock'

/** What goes to the error-reporting service: '{category} Form submission error occured {message}'. */
export const leadErrorReport = (category: string, message: string): string =>
  `${category} Form submission error occured ${message}`

export interface LeadFlowState {
  /** kept from the first answer; later steps update this lead */
  readonly leadId: string | null
  /** indices of steps whose data the server already has */
  readonly savedSteps: readonly number[]
  /** the current error, shown in the form */
  readonly error: string | null
  readonly completed: boolean
}

export const initialLeadFlow: LeadFlowState = { leadId: null, savedSteps: [], error: null, completed: false }

export interface LeadStep {
  readonly index: number
  /** the step's lead, e.g. from buildLeadPayload */
  readonly lead: LeadPayload
}

export interface LeadRequestContext {
  /** 'server' or 'car-clarity' (SiteConfig forms.lead_destination); anything else throws */
  readonly destination: string
  readonly mock: boolean
  /** the configured event id; null = none configured (the lead is still marked with 22) */
  readonly eventId: number | null
}

export interface LeadRequestPlan {
  readonly method: 'POST' | 'PUT'
  readonly path: string
  readonly body: LeadEnvelope
}

/** The id the completed lead is marked with: the configured one, else 22. */
export const completionEventId = (eventId: number | null | undefined): number => eventId ?? DEFAULT_LEAD_EVENT_ID

/** The request for saving a step, or null when there is nothing to send (step already saved, or form done). */
export function planLeadRequest(
  state: LeadFlowState,
  step: LeadStep,
  isLastStep: boolean,
  ctx: LeadRequestContext,
): LeadRequestPlan | null {
  const destination = ctx.destination
  if (destination !== 'server' && destination !== 'car-clarity')
    throw new Error(`Unknown submit destination: ${destination}`)
  if (state.completed) return null
  if (!isLastStep && state.savedSteps.includes(step.index)) return null
  const lead: LeadPayload = {
    ...step.lead,
    ...(state.leadId ? { lead_id: state.leadId } : {}),
    lead_status: isLastStep ? 'Complete' : 'Incomplete',
    form_completed: isLastStep,
    ...(isLastStep ? { event_id: completionEventId(ctx.eventId) } : {}),
  }
  if (destination === 'car-clarity') return { method: 'POST', path: '/api/carClarityCustomer', body: { lead } }
  const prefix = ctx.mock ? MOCK_PREFIX : ''
  return state.leadId
    ? { method: 'PUT', path: `${prefix}/api/leads/${encodeURIComponent(state.leadId)}`, body: { lead } }
    : { method: 'POST', path: `${prefix}/api/leads`, body: { lead } }
}

export interface AnswerContext {
  readonly index: number
  readonly isLastStep: boolean
  /** the lead category, for the success page and error reports */
  readonly category: string
  readonly eventId: number | null
  /** extra query pairs for the success page */
  readonly successQuery?: Readonly<Record<string, string>>
}

export type LeadOutcome =
  /** non-last step saved: advance */
  | { readonly kind: 'step-saved'; readonly result: { readonly lead_id: string; readonly error: null } }
  /** non-last step failed: stay on the step, show the error */
  | {
      readonly kind: 'step-failed'
      readonly result: { readonly lead_id: null; readonly error: string }
      readonly alert: string
      readonly report: string
    }
  /** last step done: fire the conversion (if any) after its delay, store the car, go to the success page */
  | {
      readonly kind: 'completed'
      readonly result: { readonly success: true; readonly lead_id: string }
      readonly conversion: { readonly eventId: number; readonly delayMs: number } | null
      readonly redirect: string
    }
  | {
      readonly kind: 'submit-failed'
      readonly result: { readonly success: false; readonly lead_id: null; readonly error: string }
      readonly alert: string
      readonly report: string
    }

/** Accepts `id` or `lead_id` (number or string); anything else counts as no id. */
export function leadIdOf(answer: unknown): { leadId: string | null; error: string | null } {
  const decoded = Schema.decodeUnknownExit(LeadAnswer)(answer)
  if (decoded._tag !== 'Success') return { leadId: null, error: null }
  const a = decoded.value
  const id = a.lead_id ?? a.id
  const leadId = id === undefined || String(id).trim() === '' ? null : String(id)
  return { leadId, error: a.error ?? null }
}

/** Folds the server's answer to a planned request into the state and says what the form does next. */
export function applyLeadAnswer(
  state: LeadFlowState,
  answer: unknown,
  ctx: AnswerContext,
): { state: LeadFlowState; outcome: LeadOutcome } {
  const { leadId, error } = leadIdOf(answer)
  if (error !== null) return fail(state, error, ctx)
  if (leadId === null) return fail(state, MISSING_LEAD_ID_ERROR, ctx)
  const saved = state.savedSteps.includes(ctx.index) ? state.savedSteps : [...state.savedSteps, ctx.index]
  if (!ctx.isLastStep) {
    return {
      state: { ...state, leadId, savedSteps: saved, error: null },
      outcome: { kind: 'step-saved', result: { lead_id: leadId, error: null } },
    }
  }
  return {
    state: { leadId, savedSteps: saved, error: null, completed: true },
    outcome: {
      kind: 'completed',
      result: { success: true, lead_id: leadId },
      conversion: ctx.eventId != null ? { eventId: ctx.eventId, delayMs: CONVERSION_DELAY_MS } : null,
      redirect: successPath(ctx.category, ctx.successQuery),
    },
  }
}

/** The request itself failed (network, non-JSON…): the shopper sees 'An error occurred when submitting this form'. */
export function applyLeadFailure(
  state: LeadFlowState,
  failure: unknown,
  ctx: AnswerContext,
): { state: LeadFlowState; outcome: LeadOutcome } {
  const message =
    failure instanceof Error ? failure.message : typeof failure === 'string' && failure ? failure : LEAD_SUBMIT_ERROR
  return fail(state, message, ctx)
}

function fail(
  state: LeadFlowState,
  message: string,
  ctx: AnswerContext,
): { state: LeadFlowState; outcome: LeadOutcome } {
  const next = { ...state, error: message }
  const report = leadErrorReport(ctx.category, message)
  return ctx.isLastStep
    ? {
        state: next,
        outcome: {
          kind: 'submit-failed',
          result: { success: false, lead_id: null, error: message },
          alert: LEAD_SUBMIT_ERROR,
          report,
        },
      }
    : {
        state: next,
        outcome: { kind: 'step-failed', result: { lead_id: null, error: message }, alert: LEAD_SUBMIT_ERROR, report },
      }
}

/** 'General Enquiry' → 'general-enquiry' */
export const categorySlug = (category: string): string =>
  category
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')

/** SPEC §2: /success?category={category slug} plus optional extra query pairs. */
export function successPath(category: string, extra: Readonly<Record<string, string>> = {}): string {
  const pairs = [
    ['category', categorySlug(category)] as const,
    ...Object.entries(extra).filter(([k]) => k !== 'category'),
  ]
  return `/success?${pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&')}`
}
