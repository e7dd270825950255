import type { PublicSite } from '@domain/tenancy/public-site.schema.ts'
import type { SiteContext } from '../functions/site-context.functions.ts'

/** What a route's `head` sees of each match: its id and loader data. */
export type RootMatch = { readonly routeId: string; readonly loaderData?: unknown }

/** The tenant's site from the root match (the shell loads it once per tab; route `head` functions receive every match). */
export function siteOfMatches(matches: readonly RootMatch[]): PublicSite | null {
  const root = matches.find((m) => m.routeId === '__root__')?.loaderData as SiteContext | undefined
  return root?.kind === 'tenant' ? root.site : null
}
