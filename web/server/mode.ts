/** The adapter mode chosen at start (`ADAPTERS`), and the live-mode settings it needs. */
export type Mode = 'demo' | 'mock' | 'live'

/** Every variable live mode reads, what it is for, and whether start-up refuses without it. */
export const LIVE_VARIABLES = [
  { name: 'DASHBOARD_URL', required: true, purpose: 'dealer dashboard REST API base URL (site config, cars, bookings)' },
  { name: 'DASHBOARD_USERNAME', required: true, purpose: 'dashboard basic-auth user' },
  { name: 'DASHBOARD_PASSWORD', required: true, purpose: 'dashboard basic-auth password' },
  { name: 'LEADS_API_URL', required: true, purpose: 'CRM base URL receiving POST/PUT /api/leads' },
  { name: 'MEILISEARCH_HOST', required: true, purpose: 'default search host for tenants without their own' },
  { name: 'MEILISEARCH_API_KEY', required: true, purpose: 'search admin key: mints tenant tokens, never sent to browsers' },
  { name: 'SESSION_SECRET', required: true, purpose: 'signs shopper session cookies (at least 32 characters)' },
  { name: 'CAR_CLARITY_URL', required: false, purpose: 'Car Clarity base URL for tenants whose lead destination is car-clarity' },
  { name: 'CAR_CLARITY_API_KEY', required: false, purpose: 'Car Clarity API key' },
  { name: 'DASHBOARD_STAGING', required: false, purpose: "'true' sends dashboard calls to the staging host" },
  { name: 'DASHBOARD_STAGING_URL', required: false, purpose: 'staging dashboard base URL' },
  { name: 'VEHICLE_LOOKUP_URL', required: false, purpose: 'NEVDIS / Autograb provider base URL' },
  { name: 'VEHICLE_LOOKUP_API_KEY', required: false, purpose: 'NEVDIS / Autograb provider key' },
  { name: 'STRIPE_SECRET_KEY', required: false, purpose: 'Stripe secret key for tenants paying with Stripe' },
  { name: 'TILL_API_KEY', required: false, purpose: 'Till API key for tenants paying with Till' },
  { name: 'ST_GEORGE_API_KEY', required: false, purpose: 'St George API key' },
  { name: 'SITE_CONFIG_TTL_SECONDS', required: false, purpose: 'live site-config cache lifetime (default 300)' },
] as const

export type LiveSettings = Record<(typeof LIVE_VARIABLES)[number]['name'], string | undefined>

export type ModeReading =
  | { ok: true; mode: Mode; live: LiveSettings | null }
  | { ok: false; errors: readonly string[] }

/** Reads the mode; in live mode each missing required variable is one error line. */
export function readMode(env: Readonly<Record<string, string | undefined>>): ModeReading {
  const raw = (env.ADAPTERS ?? 'demo').trim() || 'demo'
  if (raw !== 'demo' && raw !== 'mock' && raw !== 'live') {
    return { ok: false, errors: [`ADAPTERS must be demo, mock or live (got "${raw}")`] }
  }
  if (raw !== 'live') return { ok: true, mode: raw, live: null }
  const errors = LIVE_VARIABLES.filter((v) => v.required && !env[v.name]?.trim()).map(
    (v) => `Missing environment variable ${v.name} (live mode): ${v.purpose}`,
  )
  if (errors.length > 0) return { ok: false, errors }
  const live = Object.fromEntries(LIVE_VARIABLES.map((v) => [v.name, env[v.name]?.trim() || undefined])) as LiveSettings
  return { ok: true, mode: 'live', live }
}
