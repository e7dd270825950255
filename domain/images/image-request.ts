/**
 * The optimiser's URL contract, shared by the server (parsing) and the UI (building URLs).
 * Pure and browser-safe on purpose: the `<VehicleImage>` component imports it, so no sharp and no Node here.
 *
 *   GET /_img?url={source}&w={width}[&q={quality}, default 75][&social=1]
 *   GET /_img/{width}{source}   the same at the default quality, for a site path of plain characters
 *
 * The path form is what the pages write where they can: a listing writes each card picture's address five times
 * (src and four srcset widths), and the query form's `?url=` and `&amp;w=` would add to each of them.
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

/** An address read: the request, and whether the address says nothing beyond it (`exact`). */
export type ImageAddressParse =
  | { readonly ok: true; readonly request: ImageRequest; readonly exact: boolean }
  | { readonly ok: false; readonly message: string }

export const isAllowedWidth = (w: number): w is AllowedWidth => (ALLOWED_WIDTHS as readonly number[]).includes(w)

const INTEGER = /^\d{1,4}$/

/**
 * A site path the path form can carry as it is: segments of letters, digits, `-`, `_`, `~` and `.`, none empty or
 * starting with a dot (so no `.` or `..` for a URL parser to resolve away, and nothing to percent-encode).
 */
const PLAIN_PATH = /^(?:\/[\w~-][\w.~-]*)+$/

/** The path form's prefix: `/_img/` (then the width, then the source path). */
const PATH_FORM = `${OPTIMISER_PATH}/`

/**
 * Reads an optimiser address, either form; every refusal is a 400 with the message given. `exact`: nothing beyond
 * what the form needs (no other parameter), so the address names the variant as the site writes it.
 */
export function parseImageAddress(url: URL): ImageAddressParse {
  if (!url.pathname.startsWith(PATH_FORM)) {
    const parsed = parseImageRequest(url.searchParams)
    return parsed.ok
      ? { ...parsed, exact: [...url.searchParams.keys()].every((name) => IMAGE_PARAMETERS.has(name)) }
      : parsed
  }
  const rest = url.pathname.slice(PATH_FORM.length)
  const slash = rest.indexOf('/')
  const source = slash < 0 ? '' : rest.slice(slash)
  if (!PLAIN_PATH.test(source)) return { ok: false, message: 'The image path names no plain site path' }
  // one spelling per width: no leading zeros
  const width = slash > 0 && /^[1-9]\d{0,3}$/.test(rest.slice(0, slash)) ? Number(rest.slice(0, slash)) : Number.NaN
  if (!isAllowedWidth(width)) return { ok: false, message: `The width must be one of ${ALLOWED_WIDTHS.join(', ')}` }
  return {
    ok: true,
    request: { url: source, width, quality: DEFAULT_QUALITY, social: false },
    exact: url.search === '',
  }
}

/** The optimiser's own parameters; an address with any other is served, but never cached as immutable. */
export const IMAGE_PARAMETERS: ReadonlySet<string> = new Set(['url', 'w', 'q', 'social'])

/** Reads the optimiser's query string; every refusal is a 400 with the message given. */
export function parseImageRequest(params: URLSearchParams): ImageRequestParse {
  const url = params.get('url')
  if (!url) return { ok: false, message: 'Missing url parameter' }
  const rawWidth = params.get('w')
  if (rawWidth === null) return { ok: false, message: 'Missing w parameter' }
  const width = INTEGER.test(rawWidth) ? Number(rawWidth) : Number.NaN
  if (!isAllowedWidth(width)) return { ok: false, message: `w must be one of ${ALLOWED_WIDTHS.join(', ')}` }
  const rawQuality = params.get('q')
  const quality =
    rawQuality === null || rawQuality === ''
      ? DEFAULT_QUALITY
      : INTEGER.test(rawQuality)
        ? Number(rawQuality)
        : Number.NaN
  if (!(quality >= MIN_QUALITY && quality <= MAX_QUALITY)) {
    return { ok: false, message: `q must be an integer from ${MIN_QUALITY} to ${MAX_QUALITY}` }
  }
  const rawSocial = params.get('social')
  if (rawSocial !== null && rawSocial !== '1') return { ok: false, message: 'social must be 1 when present' }
  const social = rawSocial === '1'
  if (social && width !== SOCIAL_WIDTH)
    return { ok: false, message: `social images are ${SOCIAL_WIDTH} wide: use w=${SOCIAL_WIDTH}` }
  return { ok: true, request: { url, width, quality, social } }
}

/**
 * A source as the `url` parameter's value: percent-encoded, except `/` and `:`, which a query string may hold as they
 * are (RFC 3986) and which every parser reads back the same. A listing page writes each card picture's address five
 * times (src and four srcset widths), so every character saved in it is saved five times per card.
 */
const sourceParameter = (source: string): string => encodeURIComponent(source).replace(/%2F/g, '/').replace(/%3A/g, ':')

/**
 * The optimiser URL for one source at one width (the same string for the same inputs: it is a cache key): the path
 * form for a plain site path at the default quality, else the query form, which leaves the default quality out, as
 * the parser reads it. A listing writes each card picture's address five times.
 */
export function optimisedImageUrl(source: string, width: AllowedWidth, quality: number = DEFAULT_QUALITY): string {
  if (quality === DEFAULT_QUALITY && PLAIN_PATH.test(source)) return `${PATH_FORM}${width}${source}`
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
