import { defineSettings, neededSetting, type SettingValues } from '@domain/configuration/setting.ts'
import type { DashboardRestOptions } from './dashboard-rest.ts'

/** What the dealer dashboard's REST adapter reads from the environment. */
export const DASHBOARD_REST_SETTINGS = defineSettings({
  DASHBOARD_URL: {
    required: true,
    purpose: 'dealer dashboard REST API base URL (site config, cars, bookings)',
    kind: 'url',
    affects: 'every tenant: site configuration, car detail, manufacturers, bookings, search pages, session data',
  },
  DASHBOARD_USERNAME: {
    required: true,
    purpose: 'dashboard basic-auth user',
    kind: 'text',
    affects: 'every dashboard call',
  },
  DASHBOARD_PASSWORD: {
    required: true,
    purpose: 'dashboard basic-auth password',
    kind: 'secret',
    affects: 'every dashboard call',
  },
  DASHBOARD_STAGING: {
    purpose: "'true' sends dashboard calls to the staging host",
    kind: 'flag',
    default: 'false',
    affects: 'every dashboard call (needs DASHBOARD_STAGING_URL)',
  },
  DASHBOARD_STAGING_URL: {
    purpose: 'staging dashboard base URL',
    kind: 'url',
    affects: 'every dashboard call when DASHBOARD_STAGING=true',
  },
  DASHBOARD_TIMEOUT_MS: {
    purpose: 'per-attempt dashboard timeout in ms (each call is tried 3 times)',
    kind: 'ms',
    default: '10000',
    affects: 'every dashboard call',
  },
  SITE_CONFIG_URL: {
    purpose: "where a tenant's configuration is read: a URL or dashboard path with {slug}",
    kind: 'url-template',
    default: '/websites/{slug}/site_config.json (on the dashboard host)',
    affects: 'every tenant: the whole site configuration',
  },
})

type Values = SettingValues<typeof DASHBOARD_REST_SETTINGS>

/** Staging needs its own address: one start-up line without it. */
export const dashboardRestProblems = (values: Values): string[] =>
  neededSetting(
    values.DASHBOARD_STAGING === 'true' && !values.DASHBOARD_STAGING_URL,
    'DASHBOARD_STAGING_URL',
    'DASHBOARD_STAGING=true needs the staging dashboard base URL',
  )

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
