import type { ReactElement } from 'react'
import { createIsomorphicFn } from '@tanstack/react-start'
import type { SiteNavigation } from '../../site/use-navigation.ts'
import { keepingMarkup, renderAlone } from '../markup/render-alone.ts'

/**
 * The footer's inner markup as the server rendered it, kept per tenant version (its navigation object: one per site
 * and stock summary, web/site/use-navigation.ts) and variant (the path of the footer link that is the current page,
 * or '' when none is), on the server only (../markup/render-alone.ts). Every page of a site writes the same footer:
 * its links, locations and phone numbers were rendered by React on every view. A variant per footer link at most.
 */
const footers = new WeakMap<SiteNavigation, Map<string, string | null>>()

/** The kept inner markup of a footer (undefined: not kept; always undefined in the browser). */
export const keptFooterMarkup: (navigation: SiteNavigation, variant: string) => string | undefined = createIsomorphicFn()
  .server((navigation: SiteNavigation, variant: string) => footers.get(navigation)?.get(variant) ?? undefined)
  .client(() => undefined)

/** Keeps a footer's inner markup: `body` is rendered alone once the current render is over. Once per variant. */
export const keepFooterMarkup: (navigation: SiteNavigation, variant: string, body: ReactElement) => void = createIsomorphicFn()
  .server((navigation: SiteNavigation, variant: string, body: ReactElement) => {
    if (!keepingMarkup) return
    let variants = footers.get(navigation)
    if (!variants) footers.set(navigation, (variants = new Map()))
    if (variants.has(variant)) return
    variants.set(variant, null) // being made
    const forVariants = variants
    renderAlone(body, (html) => {
      if (html === null) forVariants.delete(variant)
      else forVariants.set(variant, html)
    })
  })
  .client(() => {})
