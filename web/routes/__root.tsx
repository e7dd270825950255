import type { ReactNode } from 'react'
import { HeadContent, Outlet, createRootRouteWithContext, Scripts } from '@tanstack/react-router'
import appCss from '../styles/app.css?url'
import { getSiteContext, type SiteContext } from '../functions/site-context.functions.ts'
import { SiteShell } from '../components/layout/SiteShell.tsx'
import { DemoDirectory } from '../components/layout/DemoDirectory.tsx'
import { UnknownSite } from '../components/layout/UnknownSite.tsx'
import { NotFoundPage } from '../components/layout/NotFoundPage.tsx'
import { rootThemeRule } from '../site/theme-rule.ts'
import type { RouterContext } from '../router.tsx'
import { HOLD_EARLY_SUBMIT } from '../components/forms/hold-early-submit.ts'
import { HOLD_EARLY_CLICK } from '../components/search/hold-early-click.ts'
import { SiteContextScript } from '../site/site-script.tsx'
import { keptValue } from '../caches/caches.ts'

/** What the shopper does before the app takes over, held for it: one inline script, so one hash in the policy. */
const HOLD_EARLY_INPUT = `${HOLD_EARLY_SUBMIT};${HOLD_EARLY_CLICK}`

export const Route = createRootRouteWithContext<RouterContext>()({
  // The tenant never changes within one browser tab: load it once (SSR) and keep it.
  loader: () => getSiteContext(),
  staleTime: Infinity,
  shouldReload: false,
  head: ({ loaderData }) => rootHead(loaderData),
  component: RootComponent,
  notFoundComponent: NotFoundPage,
})

/**
 * The root's head, one per site context: a page renders with its site's kept context object (one per site and stock
 * version), so the same head objects come back on every view (web/caches/caches.ts).
 */
function rootHead(loaderData: SiteContext | undefined) {
  if (!loaderData) return rootHeadOf(loaderData)
  return keptValue(loaderData, ['root head'], () => rootHeadOf(loaderData))
}

function rootHeadOf(loaderData: SiteContext | undefined) {
  return {
    meta: [
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1' },
      { title: titleFor(loaderData) },
      ...(loaderData?.kind === 'tenant' ? [{ name: 'theme-color', content: loaderData.site.theme.primary }] : []),
    ],
    links: [
      { rel: 'stylesheet', href: appCss },
      // Always name an icon, so browsers never ask for a /favicon.ico that no tenant has.
      {
        rel: 'icon',
        href: loaderData?.kind === 'tenant' ? (loaderData.site.logo.favicon ?? loaderData.site.logo.primary) : 'data:,',
      },
    ],
  }
}

function titleFor(context: SiteContext | undefined): string {
  if (!context || context.kind === 'unknown') return 'Page not found'
  if (context.kind === 'directory') return 'Demo dealer sites'
  return context.site.name
}

function RootComponent() {
  const context = Route.useLoaderData()
  return (
    <RootDocument context={context}>
      {context.kind === 'tenant' ? (
        <SiteShell site={context.site} wiring={context}>
          <Outlet />
        </SiteShell>
      ) : context.kind === 'directory' ? (
        <DemoDirectory sites={context.sites} mode={context.mode} origin={context.origin} />
      ) : (
        <UnknownSite />
      )}
    </RootDocument>
  )
}

function RootDocument({ children, context }: Readonly<{ children: ReactNode; context: SiteContext }>) {
  const lang = context.kind === 'tenant' ? context.site.locale.language : 'en-AU'
  const style = context.kind === 'tenant' ? rootThemeRule(context.site.theme) : ''
  return (
    <html lang={lang}>
      <head>
        <HeadContent />
        {style ? <style>{style}</style> : null}
        <script
          // biome-ignore lint/security/noDangerouslySetInnerHtml: our own constant scripts, hashed in the CSP
          dangerouslySetInnerHTML={{ __html: HOLD_EARLY_INPUT }}
        />
      </head>
      <body>
        {children}
        {/* the site context, written once per tenant version; the router's state names it (site-script.tsx) */}
        {context.kind === 'tenant' ? <SiteContextScript context={context} /> : null}
        <Scripts />
      </body>
    </html>
  )
}
