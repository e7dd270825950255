import type { AnalyticsPort } from '@domain/ports/analytics.port.ts'
import type { BrowserSearchPort } from '@domain/ports/browser-search.port.ts'
import type { ChatConversationPort } from '@domain/ports/chat.port.ts'
import type { ErrorReportingPort } from '@domain/ports/error-reporting.port.ts'
import { createBrowserAnalytics } from '@adapters/analytics-browser/analytics-browser.ts'
import { createBrowserErrorReporting } from '@adapters/error-reporting-browser/error-reporting-browser.ts'
import { fetchSearchGrant, postSearch } from '../search/search-client.ts'
import { afterFirstInteraction, watchFirstInteraction } from './first-interaction.ts'

/**
 * The browser's ports: what a page uses in the browser, made once per page by the browser's composition root
 * (`createBrowserPorts`, called where the router is made) and handed to components through the router's context
 * and React context (browser-ports-context.tsx). The server's root cannot reach `window`, so browser-side
 * adapters are chosen here, and only here; components never import an adapter.
 */
export interface BrowserPorts {
  /** the page's analytics (nothing is tracked while the server renders) */
  readonly analytics: AnalyticsPort
  /**
   * Sentry when the server names a DSN (live mode with SENTRY_DSN: SiteWiring.errorReportingDsn), else the
   * console. The Sentry SDK is fetched with the first report, so pages that report nothing never load it.
   */
  errorReporting(dsn: string | null): ErrorReportingPort
  /**
   * The page's one search client (listing and home widget share its token): straight to Meilisearch with a tenant
   * token when the server grants one, else /api/search. The server decides per tenant (its embedded engine always
   * answers 'proxy'), so this one adapter serves every server configuration. A page only searches in the browser
   * once the shopper changes something (its first results come with the HTML), so the adapter's code is fetched
   * with the first search, and the token prefetch waits for the first interaction.
   */
  readonly search: BrowserSearchPort
  /**
   * The chat the page draws itself: the local demo conversation (a live provider's widget is a third-party
   * script). Loaded with the panel that shows it (web/components/chat/ChatPanel.tsx), never with the page.
   */
  chat(options: { readonly greeting: string; readonly data?: Record<string, unknown> }): Promise<ChatConversationPort>
}

const NO_ANALYTICS: AnalyticsPort = { track() {} }

/** The browser's composition root: one set of ports for the page (the server's render gets stand-ins that do nothing). */
export function createBrowserPorts(): BrowserPorts {
  const inBrowser = typeof window !== 'undefined'
  // interactions count from when the page's code runs
  if (inBrowser) watchFirstInteraction(window)
  let analytics: AnalyticsPort | undefined
  let errors: ErrorReportingPort | undefined
  const theAnalytics = (): AnalyticsPort => (analytics ??= inBrowser ? createBrowserAnalytics() : NO_ANALYTICS)
  return {
    analytics: { track: (event) => theAnalytics().track(event) },
    errorReporting(dsn) {
      errors ??= dsn ? lazySentry(dsn) : createBrowserErrorReporting({ beaconUrl: null })
      return errors
    },
    search: lazyBrowserSearch(),
    async chat(options) {
      const { createDemoChat } = await import('@adapters/chat-demo/chat-demo.ts')
      return createDemoChat({ ...options, analytics: theAnalytics() })
    },
  }
}

function lazySentry(dsn: string): ErrorReportingPort {
  let sentry: Promise<ErrorReportingPort> | null = null
  return {
    report(message, context) {
      sentry ??= import('@adapters/error-reporting-sentry/sentry-browser.ts').then((m) =>
        m.createSentryBrowserReporting({ dsn }),
      )
      sentry.then(
        (port) => port.report(message, context),
        () => console.error(message, context ?? {}),
      )
    },
  }
}

function lazyBrowserSearch(): BrowserSearchPort {
  let adapter: Promise<BrowserSearchPort> | null = null
  const load = () =>
    (adapter ??= import('@adapters/search-meilisearch/browser-search.ts').then((m) =>
      m.createMeilisearchBrowserSearch({ fetchGrant: fetchSearchGrant, proxy: postSearch, now: () => Date.now() }),
    ))
  let prefetching = false
  return {
    search: async (site, request, signal) => (await load()).search(site, request, signal),
    prefetch() {
      if (prefetching || typeof window === 'undefined') return
      prefetching = true
      afterFirstInteraction(window, () => void load().then((port) => port.prefetch()))
    },
  }
}
