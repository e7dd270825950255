import type { Car } from '@domain/cars/car.schema.ts'
import type { FieldValue, FormKind } from '@domain/forms/form-field.ts'
import type { PublicSite } from '@domain/tenancy/public-site.schema.ts'
import type { SkippedStep } from '@domain/leads/lead-payload.schema.ts'
import type { AnalyticsPort } from '@domain/ports/analytics.port.ts'
import type { ErrorReportingPort } from '@domain/ports/error-reporting.port.ts'
import { buildLeadEnvelope } from '@domain/leads/lead-payload.ts'
import { eventById } from '@domain/events/event-catalogue.ts'
import {
  LEAD_SUBMIT_ERROR,
  applyLeadAnswer,
  applyLeadFailure,
  completionEventId,
  initialLeadFlow,
  planLeadRequest,
  type AnswerContext,
  type LeadFlowState,
} from '@domain/leads/lead-lifecycle.ts'
import type { KeyValueStorage } from '@domain/ports/key-value-storage.port.ts'
import { keepSuccessCar, leadTracking, rememberUser } from '../local-data/local-data.ts'
import { formSubmissionEvent } from '@domain/events/form-events.ts'
import { LEAD_REQUEST_KEY_HEADER, leadRequestKey } from '@domain/leads/lead-request-key.ts'
import { CAPTCHA_ANSWER_FIELD, CAPTCHA_TOKEN_FIELD } from '@domain/forms/captcha-fields.ts'

export interface LeadSubmitDeps {
  readonly site: PublicSite
  /** 'mock' sends both lead calls to /mock/api/leads… */
  /** lead calls go under /mock/api (the mock leads adapter) */
  readonly mock: boolean
  readonly car: Car | null
  readonly formKind: FormKind
  /** the form's category (the shopper's pick in a 'category' field wins) */
  readonly category: string
  readonly fetch: typeof fetch
  readonly analytics: AnalyticsPort
  readonly errors: ErrorReportingPort
  readonly now: () => number
  readonly sleep: (ms: number) => Promise<void>
  /** url and user agent of the page the lead comes from */
  readonly page: () => { readonly url: string; readonly userAgent: string }
  /** where the shopper's details and tracking are kept, and the success page's car (null: nowhere) */
  readonly localStorage: KeyValueStorage | null
  readonly sessionStorage: KeyValueStorage | null
  /** random bytes for the Idempotency-Key of a create */
  readonly randomBytes: (length: number) => Uint8Array
}

/** What a form hands over for one step. */
export interface UserData {
  readonly values: Readonly<Record<string, FieldValue>>
  readonly stepIndex: number
  readonly skips?: readonly SkippedStep[]
}

/** The minimal router the success redirect needs. */
export interface LeadRouter {
  navigate(options: { href: string }): unknown
}

export interface SubmitResult {
  readonly lead_id: string | null
  readonly error: string | null
  /** last step only */
  readonly success?: boolean
  /** the text of the form's destructive alert, when it failed */
  readonly alert?: string
  /** where the shopper is sent after the last step */
  readonly redirect?: string
}

export interface LeadSubmitter {
  /**
   * SPEC §7: the one submit function of every form. Each saved step sends an incomplete lead (POST, then PUT with the
   * kept lead id); the last step completes it with `eventId` (22 when none), fires the conversion after 250 ms when an
   * event id is configured, keeps the car for the success page and sends the shopper to /success.
   */
  submitLead(
    userData: UserData,
    isLastStep: boolean,
    router?: LeadRouter | null,
    eventId?: number | null,
    additionalParams?: Readonly<Record<string, string>>,
  ): Promise<SubmitResult>
  readonly state: LeadFlowState
  reset(): void
}

function withoutCaptcha(values: Readonly<Record<string, FieldValue>>) {
  const { [CAPTCHA_TOKEN_FIELD]: token, [CAPTCHA_ANSWER_FIELD]: answer, ...rest } = values
  const captcha =
    typeof token === 'string' && token !== ''
      ? { captcha_token: token, captcha_answer: answer == null ? '' : String(answer) }
      : null
  return { answers: rest, captcha }
}

async function readAnswer(response: Response): Promise<unknown> {
  const text = await response.text()
  let body: unknown = null
  try {
    body = text === '' ? null : JSON.parse(text)
  } catch {
    throw new Error(
      response.ok
        ? 'The server answered with something other than JSON'
        : `${response.status} ${response.statusText}`.trim(),
    )
  }
  if (!response.ok) {
    const error = body && typeof body === 'object' && 'error' in body ? (body as { error: unknown }).error : null
    // an error field is the server's own wording; anything else still counts as a failure, with the status
    return { error: typeof error === 'string' && error ? error : `${response.status} ${response.statusText}`.trim() }
  }
  return body
}

export function createLeadSubmitter(deps: LeadSubmitDeps): LeadSubmitter {
  let state: LeadFlowState = initialLeadFlow
  const local = deps.localStorage
  const session = deps.sessionStorage
  const randomBytes = deps.randomBytes
  /**
   * One Idempotency-Key per step whose create is on its way, kept until that step is saved: a retry after a lost
   * answer sends the same key, and the server answers the lead the first attempt made instead of a second one.
   */
  const createKeys = new Map<number, string>()
  const createKeyOf = (index: number): string => {
    const key = createKeys.get(index) ?? leadRequestKey(randomBytes(16))
    createKeys.set(index, key)
    return key
  }

  async function submitLead(
    userData: UserData,
    isLastStep: boolean,
    router?: LeadRouter | null,
    eventId: number | null = null,
    additionalParams: Readonly<Record<string, string>> = {},
  ): Promise<SubmitResult> {
    const { answers, captcha } = withoutCaptcha(userData.values)
    const nowMs = deps.now()
    const category = typeof answers.category === 'string' && answers.category ? answers.category : deps.category
    const answerCtx: AnswerContext = {
      index: userData.stepIndex,
      isLastStep,
      category,
      eventId,
      successQuery: additionalParams,
    }
    const page = deps.page()
    const envelope = buildLeadEnvelope({
      values: answers,
      site: deps.site,
      car: deps.car,
      category: deps.category,
      form: deps.formKind,
      page,
      tracking: leadTracking(nowMs, local),
      progress: {
        stepNumber: userData.stepIndex + 1,
        skippedSteps: userData.skips ?? [],
        complete: isLastStep,
        leadId: state.leadId,
        eventId: completionEventId(eventId),
      },
      nowMs,
    })
    const plan = planLeadRequest(state, { index: userData.stepIndex, lead: envelope.lead }, isLastStep, {
      destination: deps.site.forms.lead_destination,
      mock: deps.mock,
      eventId,
    })
    if (!plan) {
      // this step is already with the server (or the lead is complete): nothing to send again
      return state.completed
        ? { lead_id: state.leadId, error: null, success: true }
        : { lead_id: state.leadId, error: null }
    }

    let answer: unknown
    try {
      const response = await deps.fetch(plan.path, {
        method: plan.method,
        headers: {
          'Content-Type': 'application/json',
          Accept: 'application/json',
          ...(plan.method === 'POST' ? { [LEAD_REQUEST_KEY_HEADER]: createKeyOf(userData.stepIndex) } : {}),
        },
        body: JSON.stringify(captcha ? { lead: { ...plan.body.lead, ...captcha } } : plan.body),
      })
      answer = await readAnswer(response)
    } catch (failure) {
      const { state: next, outcome } = applyLeadFailure(state, failure, answerCtx)
      state = next
      if (outcome.kind === 'submit-failed' || outcome.kind === 'step-failed') {
        deps.errors.report(outcome.report, { form: deps.formKind, step: userData.stepIndex })
        return { ...outcome.result, alert: outcome.alert }
      }
      return { lead_id: null, error: LEAD_SUBMIT_ERROR, alert: LEAD_SUBMIT_ERROR }
    }

    const { state: next, outcome } = applyLeadAnswer(state, answer, answerCtx)
    state = next
    if (outcome.kind === 'step-saved' || outcome.kind === 'completed') createKeys.delete(userData.stepIndex)
    switch (outcome.kind) {
      case 'step-saved':
        return outcome.result
      case 'step-failed':
      case 'submit-failed':
        deps.errors.report(outcome.report, { form: deps.formKind, step: userData.stepIndex })
        return { ...outcome.result, alert: outcome.alert }
      case 'completed': {
        const submission = formSubmissionEvent(deps.formKind, deps.car)
        deps.analytics.track({
          id: submission.id,
          name: submission.name,
          data: { form: deps.formKind, category, lead_id: outcome.result.lead_id },
        })
        if (outcome.conversion) {
          await deps.sleep(outcome.conversion.delayMs)
          const id = outcome.conversion.eventId
          deps.analytics.track({
            id,
            name: 'conversion',
            data: { conversion: eventById(id)?.key ?? `event_${id}`, lead_id: outcome.result.lead_id },
          })
        }
        keepSuccessCar(
          deps.car
            ? { id: deps.car.id, name: deps.car.name, slug: deps.car.slug, image: deps.car.primary_image_url }
            : null,
          session,
        )
        rememberUser(answers, local)
        if (router) await router.navigate({ href: outcome.redirect })
        return { lead_id: outcome.result.lead_id, error: null, success: true, redirect: outcome.redirect }
      }
    }
  }

  return {
    submitLead,
    get state() {
      return state
    },
    reset() {
      state = initialLeadFlow
      createKeys.clear()
    },
  }
}
