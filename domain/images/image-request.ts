/**
 * The optimiser's URL contract, shared by the server (parsing) and the UI (building URLs).
 * Pure and browser-safe on purpose: the `<VehicleImage>` component imports it, so no sharp and no Node here.
 *
 *   GET /_img?url={source}&w={width}[&q={quality}, default 75][&social=1]
 *
 * `social=1` is the 1200×630 fill-crop variant for Open Graph / Twitter cards (SPEC §7); it requires w=1200 so the
 * URL still says the width it returns.
 */
export const OPTIMISER_PATH = '/_img'

/**
 * Output widths the optimiser renders: the widths the site's pages ask for (srcset 256–1920, gallery thumbnails
 * 128, social cards 1200). Anything else is refused so the cache cannot be filled with variants.
 */
export const ALLOWED_WIDTHS = [128, 256, 384, 640, 750, 828, 1080, 1200, 1600, 1920] as const
export type AllowedWidth = (typeof ALLOWED_WIDTHS)[number]

export const DEFAULT_QUALITY = 75
export const MIN_QUALITY = 1
export const MAX_QUALITY = 100

/** SPEC §7: social images are rewritten to a 1200×630 fill crop. */
export const SOCIAL_WIDTH = 1200
export const SOCIAL_HEIGHT = 630

export interface ImageRequest {
  readonly url: string
  readonly width: AllowedWidth
  readonly quality: number
  readonly social: boolean
}

export type ImageRequestParse =
  | { readonly ok: true; readonly request: ImageRequest }
  | { readonly ok: false; readonly message: string }

export const isAllowedWidth = (w: number): w is AllowedWidth => (ALLOWED_WIDTHS as readonly number[]).includes(w)

const INTEGER = /^\d{1,4}$/

/** Reads the optimiser's query string; every refusal is a 400 with the message given. */
export function parseImageRequest(params: URLSearchParams): ImageRequestParse {
  const url = params.get('url')
  if (!url) return { ok: false, message: 'Missing url parameter' }
  const rawWidth = params.get('w')
  if (rawWidth === null) return { ok: false, message: 'Missing w parameter' }
  const width = INTEGER.test(rawWidth) ? Number(rawWidth) : Number.NaN
  if (!isAllowedWidth(width)) return { ok: false, message: `w must be one of ${ALLOWED_WIDTHS.join(', ')}` }
  const rawQuality = params.get('q')
  const quality = rawQuality === null || rawQuality === '' ? DEFAULT_QUALITY : INTEGER.test(rawQuality) ? Number(rawQuality) : Number.NaN
  if (!(quality >= MIN_QUALITY && quality <= MAX_QUALITY)) {
    return { ok: false, message: `q must be an integer from ${MIN_QUALITY} to ${MAX_QUALITY}` }
  }
  const rawSocial = params.get('social')
  if (rawSocial !== null && rawSocial !== '1') return { ok: false, message: 'social must be 1 when present' }
  const social = rawSocial === '1'
  if (social && width !== SOCIAL_WIDTH) return { ok: false, message: `social images are ${SOCIAL_WIDTH} wide: use w=${SOCIAL_WIDTH}` }
  return { ok: true, request: { url, width, quality, social } }
}

/**
 * A source as the `url` parameter's value: percent-encoded, except `/` and `:`, which a query string may hold as they
 * are (RFC 3986) and which every parser reads back the same. A listing page writes each card picture's address five
 * times (src and four srcset widths), so the path's slashes written as `%2F` were about 8 % of a card's markup.
 */
const sourceParameter = (source: string): string => encodeURIComponent(source).replace(/%2F/g, '/').replace(/%3A/g, ':')

/**
 * The optimiser URL for one source at one width (the same string for the same inputs: it is a cache key). The
 * default quality is left out, as the parser reads it: a listing writes each card picture's address five times.
 */
export function optimisedImageUrl(source: string, width: AllowedWidth, quality: number = DEFAULT_QUALITY): string {
  return `${OPTIMISER_PATH}?url=${sourceParameter(source)}&w=${width}${quality === DEFAULT_QUALITY ? '' : `&q=${quality}`}`
}

/**
 * The 1200×630 social-card URL of an image. Pass the site origin (e.g. `https://www.example.com.au`) for
 * `og:image`, which crawlers need absolute.
 */
export function socialImageUrl(source: string, origin = '', quality: number = DEFAULT_QUALITY): string {
  return `${origin.replace(/\/$/, '')}${OPTIMISER_PATH}?url=${encodeURIComponent(source)}&w=${SOCIAL_WIDTH}&q=${quality}&social=1`
}

/** The smallest allowed width at least `target` wide (the largest one when none is). */
export function widthAtLeast(target: number): AllowedWidth {
  return ALLOWED_WIDTHS.find((w) => w >= target) ?? ALLOWED_WIDTHS[ALLOWED_WIDTHS.length - 1]!
}
