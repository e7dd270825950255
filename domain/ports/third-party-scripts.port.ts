import type { Preset } from '../hosting/preset.ts'
import type { ScriptSite } from '../tenancy/third-party-mode.ts'

/**
 * The tenant's third-party scripts in the shopper's browser (SPEC §3, §7): which ones a page loads is the domain's
 * rule (domain/tenancy/third-party-scripts.ts); the adapter adds them to the page, each once, with the globals each
 * vendor expects.
 */
export interface ThirdPartyScriptsPort {
  /** starts loading the scripts `site` asks for on `pathname` in `mode`; the answer stops what has not started yet */
  load(site: ScriptSite, mode: Preset, doc: Document, pathname: string): () => void
}
