import type { ReactElement } from 'react'
import type { PublicSite } from '@domain/tenancy/public-site.schema.ts'
import { hasMarkup, keepMarkup, keptMarkup } from '../../caches/caches.ts'
import { renderAlone } from './render-alone.ts'

/**
 * Where the server keeps parts' inner markup (./render-alone.ts): in the markup cache (web/caches/caches.ts), per
 * site version, kind of part, object the part shows and a variant string. A part is kept from its first render, by
 * rendering `body` alone once the current render is over; a body that fails to render is not kept (the part keeps
 * being rendered by React). Server only: callers wrap `read` and `keep` in their isomorphic functions.
 */
export interface KeptMarkupStore<Owner extends object> {
  /** the kept markup of `owner`'s part in `variant` (undefined: not kept, or still being made) */
  read(site: PublicSite, owner: Owner, variant: string): string | undefined
  /** keeps it, once per owner and variant */
  keep(site: PublicSite, owner: Owner, variant: string, body: ReactElement): void
}

/** The kept markup of one kind of part (`kind` names it in the keys: a card and a shell part never share one). */
export function keptMarkupOf<Owner extends object>(kind: string): KeptMarkupStore<Owner> {
  return {
    read: (site, owner, variant) => keptMarkup(site, [kind, owner, variant]),
    keep(site, owner, variant, body) {
      const parts = [kind, owner, variant]
      if (hasMarkup(site, parts)) return
      keepMarkup(site, parts, null) // being made
      renderAlone(body, (html) => {
        if (!hasMarkup(site, parts)) return
        keepMarkup(site, parts, html ?? undefined)
      })
    },
  }
}
