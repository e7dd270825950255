import type { SiteConfig } from '../tenancy/site-config.schema.ts'
import { compose as all, email, postcode, type Validator } from '../validation/validators.ts'
import { phoneValidator } from '../phone/validate-phone.ts'
import type { LeadPayload } from './lead-payload.schema.ts'
import { dateOfBirth, latestCalendarDay } from '../validation/date-of-birth.ts'

/**
 * SPEC §5 on the server: the rules the lead forms apply, checked again on what a sender actually sent, field by field.
 * Only the fields present are checked: a multi-step lead is saved step by step, so a lead without an email or a phone
 * (its step is still to come, or the form has none) is valid; what is there must be right.
 */
export interface LeadFieldProblem {
  /** the field as the other lead errors name it: `lead.email`, `lead.visited_pages[3]`, `lead.extra.colour` */
  readonly field: string
  readonly message: string
}

/** Longest text a lead field may hold (characters). */
export const LEAD_TEXT_LIMITS = {
  /** names, slugs, categories, makes and models, rego, state, ids */
  short: 200,
  email: 254,
  /** the message and any free-text answer in `extra` */
  long: 10_000,
  url: 2048,
  user_agent: 1024,
} as const

/** How many entries a lead's lists and maps may hold. */
export const LEAD_LIST_LIMITS = {
  /** SPEC §9: at most 50 visited pages are kept */
  visited_pages: 50,
  additional_services: 50,
  skipped_steps: 100,
  linked_query_params: 20,
  extra: 100,
} as const

export const LEAD_DATE_RANGES = {
  day: [1, 31],
  month: [1, 12],
  year: [2000, 2100],
} as const

/** The longest step number a form can have (and a skipped step can name). */
export const MAX_LEAD_STEP = 100

export const TOO_LONG = (limit: number) => `must be at most ${limit} characters`
export const TOO_MANY = (limit: number) => `must hold at most ${limit} entries`
export const NOT_IN_RANGE = (min: number, max: number) => `must be a whole number from ${min} to ${max}`
export const NOT_HTTP_URL = 'must be an http or https address'
export const BLANK = 'must not be blank'

/** `(value) => message | null`, as the form validators are (so they compose with them). */
type Check = Validator

const tooLong =
  (limit: number): Check =>
  (value) =>
    typeof value === 'string' && value.length > limit ? TOO_LONG(limit) : null

/** A whole number in [min, max], as a number or its digits (the schema takes both for the date fields). */
const wholeIn =
  (min: number, max: number): Check =>
  (value) => {
    const n = typeof value === 'string' && /^\s*\d{1,6}\s*$/.test(value) ? Number(value) : value
    return typeof n === 'number' && Number.isInteger(n) && n >= min && n <= max ? null : NOT_IN_RANGE(min, max)
  }

/** A number (finite) or a short text: the ids the schema takes as either. */
const idValue: Check = (value) =>
  typeof value === 'number'
    ? Number.isFinite(value)
      ? null
      : 'must be a finite number'
    : tooLong(LEAD_TEXT_LIMITS.short)(value)

const notBlank: Check = (value) => (typeof value === 'string' && value.trim() === '' ? BLANK : null)

/** http(s) only: a `javascript:` or `data:` address in a lead would be a link in the dealer's CRM. */
export function isHttpAddress(value: string): boolean {
  if (!/^https?:\/\//i.test(value.trim())) return false
  try {
    const url = new URL(value.trim())
    return url.protocol === 'http:' || url.protocol === 'https:'
  } catch {
    return false
  }
}

const httpUrl: Check = (value) =>
  typeof value === 'string' && value.trim() !== '' && !isHttpAddress(value) ? NOT_HTTP_URL : null

const short = tooLong(LEAD_TEXT_LIMITS.short)

/** The scalar fields' checks, for a site's phone rules. A field absent or null is not checked. */
function scalarChecks(site: Pick<SiteConfig, 'forms' | 'locale'>): Readonly<Record<string, Check>> {
  const phone = phoneValidator({ numeric: site.forms.numeric_phone, country: site.locale.country })
  const [dayMin, dayMax] = LEAD_DATE_RANGES.day
  const [monthMin, monthMax] = LEAD_DATE_RANGES.month
  const [yearMin, yearMax] = LEAD_DATE_RANGES.year
  return {
    name: short,
    first_name: short,
    last_name: short,
    // bounded first: the phone rules normalise the whole text
    phone: all(tooLong(40), phone),
    email: all(tooLong(LEAD_TEXT_LIMITS.email), email),
    message: tooLong(LEAD_TEXT_LIMITS.long),
    category: all(notBlank, short),
    subcategory: short,
    dealership_slug: short,
    website_slug: short,
    manufacturer_slug: short,
    stock_number: short,
    'Vehicle Make': short,
    'Vehicle Model': short,
    car_type: short,
    car_id: short,
    vehicle_status: short,
    Rego: short,
    location: short,
    location_id: idValue,
    page_id: idValue,
    url: all(tooLong(LEAD_TEXT_LIMITS.url), httpUrl),
    user_agent: tooLong(LEAD_TEXT_LIMITS.user_agent),
    lead_id: short,
    day: wholeIn(dayMin, dayMax),
    month: wholeIn(monthMin, monthMax),
    year: wholeIn(yearMin, yearMax),
    postcode: all(short, postcode),
    state: short,
    step_number: wholeIn(1, MAX_LEAD_STEP),
    event_id: wholeIn(1, 1_000_000),
  }
}

/** A list's entries (count, then each), answering the first problem with the entry's index. */
function checkList(
  field: string,
  values: readonly unknown[] | undefined,
  limit: number,
  each: Check,
): LeadFieldProblem | null {
  if (values === undefined || values === null) return null
  if (!Array.isArray(values)) return { field: `lead.${field}`, message: 'must be a list' }
  if (values.length > limit) return { field: `lead.${field}`, message: TOO_MANY(limit) }
  for (const [i, value] of values.entries()) {
    const message = each(value)
    if (message !== null) return { field: `lead.${field}[${i}]`, message }
  }
  return null
}

/** A map's entries (count, then each key and value), answering the first problem with the entry's key. */
function checkMap(
  field: string,
  map: Readonly<Record<string, unknown>> | undefined,
  limit: number,
  each: Check,
): LeadFieldProblem | null {
  if (map === undefined || map === null) return null
  if (typeof map !== 'object' || Array.isArray(map)) return { field: `lead.${field}`, message: 'must be an object' }
  const entries = Object.entries(map)
  if (entries.length > limit) return { field: `lead.${field}`, message: TOO_MANY(limit) }
  for (const [key, value] of entries) {
    const where = `lead.${field}.${key.slice(0, 40)}`
    if (key.length > 100) return { field: where, message: 'has a key longer than 100 characters' }
    const message = each(value)
    if (message !== null) return { field: where, message }
  }
  return null
}

const skippedStep: Check = (value) => {
  const step = (typeof value === 'object' && value !== null ? value : {}) as { from?: unknown; to?: unknown }
  return wholeIn(0, MAX_LEAD_STEP)(step.from) ?? wholeIn(0, MAX_LEAD_STEP)(step.to)
}

const extraValue: Check = (value) =>
  typeof value === 'number' && !Number.isFinite(value)
    ? 'must be a finite number'
    : tooLong(LEAD_TEXT_LIMITS.long)(value)

/**
 * A date of birth the finance forms sent (`extra.dob`) that is not a real day or is after the latest calendar day
 * anywhere at `nowMs` (the server does not know the shopper's time zone).
 */
function checkDateOfBirth(lead: LeadPayload, nowMs: number): LeadFieldProblem | null {
  const dob = lead.extra?.dob
  if (dob === undefined || dob === null) return null
  const message = dateOfBirth(() => latestCalendarDay(nowMs))(dob)
  return message === null ? null : { field: 'lead.extra.dob', message }
}

/**
 * The first field of a decoded lead that breaks a SPEC §5 rule or a bound, or null when every field present is
 * fine. Fields are checked in the payload's order, so the same lead always names the same field. With `nowMs` a date
 * of birth is checked against the day it is.
 */
export function checkLeadFields(
  lead: LeadPayload,
  site: Pick<SiteConfig, 'forms' | 'locale'>,
  nowMs?: number,
): LeadFieldProblem | null {
  const checks = scalarChecks(site)
  const fields = lead as unknown as Readonly<Record<string, unknown>>
  for (const [field, check] of Object.entries(checks)) {
    const value = fields[field]
    if (value === undefined || value === null) continue
    const message = check(value)
    if (message !== null) return { field: `lead.${field}`, message }
  }
  return (
    checkList('visited_pages', lead.visited_pages, LEAD_LIST_LIMITS.visited_pages, tooLong(LEAD_TEXT_LIMITS.url)) ??
    checkList('additional_services', lead.additional_services, LEAD_LIST_LIMITS.additional_services, short) ??
    checkList('skipped_steps', lead.skipped_steps, LEAD_LIST_LIMITS.skipped_steps, skippedStep) ??
    checkMap('linked_query_params', lead.linked_query_params, LEAD_LIST_LIMITS.linked_query_params, tooLong(500)) ??
    checkMap('extra', lead.extra, LEAD_LIST_LIMITS.extra, extraValue) ??
    (nowMs === undefined ? null : checkDateOfBirth(lead, nowMs))
  )
}
