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

type Kind = 'url' | 'secret' | 'text' | 'flag' | 'seconds' | 'ms' | 'url-template' | 'uuid' | 'smtp-url' | 'email'

interface LiveVariable {
  readonly name: string
  /** the port whose live adapter reads it; null: the live preset itself (secrets every live instance shares) */
  readonly port: PortName | null
  /** start-up refuses without it when its port's live adapter (or, for port null, the live preset) is in use */
  readonly required: boolean
  readonly purpose: string
  /** how the value is checked at start-up */
  readonly kind: Kind
  /** what applies when it is not set ('' = nothing: the feature is off or refused) */
  readonly default: string
  /** which tenants or site-config keys it affects */
  readonly affects: string
}

/** Every variable the live adapters read, what it is for, and whether start-up refuses without it. */
export const LIVE_VARIABLES = [
  {
    name: 'DASHBOARD_URL',
    port: 'dashboard',
    required: true,
    purpose: 'dealer dashboard REST API base URL (site config, cars, bookings)',
    kind: 'url',
    default: '',
    affects: 'every tenant: site configuration, car detail, manufacturers, bookings, search pages, session data',
  },
  {
    name: 'DASHBOARD_USERNAME',
    port: 'dashboard',
    required: true,
    purpose: 'dashboard basic-auth user',
    kind: 'text',
    default: '',
    affects: 'every dashboard call',
  },
  {
    name: 'DASHBOARD_PASSWORD',
    port: 'dashboard',
    required: true,
    purpose: 'dashboard basic-auth password',
    kind: 'secret',
    default: '',
    affects: 'every dashboard call',
  },
  {
    name: 'LEADS_API_URL',
    port: 'leads',
    required: true,
    purpose: 'CRM base URL receiving POST/PUT /api/leads',
    kind: 'url',
    default: '',
    affects: "tenants whose site.forms.lead_destination is 'server' (the default)",
  },
  {
    name: 'MEILISEARCH_HOST',
    port: 'search',
    required: true,
    purpose: 'default search host for tenants without their own',
    kind: 'url',
    default: '',
    affects: 'tenants without site.search.host',
  },
  {
    name: 'MEILISEARCH_API_KEY',
    port: 'search',
    required: true,
    purpose: 'search admin key: mints tenant tokens, never sent to browsers',
    kind: 'secret',
    default: '',
    affects: 'every tenant without site.search.custom_headers',
  },
  {
    name: 'SESSION_SECRET',
    port: null,
    required: true,
    purpose: 'signs shopper session cookies (at least 32 characters)',
    kind: 'secret',
    default: '',
    affects: 'tenants with auth_enabled or flags.garage_enabled; captcha challenges',
  },
  {
    name: 'CAR_CLARITY_URL',
    port: 'leads',
    required: false,
    purpose: 'Car Clarity base URL for tenants whose lead destination is car-clarity',
    kind: 'url',
    default: '',
    affects: "tenants with site.forms.lead_destination 'car-clarity' (their leads wait in the outbox without it)",
  },
  {
    name: 'CAR_CLARITY_API_KEY',
    port: 'leads',
    required: false,
    purpose: 'Car Clarity API key',
    kind: 'secret',
    default: '',
    affects: "tenants with site.forms.lead_destination 'car-clarity'",
  },
  {
    name: 'DASHBOARD_STAGING',
    port: 'dashboard',
    required: false,
    purpose: "'true' sends dashboard calls to the staging host",
    kind: 'flag',
    default: 'false',
    affects: 'every dashboard call (needs DASHBOARD_STAGING_URL)',
  },
  {
    name: 'DASHBOARD_STAGING_URL',
    port: 'dashboard',
    required: false,
    purpose: 'staging dashboard base URL',
    kind: 'url',
    default: '',
    affects: 'every dashboard call when DASHBOARD_STAGING=true',
  },
  {
    name: 'DASHBOARD_TIMEOUT_MS',
    port: 'dashboard',
    required: false,
    purpose: 'per-attempt dashboard timeout in ms (each call is tried 3 times)',
    kind: 'ms',
    default: '10000',
    affects: 'every dashboard call',
  },
  {
    name: 'SITE_CONFIG_URL',
    port: 'dashboard',
    required: false,
    purpose: "where a tenant's configuration is read: a URL or dashboard path with {slug}",
    kind: 'url-template',
    default: '/websites/{slug}/site_config.json (on the dashboard host)',
    affects: 'every tenant: the whole site configuration',
  },
  {
    name: 'SITE_CONFIG_TTL_SECONDS',
    port: 'dashboard',
    required: false,
    purpose: 'live site-config cache lifetime (default 300)',
    kind: 'seconds',
    default: '300',
    affects: 'every tenant: how stale a configuration may be before the background refresh',
  },
  {
    name: 'VEHICLE_LOOKUP_URL',
    port: 'lookup',
    required: false,
    purpose: 'NEVDIS / Autograb provider base URL',
    kind: 'url',
    default: '',
    affects:
      'tenants with flags.nevdis (/api/nevdis), flags.autograb (/api/simple-autograb-lookup), every trade-in rego lookup',
  },
  {
    name: 'VEHICLE_LOOKUP_API_KEY',
    port: 'lookup',
    required: false,
    purpose: 'NEVDIS / Autograb provider key',
    kind: 'secret',
    default: '',
    affects: 'as VEHICLE_LOOKUP_URL (both or neither)',
  },
  {
    name: 'VEHICLE_LOOKUP_TIMEOUT_MS',
    port: 'lookup',
    required: false,
    purpose: 'whole vehicle lookup timeout in ms; past it the route answers 504',
    kind: 'ms',
    default: '6000',
    affects: 'the three lookup routes',
  },
  {
    name: 'EVENTS_API_URL',
    port: 'events',
    required: false,
    purpose: 'base API for car_phone_call and phone-reveal events (default LEADS_API_URL)',
    kind: 'url',
    default: 'LEADS_API_URL',
    affects: 'every tenant showing a phone panel on vehicle pages',
  },
  {
    name: 'STRIPE_SECRET_KEY',
    port: 'payments',
    required: false,
    purpose: 'Stripe secret key for tenants paying with Stripe',
    kind: 'secret',
    default: '',
    affects: "tenants with site.checkout.payment_provider 'Stripe'",
  },
  {
    name: 'TILL_API_KEY',
    port: 'payments',
    required: false,
    purpose: 'Till API key for tenants paying with Till',
    kind: 'secret',
    default: '',
    affects: "tenants with site.checkout.payment_provider 'Till'",
  },
  {
    name: 'TILL_USERNAME',
    port: 'payments',
    required: false,
    purpose: 'Till API user (with TILL_API_KEY and TILL_PASSWORD)',
    kind: 'text',
    default: '',
    affects: "tenants with site.checkout.payment_provider 'Till'",
  },
  {
    name: 'TILL_PASSWORD',
    port: 'payments',
    required: false,
    purpose: 'Till API password',
    kind: 'secret',
    default: '',
    affects: "tenants with site.checkout.payment_provider 'Till'",
  },
  {
    name: 'TILL_SHARED_SECRET',
    port: 'payments',
    required: false,
    purpose: 'Till signature shared secret',
    kind: 'secret',
    default: '',
    affects: "tenants with site.checkout.payment_provider 'Till'",
  },
  {
    name: 'ST_GEORGE_API_KEY',
    port: 'payments',
    required: false,
    purpose: 'St George API key',
    kind: 'secret',
    default: '',
    affects: "tenants with site.checkout.payment_provider 'St George'",
  },
  {
    name: 'ST_GEORGE_MERCHANT_ID',
    port: 'payments',
    required: false,
    purpose: 'St George merchant id (with ST_GEORGE_API_KEY)',
    kind: 'text',
    default: '',
    affects: "tenants with site.checkout.payment_provider 'St George'",
  },
  {
    name: 'STRIPE_API_URL',
    port: 'payments',
    required: false,
    purpose: 'Stripe API base URL (tests point it at a stand-in)',
    kind: 'url',
    default: 'https://api.stripe.com',
    affects: "tenants with site.checkout.payment_provider 'Stripe'",
  },
  {
    name: 'TILL_API_URL',
    port: 'payments',
    required: false,
    purpose: 'Till gateway base URL (the sandbox gateway, or a stand-in in tests)',
    kind: 'url',
    default: 'https://gateway.tillpayments.com',
    affects: "tenants with site.checkout.payment_provider 'Till'",
  },
  {
    name: 'ST_GEORGE_API_URL',
    port: 'payments',
    required: false,
    purpose: 'PayWay REST API base URL for St George (tests point it at a stand-in)',
    kind: 'url',
    default: 'https://api.payway.com.au/rest/v1',
    affects: "tenants with site.checkout.payment_provider 'St George'",
  },
  {
    name: 'STRIPE_WEBHOOK_SECRET',
    port: 'payments',
    required: false,
    purpose: 'Stripe webhook signing secret (whsec_…): verifies POST /api/payments/stripe-webhook',
    kind: 'secret',
    default: '',
    affects:
      "tenants with site.checkout.payment_provider 'Stripe': without it webhooks are refused, and a hold placed while the answer to confirm was lost is finished only when the shopper comes back",
  },
  {
    name: 'PAYMENT_SWEEP_SECONDS',
    port: 'payments',
    required: false,
    purpose:
      'how often the server finishes reserve-online payments whose 3-D Secure step the shopper never came back from (passed more than 2 minutes ago; ended after 24 hours)',
    kind: 'seconds',
    default: '60',
    affects: "tenants with site.checkout.payment_provider 'Stripe' or 'Till'",
  },
  {
    name: 'TILL_SCRIPT_URL',
    port: 'payments',
    required: false,
    purpose: "address of Till's payment.js loaded in shoppers' browsers (the sandbox gateway's for test connectors)",
    kind: 'url',
    default: 'https://gateway.tillpayments.com/js/integrated/payment.1.3.min.js',
    affects: "tenants with site.checkout.payment_provider 'Till'",
  },
  {
    name: 'MEILISEARCH_SEARCH_KEY',
    port: 'search',
    required: false,
    purpose:
      'search-only key that signs the short-lived tenant tokens browsers search with (the key itself stays on the server)',
    kind: 'secret',
    default: '',
    affects:
      'tenants without site.search.custom_url / custom_headers: without it their browsers search through /api/search',
  },
  {
    name: 'MEILISEARCH_SEARCH_KEY_UID',
    port: 'search',
    required: false,
    purpose: 'uid (UUID) of MEILISEARCH_SEARCH_KEY; default: looked up once with GET /keys/{key} and the admin key',
    kind: 'uuid',
    default: 'looked up from MEILISEARCH_SEARCH_KEY',
    affects: 'as MEILISEARCH_SEARCH_KEY (needs it)',
  },
  {
    name: 'SMTP_URL',
    port: 'mail',
    required: false,
    purpose: 'mail server for sign-in codes: smtp://user:pass@host:587 (STARTTLS) or smtps://user:pass@host:465',
    kind: 'smtp-url',
    default: '',
    affects:
      'tenants with flags.garage_enabled or auth_enabled: their sign-in codes are emailed (start-up refuses without it when a tenant file has either)',
  },
  {
    name: 'MAIL_FROM',
    port: 'mail',
    required: false,
    purpose: "sender address of sign-in code emails, shown with the site's name",
    kind: 'email',
    default: '',
    affects: 'as SMTP_URL (set both or neither)',
  },
  {
    name: 'SMTP_TIMEOUT_MS',
    port: 'mail',
    required: false,
    purpose: 'whole time limit for sending one email in ms; past it the shopper is asked to try again in a minute',
    kind: 'ms',
    default: '5000',
    affects: 'sign-in code requests (POST /api/auth/code)',
  },
  {
    name: 'TURNSTILE_SECRET_KEY',
    port: 'captcha',
    required: false,
    purpose:
      'Cloudflare Turnstile secret key: lead-form captchas are verified with it (siteverify), never sent to browsers',
    kind: 'secret',
    default: '',
    affects:
      'tenants with forms.captcha and third_party_keys.turnstile_site_key (without it every tenant uses the local security question)',
  },
  {
    name: 'TURNSTILE_API_URL',
    port: 'captcha',
    required: false,
    purpose: 'Turnstile API base URL; siteverify is {base}/turnstile/v0/siteverify (tests point it at a stand-in)',
    kind: 'url',
    default: 'https://challenges.cloudflare.com',
    affects: 'as TURNSTILE_SECRET_KEY',
  },
  {
    name: 'SENTRY_DSN',
    port: null,
    required: false,
    purpose:
      "Sentry project DSN: errors (SPEC §8: website refresh failures, lead submit failures) are reported there from the server and from shoppers' browsers (a DSN is public by design)",
    kind: 'secret',
    default: '',
    affects: 'every tenant: without it errors go to the console only',
  },
  {
    name: 'SENTRY_ENVIRONMENT',
    port: null,
    required: false,
    purpose: "the environment name Sentry files events under, e.g. 'production', 'staging'",
    kind: 'text',
    default: '',
    affects: 'as SENTRY_DSN',
  },
  {
    name: 'QA_TOKEN',
    port: null,
    required: false,
    purpose:
      'the QA token: under ADAPTERS=live every /mock page and hook answers 404 unless the request carries it (header X-QA-Token, or the qa_token cookie a browser gets by visiting /mock/…?qa_token=…)',
    kind: 'secret',
    default: '',
    affects:
      'live sites with a port on a stand-in (ADAPTER_{PORT}): start-up refuses without it, since their QA pages show leads and sign-in codes',
  },
  {
    name: 'IMAGE_REMOTE_HOSTS',
    port: 'search',
    required: false,
    purpose: 'comma-separated hosts whose car photographs the image optimiser may fetch',
    kind: 'text',
    default: '',
    affects: 'every tenant whose cars have remote primary_image_url / images (others show placeholders)',
  },
] as const satisfies readonly LiveVariable[]

export type LiveVariableName = (typeof LIVE_VARIABLES)[number]['name']
export type LiveSettings = Record<LiveVariableName, string | undefined>

export type ModeReading =
  | { ok: true; mode: Mode; selection: Selection; live: LiveSettings | null }
  | { ok: false; errors: readonly string[] }

const isHttpUrl = (value: string): boolean => {
  try {
    const url = new URL(value)
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.username === '' && url.password === ''
  } catch {
    return false
  }
}

const isSmtpUrl = (value: string): boolean => {
  try {
    const url = new URL(value)
    return (url.protocol === 'smtp:' || url.protocol === 'smtps:') && url.hostname !== ''
  } catch {
    return false
  }
}

/** One line when a present value is unusable, else null. */
function problemOf(variable: LiveVariable, value: string): string | null {
  const bad = (what: string) => `Invalid environment variable ${variable.name} (live mode): ${what}`
  switch (variable.kind) {
    case 'url':
      return isHttpUrl(value) ? null : bad(`must be an http(s) URL without credentials (got "${value}")`)
    case 'url-template':
      if (!value.includes('{slug}')) return bad(`must contain {slug} (got "${value}")`)
      return value.startsWith('/') || isHttpUrl(value.replaceAll('{slug}', 'slug'))
        ? null
        : bad(`must be a path starting with / or an http(s) URL (got "${value}")`)
    case 'flag':
      return value === 'true' || value === 'false' ? null : bad(`must be true or false (got "${value}")`)
    case 'seconds':
    case 'ms':
      return /^[1-9]\d{0,8}$/.test(value) ? null : bad(`must be a whole number ≥ 1 (got "${value}")`)
    case 'secret':
      return variable.name === 'SESSION_SECRET' && value.length < 32 ? bad('must be at least 32 characters') : null
    case 'text':
      return null
    case 'uuid':
      return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value)
        ? null
        : bad(`must be a key uid (a UUID) (got "${value}")`)
    case 'smtp-url':
      // never echoed: it usually carries the mail password
      return isSmtpUrl(value)
        ? null
        : bad('must be an smtp:// or smtps:// URL with a host (the value is not shown: it may hold a password)')
    case 'email':
      return /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/.test(value)
        ? null
        : bad(`must be a plain email address (got "${value}")`)
  }
}

/** Rules across variables, for the ports that read them: each is one line. */
function crossProblems(live: LiveSettings, uses: (port: PortName) => boolean): string[] {
  const problems: string[] = []
  if (uses('dashboard') && live.DASHBOARD_STAGING === 'true' && !live.DASHBOARD_STAGING_URL) {
    problems.push(
      'Missing environment variable DASHBOARD_STAGING_URL (live mode): DASHBOARD_STAGING=true needs the staging dashboard base URL',
    )
  }
  if (uses('lookup') && Boolean(live.VEHICLE_LOOKUP_URL) !== Boolean(live.VEHICLE_LOOKUP_API_KEY)) {
    problems.push(
      'Invalid environment variables VEHICLE_LOOKUP_URL / VEHICLE_LOOKUP_API_KEY (live mode): set both or neither',
    )
  }
  if (uses('search') && live.MEILISEARCH_SEARCH_KEY_UID && !live.MEILISEARCH_SEARCH_KEY) {
    problems.push(
      'Missing environment variable MEILISEARCH_SEARCH_KEY (live mode): MEILISEARCH_SEARCH_KEY_UID names the uid of that key',
    )
  }
  if (uses('mail') && Boolean(live.SMTP_URL) !== Boolean(live.MAIL_FROM)) {
    problems.push('Invalid environment variables SMTP_URL / MAIL_FROM (live mode): set both or neither')
  }
  // with the CRM adapter, LEADS_API_URL is required and its own line says so
  if (uses('events') && !uses('leads') && !live.EVENTS_API_URL && !live.LEADS_API_URL) {
    problems.push(
      'Missing environment variable EVENTS_API_URL (live mode): the phone events go to EVENTS_API_URL, else LEADS_API_URL',
    )
  }
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
  const active = LIVE_VARIABLES.filter((v) => uses(v.port))
  const missing = active
    .filter((v) => v.required && !value(v.name))
    .map((v) => `Missing environment variable ${v.name} (${where(v.port)}): ${v.purpose}`)
  const invalid = active.flatMap((v) => {
    const present = value(v.name)
    const problem = present === undefined ? null : problemOf(v, present)
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
 * The server process's environment: the one place outside scripts/ that reads `process.env`. The server entry hands
 * it to the composition root, and everything after reads the variables it is given.
 */
export const processEnvironment = (): Readonly<Record<string, string | undefined>> => process.env

/**
 * Whether this is the code the test runner loads: `NODE_ENV` as the bundler fixes it where the code is built, so the
 * production build answers false whatever the environment of the process that runs it.
 */
export const builtForTests = (): boolean => process.env.NODE_ENV === 'test'

/**
 * Whether this is code built for development or tests (not the production build): `NODE_ENV` as the bundler fixes
 * it where the code is built. Caches freeze what they keep there (web/caches/caches.ts).
 */
export const builtForDevelopment = (): boolean => process.env.NODE_ENV !== 'production'

/** `LOG_LEVEL`: the server logger's level; default `info`, `warn` in the code the test runner loads. */
export const readLogLevel = (env: Readonly<Record<string, string | undefined>> = processEnvironment()): string =>
  env.LOG_LEVEL ?? (builtForTests() ? 'warn' : 'info')

/** `KEPT_MARKUP=off` keeps no rendered part for later pages (web/components/markup/render-alone.ts), to compare. */
export const readKeptMarkup = (env: Readonly<Record<string, string | undefined>> = processEnvironment()): boolean =>
  env.KEPT_MARKUP !== 'off'

/**
 * Start's path for server function calls from the browser: written by the framework's build into the code (so
 * read here as the build writes it, never from the process), with Start's default when a build names none.
 */
export const serverFunctionBase = (): string => process.env.TSS_SERVER_FN_BASE ?? '/_serverFn/'

/**
 * The key the local captcha signs its challenges with: `CAPTCHA_SECRET`, else `SESSION_SECRET`. Without either
 * (or with one shorter than the challenge accepts) it signs with a random key per start.
 */
export const readCaptchaSecret = (env: Readonly<Record<string, string | undefined>>): string | undefined =>
  env.CAPTCHA_SECRET ?? env.SESSION_SECRET
