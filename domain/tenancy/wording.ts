import type { PublicSite } from './public-site.schema.ts'

/**
 * SPEC §1: some tenants show the word 'used' as 'pre-owned'. Applies to whole words only ('unused' stays),
 * keeping the case shape: 'used' → 'pre-owned', 'Used' → 'Pre-owned', 'USED' → 'PRE-OWNED'. Only the adjective
 * changes: the verb stays ('can be used as a deposit', 'we used to', 'is used by').
 */
export type UsedWording = PublicSite['wording']['used']

const USED_WORD = /\bused\b/gi
/** 'used' is a verb here: after a form of be, get or have, or before to/as/by/for */
const VERB_BEFORE = /\b(?:be|is|are|was|were|been|being|get|gets|got|gotten|have|has|had|i|we|you|they|he|she|it)\s+$/i
const VERB_AFTER = /^\s+(?:to|as|by|for)\b/i

function shaped(original: string, replacement: string): string {
  if (original === original.toUpperCase()) return replacement.toUpperCase()
  if (original[0] === original[0]!.toUpperCase()) return replacement[0]!.toUpperCase() + replacement.slice(1)
  return replacement
}

export function applyUsedWording(text: string, wording: UsedWording): string {
  if (wording === 'used') return text
  return text.replace(USED_WORD, (word, at: number) =>
    VERB_BEFORE.test(text.slice(0, at)) || VERB_AFTER.test(text.slice(at + word.length)) ? word : shaped(word, wording),
  )
}

/** The tenant's wording applied to display text, e.g. "Used Cars" → "Pre-owned Cars". */
export const siteWording = (site: PublicSite, text: string): string => applyUsedWording(text, site.wording.used)
