/** Output formats the optimiser writes, best first. */
export type OutputFormat = 'avif' | 'webp' | 'jpeg' | 'png'

export const CONTENT_TYPES: Readonly<Record<OutputFormat, string>> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
  png: 'image/png',
}

/** Media types the Accept header names with a non-zero weight (wildcards never imply AVIF or WebP support). */
function acceptedTypes(accept: string | null): Set<string> {
  const types = new Set<string>()
  for (const part of (accept ?? '').split(',')) {
    const [type = '', ...parameters] = part.split(';').map((s) => s.trim().toLowerCase())
    const weight = parameters.find((p) => p.startsWith('q='))
    if (weight !== undefined && !(Number(weight.slice(2)) > 0)) continue
    if (type) types.add(type)
  }
  return types
}

/**
 * AVIF when the browser says it takes it, else WebP, else the classic format that keeps the picture:
 * PNG when it has transparency (logos, drawings), JPEG for photographs.
 */
export function negotiateFormat(accept: string | null, hasAlpha: boolean): OutputFormat {
  const types = acceptedTypes(accept)
  if (types.has('image/avif')) return 'avif'
  if (types.has('image/webp')) return 'webp'
  return hasAlpha ? 'png' : 'jpeg'
}

/** The modern format the Accept header allows, or null when the answer depends on the source (JPEG or PNG). */
export function modernFormat(accept: string | null): 'avif' | 'webp' | null {
  const types = acceptedTypes(accept)
  return types.has('image/avif') ? 'avif' : types.has('image/webp') ? 'webp' : null
}
