import { useEffect } from 'react'
import type { Preset as Mode } from '@application/site/site-context.ts'
import { afterFirstInteraction } from './first-interaction.ts'
import { browserThirdPartyScripts } from './ports.ts'
import { thirdPartyAllowed, type ScriptSite } from '@domain/tenancy/third-party-mode.ts'

/**
 * Mount once in the shell: loads the tenant's third-party scripts after hydration, and on each page the ones that
 * page allows (a widget hidden on checkout loads once the shopper is on another page; a loaded script stays).
 * The loader itself (adapters/third-party-scripts-browser/) is fetched only where it has work (live mode, or a tenant asking in
 * demo), and then once the page has loaded and gone idle or at the first interaction, whichever comes first: the
 * scripts it adds wait for that anyway, and a page's first scripts stay the app's own.
 */
export function useThirdPartyScripts(site: ScriptSite, mode: Mode, pathname: string): void {
  useEffect(() => {
    if (!thirdPartyAllowed(site, mode)) return
    let cancelled = false
    let stop = () => {}
    let started = false
    let stopWaiting = () => {}
    const start = () => {
      if (started || cancelled) return
      started = true
      stopWaiting()
      void browserThirdPartyScripts().then((scripts) => {
        if (!cancelled) stop = scripts.load(site, mode, document, pathname)
      })
    }
    const whenIdle = () => {
      if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(start, { timeout: 4000 })
      else window.setTimeout(start, 1500)
    }
    stopWaiting = afterFirstInteraction(window, start)
    if (document.readyState === 'complete') whenIdle()
    else window.addEventListener('load', whenIdle, { once: true })
    return () => {
      cancelled = true
      stopWaiting()
      window.removeEventListener('load', whenIdle)
      stop()
    }
  }, [site, mode, pathname])
}
