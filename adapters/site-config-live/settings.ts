import type { Setting } from '@domain/configuration/setting.ts'

/** What the live site configurations read from the environment. */
export const SITE_CONFIG_LIVE_SETTINGS = [
  {
    name: 'SITE_CONFIG_TTL_SECONDS',
    required: false,
    purpose: 'live site-config cache lifetime (default 300)',
    kind: 'seconds',
    default: '300',
    affects: 'every tenant: how stale a configuration may be before the background refresh',
  },
] as const satisfies readonly Setting[]
