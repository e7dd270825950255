import type { PublicSite } from './public-site.schema.ts'

/**
 * SPEC §1: some tenants show the word 'used' as 'pre-owned'. Applies to whole words only ('unused' stays),
 * keeping the case shape: 'used' → 'pre-owned', 'Used' → 'Pre-owned', 'USED' → 'PRE-OWNED'.
 */
export type UsedWording = PublicSite['wording']['used']

const USED_WORD = /\bused\b/gi

function shaped(original: string, replacement: string): string {
  if (original === original.toUpperCase()) return replacement.toUpperCase()
  if (original[0] === original[0]!.toUpperCase()) return replacement[0]!.toUpperCase() + replacement.slice(1)
  return replacement
}

export function applyUsedWording(text: string, wording: UsedWording): string {
  if (wording === 'used') return text
  return text.replace(USED_WORD, (word) => shaped(word, wording))
}

/** The tenant's wording applied to display text, e.g. "Used Cars" → "Pre-owned Cars". */
export const siteWording = (site: PublicSite, text: string): string => applyUsedWording(text, site.wording.used)
