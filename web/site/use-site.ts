import { getRouteApi } from '@tanstack/react-router'
import type { PublicSite } from '@domain/tenancy/public-site.schema.ts'
import type { Preset as Mode, SiteWiring } from '@application/site/site-context.ts'
import type { StockSummary } from '@domain/stock/stock-summary.ts'

const root = getRouteApi('__root__')

/** The current tenant's public configuration (what pages need, never a server-only field); only inside a tenant's shell. */
export function useSite(): PublicSite {
  const context = root.useLoaderData()
  if (context.kind !== 'tenant') throw new Error('useSite outside a tenant site')
  return context.site
}

export function useMode(): Mode {
  const context = root.useLoaderData()
  return context.kind === 'unknown' ? 'demo' : context.mode
}

/** How this server is wired for the site: the preset, the ports on stand-ins, where lead calls go. */
export function useWiring(): SiteWiring {
  const context = root.useLoaderData()
  return context.kind === 'unknown'
    ? { mode: 'demo', mocked: [], mockLeads: false, hostedCaptcha: false, errorReportingDsn: null }
    : context
}

/** The tenant's stock summary (make/model/body/car-type counts), loaded with the site. */
export function useStockSummary(): StockSummary {
  const context = root.useLoaderData()
  if (context.kind !== 'tenant') throw new Error('useStockSummary outside a tenant site')
  return context.stock
}
