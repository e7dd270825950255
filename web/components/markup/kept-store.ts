import type { ReactElement } from 'react'
import type { PublicSite } from '@domain/tenancy/public-site.schema.ts'
import { renderAlone } from './render-alone.ts'

/**
 * Where the server keeps parts' inner markup (./render-alone.ts): per site version, per object a part shows and a
 * variant string. A part is kept from its first render, by rendering `body` alone once the current render is over;
 * a body that fails to render is not kept (the part keeps being rendered by React). Bounded per site version: past
 * `maxBytesPerSite` of kept markup the site's parts start again. Server only: callers wrap `read` and `keep` in
 * their isomorphic functions.
 */
export interface KeptMarkupStore<Owner extends object> {
  /** the kept markup of `owner`'s part in `variant` (undefined: not kept, or still being made) */
  read(site: PublicSite, owner: Owner, variant: string): string | undefined
  /** keeps it, once per owner and variant */
  keep(site: PublicSite, owner: Owner, variant: string, body: ReactElement): void
}

interface SiteMarkup<Owner extends object> {
  bytes: number
  readonly byOwner: WeakMap<Owner, Map<string, string | null>>
}

export function keptMarkupStore<Owner extends object>(maxBytesPerSite: number): KeptMarkupStore<Owner> {
  const sites = new WeakMap<PublicSite, SiteMarkup<Owner>>()
  return {
    read: (site, owner, variant) => sites.get(site)?.byOwner.get(owner)?.get(variant) ?? undefined,
    keep(site, owner, variant, body) {
      let kept = sites.get(site)
      if (!kept) {
        kept = { bytes: 0, byOwner: new WeakMap() }
        sites.set(site, kept)
      }
      let variants = kept.byOwner.get(owner)
      if (!variants) {
        variants = new Map()
        kept.byOwner.set(owner, variants)
      }
      if (variants.has(variant)) return
      variants.set(variant, null) // being made
      const forSite = kept
      const forVariants = variants
      renderAlone(body, (html) => {
        if (html === null) {
          forVariants.delete(variant)
          return
        }
        if (sites.get(site) !== forSite) return
        if (forSite.bytes + html.length > maxBytesPerSite) {
          sites.delete(site)
          return
        }
        forSite.bytes += html.length
        forVariants.set(variant, html)
      })
    },
  }
}
