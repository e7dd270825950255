import { defineSettings, type SettingValues } from '@domain/configuration/setting.ts'

/** What error reporting to Sentry reads from the environment (server and browsers alike). */
export const SENTRY_SETTINGS = defineSettings({
  SENTRY_DSN: {
    purpose:
      "Sentry project DSN: errors (SPEC §8: website refresh failures, lead submit failures) are reported there from the server and from shoppers' browsers (a DSN is public by design)",
    kind: 'secret',
    affects: 'every tenant: without it errors go to the console only',
  },
  SENTRY_ENVIRONMENT: {
    purpose: "the environment name Sentry files events under, e.g. 'production', 'staging'",
    kind: 'text',
    affects: 'as SENTRY_DSN',
  },
})

/** The DSN and environment name from the checked settings; null without a DSN (errors then go to the log). */
export function sentryOptions(
  values: SettingValues<typeof SENTRY_SETTINGS>,
): { readonly dsn: string; readonly environment?: string } | null {
  const dsn = values.SENTRY_DSN?.trim()
  if (!dsn) return null
  return { dsn, ...(values.SENTRY_ENVIRONMENT ? { environment: values.SENTRY_ENVIRONMENT } : {}) }
}
