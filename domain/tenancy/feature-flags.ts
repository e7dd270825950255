import type { SiteConfig } from './site-config.schema.ts'

/**
 * What each SPEC §3 feature flag switches on, as the rules the pages and use cases read (tenants/README.md "Feature flags").
 */
type Flagged = Pick<SiteConfig, 'flags'>

/** `autograb`: market-value lookups (the priced trade-in lookup) and the below-market indicator. */
export const hasMarketValues = (site: Flagged): boolean => site.flags.autograb

/**
 * The registration lookup a site has: `priced` (Autograb: the vehicle and its market value) with `autograb`,
 * `plain` (NEVDIS: the vehicle alone) with `nevdis`, else `none` (the shopper types the vehicle in).
 */
export type RegoLookupKind = 'priced' | 'plain' | 'none'
export const regoLookupKind = (site: Flagged): RegoLookupKind =>
  site.flags.autograb ? 'priced' : site.flags.nevdis ? 'plain' : 'none'

/** `redbook`: the vehicle-data lookup (Redbook's code, description, specifications and new price of a vehicle). */
export const hasVehicleData = (site: Flagged): boolean => site.flags.redbook

/** `enable_store`: the buy-online page and its link (`checkout.buy_online` is the tenant files' older name). */
export const sellsOnline = (site: Pick<SiteConfig, 'flags' | 'checkout'>): boolean =>
  site.flags.enable_store || site.checkout.buy_online

/** The chat and assistant widgets a flag loads (with the tenant's `{provider}_key` and `{provider}_script`). */
export const WIDGET_PROVIDERS = ['autobot', 'dealercell', 'dealerstudio', 'impel'] as const
export type WidgetProvider = (typeof WIDGET_PROVIDERS)[number]
export const widgetProviders = (site: Flagged): WidgetProvider[] => WIDGET_PROVIDERS.filter((p) => site.flags[p])
