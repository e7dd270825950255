import type { PublicSite } from '@domain/tenancy/public-site.schema.ts'
import type { ThirdPartyScriptsPort } from '@domain/ports/third-party-scripts.port.ts'
import { thirdPartyScripts, type ThirdPartyScript } from '@domain/tenancy/third-party-scripts.ts'

/** Runs `then` at the shopper's first interaction with the page (at once when there was one); answers a stop. */
export type AfterFirstInteraction = (win: Window, then: () => void) => () => void

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
 * widgets at the first interaction (the browser's root gives how that is watched, web/client/first-interaction.ts).
 */
export const createThirdPartyScripts = (afterFirstInteraction: AfterFirstInteraction): ThirdPartyScriptsPort => ({
  load(site, mode, doc, pathname) {
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
  },
})
