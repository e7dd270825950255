import type { Preset as Mode } from '../hosting/preset.ts'
import { widgetProviders, type WidgetProvider } from './feature-flags.ts'
import { isCheckoutPath } from '../links/checkout-path.ts'
import { FB_PIXEL_JS, GTAG_JS, GTM_JS } from './third-party-origins.ts'
import { thirdPartyAllowed, type ScriptSite } from './third-party-mode.ts'

/**
 * Third-party scripts (analytics, tag manager, pixel, call tracking, search insights, chat). They are not product
 * calls (SPEC §7): they load after the page is interactive, async, from the tenant's own ids, and never in demo or
 * mock mode unless the tenant sets `third_party_keys.load_in_demo = "true"`. Measurement scripts load once the
 * page is idle (they count the visit); chat and the widget providers only at the shopper's first interaction.
 */
export interface ThirdPartyScript {
  readonly id: 'ga' | 'gtm' | 'pixel' | 'call-tracking' | 'search-insights' | 'chat' | WidgetProvider
  readonly src: string
}

const GA_ID = /^(G-[A-Z0-9]{4,20}|UA-\d{4,12}-\d{1,4})$/
const GTM_ID = /^GTM-[A-Z0-9]{4,12}$/
const PIXEL_ID = /^\d{6,20}$/
const TOKEN = /^[A-Za-z0-9_-]{2,64}$/
/** only https sources, no credentials, no odd characters */
const SCRIPT_URL = /^https:\/\/[a-z0-9.-]+(:\d+)?\/[A-Za-z0-9._~\-/]*$/

const withId = (url: string, param: string, id: string): string =>
  `${url}${url.includes('?') ? '&' : '?'}${param}=${encodeURIComponent(id)}`

/**
 * The SPEC §3 widget flags (`autobot`, `dealercell`, `dealerstudio`, `impel`): each loads its provider's script
 * (`third_party_keys.{provider}_script`) with the tenant's key (`{provider}_key`, sent as `?key=`); not on checkout
 * pages where the site hides its chat there (`chat.hide_on_checkout`).
 */
function widgetScripts(site: ScriptSite, pathname: string): ThirdPartyScript[] {
  if (site.chat.hide_on_checkout && isCheckoutPath(pathname)) return []
  const keys = site.third_party_keys
  return widgetProviders(site).flatMap((provider) => {
    const key = keys[`${provider}_key`]
    const script = keys[`${provider}_script`]
    return key && TOKEN.test(key) && script && SCRIPT_URL.test(script)
      ? [{ id: provider, src: withId(script, 'key', key) }]
      : []
  })
}

/** The scripts a tenant's page loads, in load order; ids that do not look like ids are ignored. */
export function thirdPartyScripts(site: ScriptSite, mode: Mode, pathname = '/'): ThirdPartyScript[] {
  if (!thirdPartyAllowed(site, mode)) return []
  const a = site.analytics
  const keys = site.third_party_keys
  const out: ThirdPartyScript[] = []
  if (a.gtm_id && GTM_ID.test(a.gtm_id)) out.push({ id: 'gtm', src: withId(GTM_JS, 'id', a.gtm_id) })
  if (a.ga_id && GA_ID.test(a.ga_id)) out.push({ id: 'ga', src: withId(GTAG_JS, 'id', a.ga_id) })
  if (a.fb_pixel_id && PIXEL_ID.test(a.fb_pixel_id)) out.push({ id: 'pixel', src: FB_PIXEL_JS })
  // call tracking, search insights and chat vendors differ per tenant: the script URL is tenant configuration
  if (
    a.call_tracking_id &&
    TOKEN.test(a.call_tracking_id) &&
    keys.call_tracking_script &&
    SCRIPT_URL.test(keys.call_tracking_script)
  ) {
    out.push({ id: 'call-tracking', src: withId(keys.call_tracking_script, 'id', a.call_tracking_id) })
  }
  if (keys.search_insights_script && SCRIPT_URL.test(keys.search_insights_script))
    out.push({ id: 'search-insights', src: keys.search_insights_script })
  if (a.chat_provider && keys.chat_script && SCRIPT_URL.test(keys.chat_script))
    out.push({ id: 'chat', src: keys.chat_script })
  return [...out, ...widgetScripts(site, pathname)]
}
