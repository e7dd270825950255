import { defineSettings } from '@domain/configuration/setting.ts'

/** What the live site configurations read from the environment. */
export const SITE_CONFIG_LIVE_SETTINGS = defineSettings({
  SITE_CONFIG_TTL_SECONDS: {
    purpose: 'live site-config cache lifetime (default 300)',
    kind: 'seconds',
    default: '300',
    affects: 'every tenant: how stale a configuration may be before the background refresh',
  },
})
