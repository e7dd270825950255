import type { PublicSite } from './public-site.schema.ts'
import type { Preset as Mode } from '../hosting/preset.ts'

export const LOAD_IN_DEMO_KEY = 'load_in_demo'

/** What of the site the third-party loader reads. */
export type ScriptSite = Pick<PublicSite, 'analytics' | 'third_party_keys' | 'flags' | 'chat'>

/**
 * Third-party scripts run in live mode only, unless the tenant sets `third_party_keys.load_in_demo = "true"`: the
 * one check the shell makes before fetching the loader (adapters/third-party-scripts-browser/).
 */
export const thirdPartyAllowed = (site: Pick<PublicSite, 'third_party_keys'>, mode: Mode): boolean =>
  mode === 'live' || site.third_party_keys[LOAD_IN_DEMO_KEY] === 'true'
