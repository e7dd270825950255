import type { Setting, SettingValues } from '@domain/configuration/setting.ts'
import type { DashboardRestOptions } from './dashboard-rest.ts'

/** What the dealer dashboard's REST adapter reads from the environment. */
export const DASHBOARD_REST_SETTINGS = [
  {
    name: 'DASHBOARD_URL',
    required: true,
    purpose: 'dealer dashboard REST API base URL (site config, cars, bookings)',
    kind: 'url',
    default: '',
    affects: 'every tenant: site configuration, car detail, manufacturers, bookings, search pages, session data',
  },
  {
    name: 'DASHBOARD_USERNAME',
    required: true,
    purpose: 'dashboard basic-auth user',
    kind: 'text',
    default: '',
    affects: 'every dashboard call',
  },
  {
    name: 'DASHBOARD_PASSWORD',
    required: true,
    purpose: 'dashboard basic-auth password',
    kind: 'secret',
    default: '',
    affects: 'every dashboard call',
  },
  {
    name: 'DASHBOARD_STAGING',
    required: false,
    purpose: "'true' sends dashboard calls to the staging host",
    kind: 'flag',
    default: 'false',
    affects: 'every dashboard call (needs DASHBOARD_STAGING_URL)',
  },
  {
    name: 'DASHBOARD_STAGING_URL',
    required: false,
    purpose: 'staging dashboard base URL',
    kind: 'url',
    default: '',
    affects: 'every dashboard call when DASHBOARD_STAGING=true',
  },
  {
    name: 'DASHBOARD_TIMEOUT_MS',
    required: false,
    purpose: 'per-attempt dashboard timeout in ms (each call is tried 3 times)',
    kind: 'ms',
    default: '10000',
    affects: 'every dashboard call',
  },
  {
    name: 'SITE_CONFIG_URL',
    required: false,
    purpose: "where a tenant's configuration is read: a URL or dashboard path with {slug}",
    kind: 'url-template',
    default: '/websites/{slug}/site_config.json (on the dashboard host)',
    affects: 'every tenant: the whole site configuration',
  },
] as const satisfies readonly Setting[]

type Values = SettingValues<typeof DASHBOARD_REST_SETTINGS>

/** Staging needs its own address: one start-up line without it. */
export const dashboardRestProblems = (values: Values): string[] =>
  values.DASHBOARD_STAGING === 'true' && !values.DASHBOARD_STAGING_URL
    ? [
        'Missing environment variable DASHBOARD_STAGING_URL (live mode): DASHBOARD_STAGING=true needs the staging dashboard base URL',
      ]
    : []

/** The adapter's options from its checked settings (what the root adds: the tenant files' configurations, fetch). */
export function dashboardRestOptions(values: Values): Omit<DashboardRestOptions, 'baseOf' | 'fetch'> {
  if (!values.DASHBOARD_URL || !values.DASHBOARD_USERNAME || !values.DASHBOARD_PASSWORD) {
    throw new Error('the live dashboard needs DASHBOARD_URL, DASHBOARD_USERNAME and DASHBOARD_PASSWORD')
  }
  return {
    baseUrl: values.DASHBOARD_URL,
    staging: values.DASHBOARD_STAGING === 'true',
    ...(values.DASHBOARD_STAGING_URL ? { stagingUrl: values.DASHBOARD_STAGING_URL } : {}),
    username: values.DASHBOARD_USERNAME,
    password: values.DASHBOARD_PASSWORD,
    ...(values.DASHBOARD_TIMEOUT_MS ? { timeoutMs: Number(values.DASHBOARD_TIMEOUT_MS) } : {}),
    ...(values.SITE_CONFIG_URL ? { siteConfigUrl: values.SITE_CONFIG_URL } : {}),
  }
}
