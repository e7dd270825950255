import type { AnalyticsPort } from '@domain/ports/analytics.port.ts'
import type { BrowserSearchPort } from '@domain/ports/browser-search.port.ts'
import type { ChatConversationPort } from '@domain/ports/chat.port.ts'
import type { ErrorReportingPort } from '@domain/ports/error-reporting.port.ts'
import type { CardEntry, CreateCardEntry } from '@domain/ports/card-entry.port.ts'
import type { CaptchaWidgetPort } from '@domain/ports/captcha-widget.port.ts'
import type { ThirdPartyScriptsPort } from '@domain/ports/third-party-scripts.port.ts'
import type { PaymentProvider } from '@domain/tenancy/site-config.schema.ts'
import { createBrowserAnalytics } from '@adapters/analytics-browser/analytics-browser.ts'
import { createBrowserErrorReporting } from '@adapters/error-reporting-browser/error-reporting-browser.ts'
import { fetchSearchGrant, postSearch } from '../search/search-client.ts'
import { afterFirstInteraction, watchFirstInteraction } from './first-interaction.ts'

// the browser's composition root runs when the app's code does: interactions count from then on
if (typeof window !== 'undefined') watchFirstInteraction(window)

/**
 * The browser's composition root: the ports a page uses in the browser, made once per page. The server's root
 * cannot reach `window`, so browser-side adapters are chosen here, and only here; components never import an
 * adapter.
 */
let analytics: AnalyticsPort | undefined
let errors: ErrorReportingPort | undefined
let search: BrowserSearchPort | undefined

export function browserAnalytics(): AnalyticsPort {
  analytics ??= createBrowserAnalytics()
  return analytics
}

/**
 * Sentry when the server names a DSN (live mode with SENTRY_DSN: SiteWiring.errorReportingDsn), else the console.
 * The Sentry SDK is fetched with the first report, so pages that report nothing never load it.
 */
export function browserErrorReporting(dsn: string | null): ErrorReportingPort {
  errors ??= dsn ? lazySentry(dsn) : createBrowserErrorReporting({ beaconUrl: null })
  return errors
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

/**
 * The page's one search client (listing and home widget share its token): straight to Meilisearch with a tenant
 * token when the server grants one, else /api/search. The server decides per tenant (its embedded engine always
 * answers 'proxy'), so this one adapter serves every server configuration. A page only searches in the browser
 * once the shopper changes something (its first results come with the HTML), so the adapter's code is fetched
 * with the first search, and the token prefetch waits for the first interaction.
 */
export function browserSearch(): BrowserSearchPort {
  search ??= lazyBrowserSearch()
  return search
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

/**
 * The chat the page draws itself: the local demo conversation (a live provider's widget is a third-party script).
 * Loaded with the panel that shows it (web/components/chat/ChatPanel.tsx), never with the page.
 */
export async function browserChat(options: {
  readonly greeting: string
  readonly data?: Record<string, unknown>
}): Promise<ChatConversationPort> {
  const { createDemoChat } = await import('@adapters/chat-demo/chat-demo.ts')
  return createDemoChat({ ...options, analytics: browserAnalytics() })
}

/**
 * Live-mode card entry for the intent's payment provider: its adapter is fetched (its own chunk) only when the shopper
 * reaches card entry, so pages that never take a card never download any of them. The adapter loads the provider's
 * script with the page's script loader.
 */
export async function browserCardEntry(
  provider: PaymentProvider,
): Promise<(clientData: Readonly<Record<string, string>>) => CardEntry> {
  const [create, loadScript] = await Promise.all([cardEntryAdapter(provider), pageScriptLoader()])
  return (clientData) => create(clientData, { loadScript })
}

/** The page's script loader, fetched with the first adapter that runs a provider's script. */
const pageScriptLoader = () => import('./load-script.ts').then((m) => m.loadScript)

function cardEntryAdapter(provider: PaymentProvider): Promise<CreateCardEntry> {
  switch (provider) {
    case 'Stripe':
      return import('@adapters/payments-stripe/stripe-card-entry.ts').then((m) => m.createStripeCardEntry)
    case 'Till':
      return import('@adapters/payments-till/till-card-entry.ts').then((m) => m.createTillCardEntry)
    case 'St George':
      return import('@adapters/payments-stgeorge/payway-card-entry.ts').then((m) => m.createPayWayCardEntry)
  }
}

/**
 * The hosted captcha's widget (Turnstile), fetched with the lead form's captcha field when it first shows: pages
 * whose forms ask no hosted captcha never download it.
 */
export function browserCaptchaWidget(): CaptchaWidgetPort {
  return {
    load: () =>
      Promise.all([import('@adapters/captcha-turnstile/turnstile-widget.ts'), pageScriptLoader()]).then(
        ([m, loadScript]) => m.createTurnstileWidget(loadScript).load(),
      ),
  }
}

/** The tenant's third-party scripts' loader, fetched only where a page has scripts to load (web/client/use-third-party-scripts.ts). */
export const browserThirdPartyScripts = (): Promise<ThirdPartyScriptsPort> =>
  import('@adapters/third-party-scripts-browser/third-party-scripts.ts').then((m) =>
    m.createThirdPartyScripts(afterFirstInteraction),
  )
