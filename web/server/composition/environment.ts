import { MIN_SESSION_SECRET_LENGTH, settingProblem, type Setting } from '@domain/configuration/setting.ts'
import { DASHBOARD_REST_SETTINGS, dashboardRestProblems } from '@adapters/dashboard-rest/settings.ts'
import { SITE_CONFIG_LIVE_SETTINGS } from '@adapters/site-config-live/settings.ts'
import { LEADS_DASHBOARD_SETTINGS } from '@adapters/leads-dashboard/settings.ts'
import { LEADS_CARCLARITY_SETTINGS } from '@adapters/leads-carclarity/settings.ts'
import { MEILISEARCH_SETTINGS, meilisearchProblems } from '@adapters/search-meilisearch/settings.ts'
import { IMAGES_SHARP_SETTINGS } from '@adapters/images-sharp/settings.ts'
import { VEHICLE_LOOKUP_REST_SETTINGS, vehicleLookupRestProblems } from '@adapters/vehicle-lookup-rest/settings.ts'
import { EVENTS_REST_SETTINGS, eventsRestProblems } from '@adapters/events-rest/settings.ts'
import { STRIPE_SETTINGS } from '@adapters/payments-stripe/settings.ts'
import { TILL_SETTINGS } from '@adapters/payments-till/settings.ts'
import { STGEORGE_SETTINGS } from '@adapters/payments-stgeorge/settings.ts'
import { SMTP_SETTINGS, smtpProblems } from '@adapters/mail-smtp/settings.ts'
import { TURNSTILE_SETTINGS } from '@adapters/captcha-turnstile/settings.ts'
import { SENTRY_SETTINGS } from '@adapters/error-reporting-sentry/settings.ts'
import {
  PORTS,
  isLive,
  overrideVariable,
  readSelection,
  type PortName,
  type Preset,
  type Selection,
} from './adapter-choice.ts'

/**
 * The environment as the composition root reads it: which adapter serves each port (adapter-choice.ts), and the
 * settings of the live adapters chosen. Read once at start; features never read the environment themselves.
 */
/** The preset a site runs under (`ADAPTERS`); pages use it only for what no single port decides. */
export type Mode = Preset

/** A setting of a live adapter, with the port whose live adapter reads it (null: the live preset itself). */
type LiveVariable = Setting & { readonly port: PortName | null }

/** An adapter's settings, each marked with the port it serves. */
const on = <const S extends readonly Setting[], const P extends PortName | null>(port: P, settings: S) =>
  settings.map((setting) => ({ ...setting, port })) as unknown as {
    readonly [K in keyof S]: S[K] & { readonly port: P }
  }

/** What the live preset itself reads, whichever adapters serve the ports. */
const PRESET_SETTINGS = [
  {
    name: 'SESSION_SECRET',
    required: true,
    purpose: `signs shopper session cookies (at least ${MIN_SESSION_SECRET_LENGTH} characters)`,
    kind: 'secret',
    default: '',
    affects: 'tenants with auth_enabled or flags.garage_enabled; captcha challenges',
  },
] as const satisfies readonly Setting[]

const QA_SETTINGS = [
  {
    name: 'QA_TOKEN',
    required: false,
    purpose:
      'the QA token: under ADAPTERS=live every /mock page and hook answers 404 unless the request carries it (header X-QA-Token, or the qa_token cookie a browser gets by visiting /mock/…?qa_token=…)',
    kind: 'secret',
    default: '',
    affects:
      'live sites with a port on a stand-in (ADAPTER_{PORT}): start-up refuses without it, since their QA pages show leads and sign-in codes',
  },
] as const satisfies readonly Setting[]

/** The providers' sweep is the checkout's, whichever provider a tenant pays with. */
const PAYMENT_SWEEP_SETTINGS = [
  {
    name: 'PAYMENT_SWEEP_SECONDS',
    required: false,
    purpose:
      'how often the server finishes reserve-online payments whose 3-D Secure step the shopper never came back from (passed more than 2 minutes ago; ended after 24 hours)',
    kind: 'seconds',
    default: '60',
    affects: "tenants with site.checkout.payment_provider 'Stripe' or 'Till'",
  },
] as const satisfies readonly Setting[]

/**
 * Every variable the live adapters read: each adapter names its own (`adapters/<x>/settings.ts`), and this list says
 * which port's live adapter reads them.
 */
export const LIVE_VARIABLES = [
  ...on('dashboard', DASHBOARD_REST_SETTINGS),
  ...on('leads', LEADS_DASHBOARD_SETTINGS),
  ...on('search', MEILISEARCH_SETTINGS),
  ...on(null, PRESET_SETTINGS),
  ...on('leads', LEADS_CARCLARITY_SETTINGS),
  ...on('dashboard', SITE_CONFIG_LIVE_SETTINGS),
  ...on('lookup', VEHICLE_LOOKUP_REST_SETTINGS),
  ...on('events', EVENTS_REST_SETTINGS),
  ...on('payments', STRIPE_SETTINGS),
  ...on('payments', TILL_SETTINGS),
  ...on('payments', STGEORGE_SETTINGS),
  ...on('payments', PAYMENT_SWEEP_SETTINGS),
  ...on('mail', SMTP_SETTINGS),
  ...on('captcha', TURNSTILE_SETTINGS),
  ...on(null, SENTRY_SETTINGS),
  ...on(null, QA_SETTINGS),
  ...on('search', IMAGES_SHARP_SETTINGS),
] as const satisfies readonly LiveVariable[]

/** The order start-up names variables in: the required ones first, each group in the list's order. */
const CHECK_ORDER: readonly LiveVariable[] = [...LIVE_VARIABLES].sort((a, b) => Number(b.required) - Number(a.required))

export type LiveVariableName = (typeof LIVE_VARIABLES)[number]['name']
export type LiveSettings = Record<LiveVariableName, string | undefined>

export type ModeReading =
  | { ok: true; mode: Mode; selection: Selection; live: LiveSettings | null }
  | { ok: false; errors: readonly string[] }

/** Each live adapter's rules across its own variables, by the port it serves: one line each. */
const ADAPTER_PROBLEMS: ReadonlyArray<readonly [PortName, (live: LiveSettings) => string[]]> = [
  ['dashboard', dashboardRestProblems],
  ['lookup', vehicleLookupRestProblems],
  ['search', meilisearchProblems],
  ['mail', smtpProblems],
]

/** Rules across variables, for the ports that read them: each is one line. */
function crossProblems(live: LiveSettings, uses: (port: PortName) => boolean): string[] {
  const problems = ADAPTER_PROBLEMS.flatMap(([port, problemsOf]) => (uses(port) ? problemsOf(live) : []))
  // with the CRM adapter, LEADS_API_URL is required and its own line says so
  if (uses('events') && !uses('leads')) problems.push(...eventsRestProblems(live))
  return problems
}

/**
 * A live site with a port on a stand-in serves that stand-in's QA pages under /mock (the mailbox's sign-in codes,
 * the inbox's leads): they answer only requests carrying QA_TOKEN (web/server/http/qa-gate.ts), so start-up
 * refuses such a site without one, in one line naming the stand-ins.
 */
function qaTokenProblems(selection: Selection, live: LiveSettings): string[] {
  if (selection.preset !== 'live' || live.QA_TOKEN) return []
  const standIns = (Object.keys(PORTS) as PortName[]).filter((port) => !isLive(selection, port))
  if (standIns.length === 0) return []
  const named = standIns.map((port) => `${overrideVariable(port)}=${selection.adapters[port]}`).join(', ')
  return [
    `Missing environment variable QA_TOKEN (live mode): ${named} ${standIns.length === 1 ? 'is a stand-in' : 'are stand-ins'} whose QA pages under /mock answer only requests carrying QA_TOKEN`,
  ]
}

/** What start-up needs to know of a tenant to tell whether its shoppers sign in. */
interface SignInSite {
  readonly slug: string
  readonly auth_enabled: boolean
  readonly flags: { readonly garage_enabled: boolean }
}

/**
 * Live tenants whose shoppers sign in with emailed codes need the mail server: one line per missing mail
 * variable, naming those tenants (read from the tenant files at start-up, as the other start-up checks are).
 */
export function signInMailProblems(live: LiveSettings, sites: readonly SignInSite[]): string[] {
  const signing = sites.filter((s) => s.flags.garage_enabled || s.auth_enabled).map((s) => s.slug)
  if (signing.length === 0) return []
  const who = `${signing.length === 1 ? 'tenant' : 'tenants'} ${signing.join(', ')} ${signing.length === 1 ? 'signs' : 'sign'} shoppers in with emailed codes`
  return (['SMTP_URL', 'MAIL_FROM'] as const)
    .filter((name) => !live[name])
    .map((name) => `Missing environment variable ${name} (live mode): ${who}`)
}

/**
 * Reads the adapter choice, then the settings of the live adapters in it: each missing required variable is one
 * error line, then each unusable value (a URL that is not one, a flag that is not true/false, a number that is not
 * whole, a short session secret). Variables of ports on stand-ins are neither required nor read.
 */
export function readMode(env: Readonly<Record<string, string | undefined>>): ModeReading {
  const reading = readSelection(env)
  if (!reading.ok) return reading
  const { selection } = reading
  const uses = (port: PortName | null): boolean =>
    port === null ? selection.preset === 'live' : isLive(selection, port)
  if (!PORT_NAMES_LIVE(selection)) return { ok: true, mode: selection.preset, selection, live: null }
  const where = (port: PortName | null) =>
    port === null || selection.preset === 'live' ? 'live mode' : `${overrideVariable(port)}=${PORTS[port].presets.live}`
  const value = (name: string) => env[name]?.trim() || undefined
  const active = CHECK_ORDER.filter((v) => uses(v.port))
  const missing = active
    .filter((v) => v.required && !value(v.name))
    .map((v) => `Missing environment variable ${v.name} (${where(v.port)}): ${v.purpose}`)
  const invalid = active.flatMap((v) => {
    const present = value(v.name)
    const problem = present === undefined ? null : settingProblem(v, present)
    return problem ? [problem] : []
  })
  // every value is read (the events port falls back on the CRM's address); only the active ones are checked
  const live = Object.fromEntries(LIVE_VARIABLES.map((v) => [v.name, value(v.name)])) as LiveSettings
  const errors = [...missing, ...invalid, ...crossProblems(live, uses), ...qaTokenProblems(selection, live)]
  if (errors.length > 0) return { ok: false, errors }
  return { ok: true, mode: selection.preset, selection, live }
}

/** How hard the leads database holds on to an accepted lead (docs/OPERATIONS.md "Durability"); read in every mode. */
export type LeadsSynchronous = 'normal' | 'full'

/** The durability variable of the leads database, documented as the live ones are (docs/LIVE.md, .env.example). */
export const LEADS_DB_SYNCHRONOUS = {
  name: 'LEADS_DB_SYNCHRONOUS',
  purpose:
    "the leads database's `synchronous`: normal (an accepted lead survives a crash of the process, not a power cut) or full (every commit waits for the disk, so it survives a power cut too)",
  default: 'normal',
  affects: 'every tenant: the lead outbox (leads.sqlite under DATA_DIR)',
} as const

/** `LEADS_DB_SYNCHRONOUS`, in any mode: absent or blank is `normal`; anything but normal/full stops start-up in one line. */
export function readLeadsSynchronous(
  env: Readonly<Record<string, string | undefined>>,
): { ok: true; value: LeadsSynchronous } | { ok: false; error: string } {
  const raw = env[LEADS_DB_SYNCHRONOUS.name]?.trim().toLowerCase() || LEADS_DB_SYNCHRONOUS.default
  if (raw === 'normal' || raw === 'full') return { ok: true, value: raw }
  return {
    ok: false,
    error: `Invalid environment variable ${LEADS_DB_SYNCHRONOUS.name}: must be normal or full (got "${env[LEADS_DB_SYNCHRONOUS.name]}")`,
  }
}

/** Whether any port talks to a real outside service (then live settings are read). */
const PORT_NAMES_LIVE = (selection: Selection): boolean =>
  selection.preset === 'live' || (Object.keys(PORTS) as PortName[]).some((port) => isLive(selection, port))

/**
 * The key the local captcha signs its challenges with: `CAPTCHA_SECRET`, else `SESSION_SECRET`. Without either
 * (or with one shorter than the challenge accepts) it signs with a random key per start.
 */
export const readCaptchaSecret = (env: Readonly<Record<string, string | undefined>>): string | undefined =>
  env.CAPTCHA_SECRET ?? env.SESSION_SECRET
