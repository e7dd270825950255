import type { PublicSite } from '@domain/tenancy/public-site.schema.ts'
import type { Preset as Mode } from '@application/site/site-context.ts'
import { widgetProviders, type WidgetProvider } from '@domain/tenancy/feature-flags.ts'
import { isCheckoutPath } from '../components/chat/chat-visibility.ts'
import { afterFirstInteraction } from './first-interaction.ts'
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

export { LOAD_IN_DEMO_KEY } from './third-party-mode.ts'

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
  if (a.gtm_id && GTM_ID.test(a.gtm_id))
    out.push({ id: 'gtm', src: withId('https://www.googletagmanager.com/gtm.js', 'id', a.gtm_id) })
  if (a.ga_id && GA_ID.test(a.ga_id))
    out.push({ id: 'ga', src: withId('https://www.googletagmanager.com/gtag/js', 'id', a.ga_id) })
  if (a.fb_pixel_id && PIXEL_ID.test(a.fb_pixel_id))
    out.push({ id: 'pixel', src: 'https://connect.facebook.net/en_US/fbevents.js' })
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

interface ThirdPartyWindow {
  dataLayer?: unknown[]
  gtag?: (...args: unknown[]) => void
  fbq?: ((...args: unknown[]) => void) & { queue?: unknown[]; loaded?: boolean; version?: string; callMethod?: unknown }
}

/** The globals each vendor expects before its script runs (queues only; the script drains them). */
function prepareGlobals(
  win: ThirdPartyWindow,
  site: Pick<PublicSite, 'analytics'>,
  scripts: readonly ThirdPartyScript[],
): void {
  win.dataLayer ??= []
  const layer = win.dataLayer
  if (scripts.some((s) => s.id === 'gtm')) layer.push({ 'gtm.start': Date.now(), event: 'gtm.js' })
  if (scripts.some((s) => s.id === 'ga') && site.analytics.ga_id) {
    // gtag pushes its arguments object, which is what gtag.js reads
    win.gtag ??= function gtag() {
      // biome-ignore lint/complexity/noArguments: gtag.js reads the arguments object itself, not an array
      layer.push(arguments)
    }
    win.gtag('js', new Date())
    win.gtag('config', site.analytics.ga_id)
  }
  if (scripts.some((s) => s.id === 'pixel') && site.analytics.fb_pixel_id && !win.fbq) {
    const queue: unknown[] = []
    const fbq = Object.assign(
      (...args: unknown[]) => {
        queue.push(args)
      },
      { queue, loaded: true, version: '2.0' },
    )
    win.fbq = fbq
    fbq('init', site.analytics.fb_pixel_id)
    fbq('track', 'PageView')
  }
}

/** Chat and the SPEC §3 widgets: what a shopper opens, not what counts the visit. */
const ON_INTERACTION: ReadonlySet<ThirdPartyScript['id']> = new Set([
  'chat',
  'autobot',
  'dealercell',
  'dealerstudio',
  'impel',
])

/** Whether a script waits for the shopper's first interaction rather than for an idle main thread. */
export const loadsOnInteraction = (script: ThirdPartyScript): boolean => ON_INTERACTION.has(script.id)

/**
 * Adds the scripts once each, async: measurement after the page has loaded and the main thread is idle, chat and
 * widgets at the first interaction (web/client/first-interaction.ts).
 */
export function loadThirdPartyScripts(
  site: ScriptSite,
  mode: Mode,
  doc: Document = document,
  pathname = doc.location?.pathname ?? '/',
): () => void {
  const scripts = thirdPartyScripts(site, mode, pathname)
  if (scripts.length === 0) return () => {}
  const win = doc.defaultView as (Window & ThirdPartyWindow) | null
  if (!win) return () => {}
  let cancelled = false
  const add = (chosen: readonly ThirdPartyScript[]) => {
    if (cancelled) return
    for (const s of chosen) {
      if (doc.querySelector(`script[data-third-party="${s.id}"]`)) continue
      const el = doc.createElement('script')
      el.async = true
      el.src = s.src
      el.dataset.thirdParty = s.id
      doc.body.appendChild(el)
    }
  }
  const inject = () => {
    if (cancelled) return
    prepareGlobals(win, site, scripts)
    add(scripts.filter((s) => !loadsOnInteraction(s)))
  }
  const whenIdle = () => {
    if (typeof win.requestIdleCallback === 'function') win.requestIdleCallback(inject, { timeout: 4000 })
    else win.setTimeout(inject, 1500)
  }
  if (doc.readyState === 'complete') whenIdle()
  else win.addEventListener('load', whenIdle, { once: true })
  const onInteraction = scripts.filter(loadsOnInteraction)
  const stopWaiting = onInteraction.length ? afterFirstInteraction(win, () => add(onInteraction)) : () => {}
  return () => {
    cancelled = true
    win.removeEventListener('load', whenIdle)
    stopWaiting()
  }
}
