import { decodeOrProblem } from '@domain/kernel/decode.ts'
import { LeadEnvelope, type LeadDestination, type LeadPayload } from '@domain/leads/lead-payload.schema.ts'
import { checkLeadFields } from '@domain/leads/lead-field-checks.ts'
import { missingLeadAnswer } from '@domain/leads/lead-completeness.ts'
import { controlCharacterField } from '@domain/leads/lead-text.ts'
import { INVALID_LEAD_REQUEST_KEY, LEAD_REQUEST_KEY_HEADER, isLeadRequestKey } from '@domain/leads/lead-request-key.ts'
import type { ClockPort } from '@domain/ports/clock.port.ts'
import type { LeadCreateWithinLimitPort, LeadStorePort } from '@domain/ports/leads.port.ts'
import type { CaptchaResponse, CaptchaVerifierPort, SpendableAnswer } from '@domain/ports/captcha.port.ts'
import type { SpentAnswersPort } from '@domain/ports/shared-state.port.ts'
import type { RateDecision, RateLimiter } from '@domain/ports/rate-limiter.port.ts'
import type { SiteConfig } from '@domain/tenancy/site-config.schema.ts'
import type { Tenant } from '@domain/tenancy/tenant.schema.ts'
import { failure, success, type Outcome } from '../kernel/outcome.ts'
import type { Uploads } from '../uploads/uploads.ts'

export interface LeadIntakeDeps {
  /** whether the `/mock/api/…` lead calls are taken (the leads adapter is `mock`) */
  readonly mockRoutes: boolean
  readonly store: LeadStorePort
  readonly limiter: RateLimiter
  /**
   * Where the store can take the sender's rate token and write the lead as one write (PostgreSQL): a create's take
   * is then deferred from admission to that write, when nothing the take guards comes first (see `createLead`).
   * Absent: every admission takes at once.
   */
  readonly createWithin?: LeadCreateWithinLimitPort | null
  readonly clock: ClockPort
  /** called after a lead version is written (wakes the delivery loop) */
  readonly onAccepted?: () => void
  /**
   * The captcha verifier of a site that shows a captcha (`forms.captcha`), given what the raw body carried
   * (`lead.captcha_token`, `lead.captcha_answer`). Absent = no captcha check (tests, benchmarks).
   */
  readonly captcha?: (site: SiteConfig) => CaptchaVerifierPort
  /** the attached files (application/uploads): checked and completed before a write, bound to the lead after it */
  readonly attachments?: Pick<Uploads, 'resolve' | 'bind'>
  /**
   * Where passed answers that count once (the local challenge) are recorded as spent on the lead stored with them,
   * shared by every process (absent: not recorded, in tests about something else).
   */
  readonly spentAnswers?: SpentAnswersPort
  /** where a lead let in without a captcha check is logged */
  readonly log: (message: string, context: Record<string, unknown>) => void
  /** where a failed write (the store is down, a bug) is reported before answering `unavailable` */
  readonly reportFailure: (error: unknown) => void
}

/** Set by the server only, on a lead accepted while the captcha provider could not answer (see docs/LIVE.md). */
export const CAPTCHA_UNVERIFIED_FIELD = 'captcha_unverified'

/** A passed answer already spent on another lead (a replay): the form asks a new question. */
export const ANSWER_ALREADY_USED =
  'This security question has already been answered for another enquiry. Please answer the new one.'

/** What a sender is told when the store could not take the lead: come back in a few seconds. */
export const LEAD_NOT_SAVED = failure('unavailable', 'The lead could not be saved just now; please try again', {
  retryAfterSeconds: 5,
})

/** Who is sending, as the web layer read it from the request, before its body is read. */
export interface LeadSender {
  /** the site the request's Host names (never the body's); null: no site at this address */
  readonly tenant: Tenant | null
  /** the address the sender is counted against (web/server/http/client-key.ts); 'unknown' when none */
  readonly clientKey: string
  /** the `/mock/api/…` variant: taken only with the mock leads adapter */
  readonly mock: boolean
}

declare const admitted: unique symbol

/**
 * A sender let through admission: only `admit` makes one, so no lead is written, and no captcha or upload is looked
 * at, before the rate limit counted the request.
 */
export interface LeadAdmission {
  readonly tenant: Tenant
  readonly clientKey: string
  /** when the rate token was deferred to the lead's write, the time admission took it at; null: already taken */
  readonly takeAt: number | null
  readonly [admitted]: true
}

export interface LeadId {
  readonly id: string
}

export interface LeadIntake {
  /**
   * The checks made before the body is read (the cheapest): the variant is on, the sender is within its rate, the
   * Host is a dealer site. The web layer reads the body only after this passed. With a store that writes the take
   * with the lead (`createWithin`), a sender to a dealer site is let through with its take deferred to the write (a
   * body within the size limit is then read first; nothing is written, and no captcha or upload looked at, before
   * the take).
   */
  admit(sender: LeadSender): Promise<Outcome<LeadAdmission>>
  /**
   * The rate token an admission deferred, taken now (a no-op for one that took it): the web layer calls it before
   * answering a body it refused, so every request counts against its sender as before.
   */
  counted(admission: LeadAdmission): Promise<Outcome<LeadAdmission>>
  /**
   * POST /api/leads: the parsed body `{lead}` → the new lead's id. With the sender's `Idempotency-Key` (null: none
   * sent), a key this site already created a lead with answers that lead's id and writes nothing.
   */
  createLead(admission: LeadAdmission, body: unknown, requestKey?: string | null): Promise<Outcome<LeadId>>
  /** PUT /api/leads/{leadId}: a further version of the lead → its id */
  updateLead(admission: LeadAdmission, leadId: string, body: unknown): Promise<Outcome<LeadId>>
  /** POST /api/carClarityCustomer: `{lead}` → the new lead's id, delivered to Car Clarity */
  createCarClarityCustomer(
    admission: LeadAdmission,
    body: unknown,
    requestKey?: string | null,
  ): Promise<Outcome<LeadId>>
}

const LEAD_ID = /^[A-Za-z0-9_-]{1,100}$/

/**
 * A lead past the captcha, with the hold on its answer (null: nothing to spend): spent on a pending claim before the
 * write, settled on the lead written or released when none was.
 */
interface Passed {
  readonly lead: LeadPayload
  readonly hold: AnswerHold | null
}

interface AnswerHold {
  readonly key: string
  readonly claim: string
}

interface Read {
  readonly tenant: Tenant
  readonly lead: LeadPayload
  readonly captcha: CaptchaResponse
}

/** The captcha keys of the raw body (the lead schema drops them: they are not part of the lead). */
function captchaResponseOf(body: object): CaptchaResponse {
  const lead = (body as { lead?: { captcha_token?: unknown; captcha_answer?: unknown } | null }).lead
  const token = typeof lead?.captcha_token === 'string' ? lead.captcha_token : ''
  const answer = lead?.captcha_answer
  return typeof answer === 'string' || typeof answer === 'number' ? { token, answer: String(answer) } : { token }
}

/** The body without the fields only the server sets, so a sender can neither set nor trip over them. */
function withoutServerFields(body: object): object {
  const lead = (body as { lead?: unknown }).lead
  if (typeof lead !== 'object' || lead === null || !(CAPTCHA_UNVERIFIED_FIELD in lead)) return body
  const { [CAPTCHA_UNVERIFIED_FIELD]: _dropped, ...rest } = lead as Record<string, unknown>
  return { ...body, lead: rest }
}

/**
 * The lead intake: data in, data out, so it is tested and fuzzed without a server. Checks run cheapest first, and
 * nothing is written until a request has passed every one: the variant, rate, site (`admit`, before the web layer
 * reads the body, whose size and JSON it checks), then a create's Idempotency-Key (a retry is answered here), the
 * body's shape and text (no control characters: domain/leads/lead-text.ts), the body's site against the Host's, the
 * fields present against SPEC §5 (domain/leads/lead-field-checks.ts), a completed lead's required answers against its
 * form (domain/leads/lead-completeness.ts), and last the captcha (it may ask a provider, and a hosted provider's token is
 * spent by the asking).
 */
export function createLeadIntake(deps: LeadIntakeDeps): LeadIntake {
  /**
   * With a store that writes the take with the lead (`createWithin`), a sender to a dealer site is admitted with its
   * take deferred to that write: the lead then costs one round trip and commit instead of two. The answers stay as
   * they were: a create whose take is not made by its write (a body refused, a captcha site, attachments, an update)
   * takes it before anything else, and a sender over its rate is answered 429 and writes nothing either way.
   */
  async function admit(sender: LeadSender): Promise<Outcome<LeadAdmission>> {
    if (sender.mock && !deps.mockRoutes) return failure('not_found', 'Not found')
    const now = deps.clock.now()
    if (sender.tenant && deps.createWithin)
      return success({ tenant: sender.tenant, clientKey: sender.clientKey, takeAt: now } as LeadAdmission)
    const rate = await deps.limiter.take(sender.clientKey, now)
    if (!rate.ok) return tooMany(rate)
    if (!sender.tenant) return failure('not_found', 'No dealer site at this address')
    return success({ tenant: sender.tenant, clientKey: sender.clientKey, takeAt: null } as LeadAdmission)
  }

  async function counted(admission: LeadAdmission): Promise<Outcome<LeadAdmission>> {
    if (admission.takeAt === null) return success(admission)
    const rate = await deps.limiter.take(admission.clientKey, admission.takeAt)
    return rate.ok ? success({ ...admission, takeAt: null }) : tooMany(rate)
  }

  function read(admission: LeadAdmission, body: unknown): Outcome<Read> {
    const { tenant } = admission
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      return failure('invalid', 'Request body must be a JSON object {"lead": {…}}', { field: 'lead' })
    }
    // before decoding: the schema drops the captcha keys, which are not part of the lead
    const captcha = captchaResponseOf(body)
    const decoded = decodeOrProblem(LeadEnvelope, withoutServerFields(body))
    if (!decoded.ok) {
      const field = decoded.problem.path || 'lead'
      return failure('invalid', `Invalid field ${field}: ${readable(decoded.problem.message)}`, { field })
    }
    const lead = decoded.value.lead
    // no text of a lead holds a control character (a NUL, an escape): 400 naming the field
    const control = controlCharacterField(lead)
    if (control)
      return failure('bad_request', `Invalid field ${control.field}: ${control.message}`, { field: control.field })
    if (lead.website_slug !== tenant.site.slug) {
      return failure('forbidden', 'lead.website_slug does not match the site this request was sent to', {
        field: 'lead.website_slug',
      })
    }
    if (!tenant.site.dealerships.some((d) => d.slug === lead.dealership_slug)) {
      return failure('forbidden', 'lead.dealership_slug is not a dealership of this site', {
        field: 'lead.dealership_slug',
      })
    }
    // SPEC §5 as the forms apply it, on the fields present: a lead saved at an early step lacks the later ones
    // a completed lead carries a name, a way to answer it, and every required answer of its form (SPEC §3, §5)
    const problem = checkLeadFields(lead, tenant.site, deps.clock.now()) ?? missingLeadAnswer(lead, tenant.site)
    if (problem)
      return failure('invalid', `Invalid field ${problem.field}: ${problem.message}`, { field: problem.field })
    return success({ tenant, lead, captcha })
  }

  /**
   * The last check before a write, for sites that show a captcha: refused → invalid with the verifier's message;
   * provider unavailable → the lead is let in marked `captcha_unverified: true` (no lead is lost to an outage of
   * the provider) and logged.
   */
  async function passCaptcha(read: Read, clientKey: string, leadId: string | null): Promise<Outcome<Passed>> {
    const { tenant, lead } = read
    const verifier = tenant.site.forms.captcha ? deps.captcha?.(tenant.site) : undefined
    if (!verifier) return success({ lead, hold: null })
    const binding = { tenant: tenant.site.slug, form: lead.form ?? null }
    const verdict = await verifier.verify(read.captcha, clientKey === 'unknown' ? undefined : clientKey, binding)
    switch (verdict.kind) {
      case 'passed': {
        const hold = verdict.spend ? await holdAnswer(verdict.spend, leadId) : null
        if (hold === false) return failure('invalid', ANSWER_ALREADY_USED, { field: 'lead.captcha_answer' })
        return success({ lead, hold })
      }
      case 'refused':
        return failure('invalid', verdict.message, { field: 'lead.captcha_answer' })
      case 'unavailable':
        deps.log(
          `[captcha] provider unavailable (${verdict.reason}); lead accepted marked ${CAPTCHA_UNVERIFIED_FIELD}`,
          {
            tenant: tenant.site.slug,
            category: lead.category,
            lead_id: lead.lead_id ?? null,
          },
        )
        return success({ lead: { ...lead, [CAPTCHA_UNVERIFIED_FIELD]: true }, hold: null })
    }
  }

  /**
   * The answer spent on a pending claim before the write, in one statement of the store, so of the requests sent
   * with one answer at once only one goes on to write. false: spent on another lead or claim; null: nothing to hold
   * (the updated lead spent it at an earlier step and sends it with each further step, or no spent-answers store).
   */
  async function holdAnswer(spend: SpendableAnswer, leadId: string | null): Promise<AnswerHold | false | null> {
    const answers = deps.spentAnswers
    if (!answers) return null
    if (leadId !== null && (await answers.spentOn(spend.key)) === leadId) return null
    const claim = await answers.claim(spend.key, spend.expiresAt)
    return claim === null ? false : { key: spend.key, claim }
  }

  /**
   * Once the write is done, the claim names the lead written (`keeper`), or is released when none was (null:
   * refused, replayed, not found, or failed), so the shopper's retry with the same answer is taken. A failure here
   * loses nothing: the lead is stored and answered; a claim left behind lapses with its challenge.
   */
  async function settleAnswer(hold: AnswerHold | null, keeper: string | null): Promise<void> {
    if (!hold || !deps.spentAnswers) return
    try {
      if (keeper === null) await deps.spentAnswers.release(hold.key, hold.claim)
      else await deps.spentAnswers.settle(hold.key, hold.claim, keeper)
    } catch (error) {
      deps.reportFailure(error)
    }
  }

  /** `write` with the passed lead's answer held, then kept by the lead `write` names (null, or a throw: released) */
  async function withHeldAnswer(
    passed: Passed,
    write: () => Promise<{ readonly outcome: Outcome<LeadId>; readonly keeper: string | null }>,
  ): Promise<Outcome<LeadId>> {
    let keeper: string | null = null
    try {
      const done = await write()
      keeper = done.keeper
      return done.outcome
    } finally {
      await settleAnswer(passed.hold, keeper)
    }
  }

  /**
   * A retry of a create this site already took (same Idempotency-Key) is answered first, before the body is looked
   * at: its captcha was spent by the attempt whose answer was lost. Null: no key, or one not used yet.
   */
  async function earlierCreate(admission: LeadAdmission, requestKey: string | null): Promise<Outcome<LeadId> | null> {
    if (requestKey === null) return null
    if (!isLeadRequestKey(requestKey))
      return failure('invalid', INVALID_LEAD_REQUEST_KEY, { field: LEAD_REQUEST_KEY_HEADER })
    const id = await deps.store.leadIdOfRequestKey(admission.tenant.site.slug, requestKey)
    return id === null ? null : success({ id })
  }

  const withAttachments = (tenant: string, lead: LeadPayload, leadId: string | null): Promise<Outcome<LeadPayload>> =>
    deps.attachments ? deps.attachments.resolve(tenant, lead, leadId) : Promise.resolve(success(lead))

  /**
   * A create whose rate token was deferred, written with its take in one write when nothing the take guards comes
   * before the write: the body is a valid lead of this site, the site shows no captcha (a hosted provider is asked,
   * and its token spent, only after the take) and the lead carries no attachments (looked up only after it). A
   * retry with a used Idempotency-Key is answered by the same write (the earlier lead). Null: not written this way
   * (nothing was), for the usual path.
   */
  async function createWithinLimit(
    admission: LeadAdmission,
    body: unknown,
    destination: LeadDestination | 'tenant',
    requestKey: string | null,
  ): Promise<Outcome<LeadId> | null> {
    const { tenant, takeAt } = admission
    if (takeAt === null || !deps.createWithin || (requestKey !== null && !isLeadRequestKey(requestKey))) return null
    if (tenant.site.forms.captcha && deps.captcha) return null
    const checked = read(admission, body)
    if (!checked.ok || checked.value.lead.attachments?.length) return null
    const written = await deps.createWithin.create(admission.clientKey, takeAt, {
      tenant: tenant.site.slug,
      destination: destination === 'tenant' ? tenant.site.forms.lead_destination : destination,
      payload: checked.value.lead,
      requestKey,
    })
    if (written === null) return null
    if (!written.ok) return tooMany(written)
    if (!written.replayed) deps.onAccepted?.()
    return success({ id: written.id })
  }

  async function create(
    admission: LeadAdmission,
    body: unknown,
    destination: LeadDestination | 'tenant',
    requestKey: string | null,
  ): Promise<Outcome<LeadId>> {
    const quick = await createWithinLimit(admission, body, destination, requestKey)
    if (quick) return quick
    const taken = await counted(admission)
    if (!taken.ok) return taken
    const earlier = await earlierCreate(admission, requestKey)
    if (earlier) return earlier
    const checked = read(admission, body)
    if (!checked.ok) return checked
    const passed = await passCaptcha(checked.value, admission.clientKey, null)
    if (!passed.ok) return passed
    const { tenant } = admission
    return withHeldAnswer(passed.value, async () => {
      const payload = await withAttachments(tenant.site.slug, passed.value.lead, null)
      if (!payload.ok) return { outcome: payload, keeper: null }
      // a concurrent attempt with the same key may have won since the look-up: the store answers its lead, replayed
      const stored = await deps.store.create({
        tenant: tenant.site.slug,
        destination: destination === 'tenant' ? tenant.site.forms.lead_destination : destination,
        payload: payload.value,
        requestKey,
      })
      if (stored.replayed) return { outcome: success({ id: stored.id }), keeper: null }
      await deps.attachments?.bind(tenant.site.slug, payload.value, stored.id)
      deps.onAccepted?.()
      return { outcome: success({ id: stored.id }), keeper: stored.id }
    })
  }

  async function update(admission: LeadAdmission, leadId: string, body: unknown): Promise<Outcome<LeadId>> {
    const taken = await counted(admission)
    if (!taken.ok) return taken
    const checked = read(admission, body)
    if (!checked.ok) return checked
    const { lead } = checked.value
    if (lead.lead_id != null && lead.lead_id !== leadId) {
      return failure('invalid', 'lead.lead_id does not match the lead in the address', { field: 'lead.lead_id' })
    }
    if (!LEAD_ID.test(leadId)) return failure('not_found', 'No lead with this id on this site')
    const passed = await passCaptcha(checked.value, admission.clientKey, leadId)
    if (!passed.ok) return passed
    const slug = admission.tenant.site.slug
    return withHeldAnswer(passed.value, async () => {
      const payload = await withAttachments(slug, passed.value.lead, leadId)
      if (!payload.ok) return { outcome: payload, keeper: null }
      const updated = await deps.store.update(slug, leadId, payload.value)
      if (!updated) return { outcome: failure('not_found', 'No lead with this id on this site'), keeper: null }
      await deps.attachments?.bind(slug, payload.value, updated.id)
      deps.onAccepted?.()
      return { outcome: success({ id: updated.id }), keeper: updated.id }
    })
  }

  /** Input problems are answered above; what reaches here is ours (the store is down, a bug). */
  async function guard(work: () => Promise<Outcome<LeadId>>): Promise<Outcome<LeadId>> {
    try {
      return await work()
    } catch (error) {
      deps.reportFailure(error)
      return LEAD_NOT_SAVED
    }
  }

  return {
    admit,
    counted,
    createLead: (admission, body, requestKey = null) => guard(() => create(admission, body, 'tenant', requestKey)),
    createCarClarityCustomer: (admission, body, requestKey = null) =>
      guard(() => create(admission, body, 'car-clarity', requestKey)),
    updateLead: (admission, leadId, body) => guard(() => update(admission, leadId, body)),
  }
}

/** A sender over its rate: 429 with how long to wait. */
const tooMany = (rate: RateDecision & { readonly ok: false }) =>
  failure('too_many', `Too many requests; try again in ${rate.retryAfterSeconds} s`, {
    retryAfterSeconds: rate.retryAfterSeconds,
  })

/** Schema wording for JSON senders: "undefined" there means the key may be left out, which is no news. */
const readable = (message: string) =>
  (message.charAt(0).toLowerCase() + message.slice(1))
    .replace(/ \| undefined\b/g, '')
    .replace(/^expected undefined$/, 'not allowed')
