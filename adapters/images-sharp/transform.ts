import sharp from 'sharp'
import type { Metadata, Sharp } from 'sharp'
import { SOCIAL_HEIGHT, SOCIAL_WIDTH } from '@domain/images/image-request.ts'
import { negotiateFormat, type OutputFormat } from './negotiate-format.ts'

export interface TransformInput {
  readonly bytes: Uint8Array
  readonly width: number
  readonly quality: number
  /** 1200×630 fill crop instead of a width-only resize */
  readonly social: boolean
  /** the request's Accept header */
  readonly accept: string | null
  /** SVG is rasterised only for our own sources: librsvg is no place for untrusted markup */
  readonly allowSvg: boolean
}

export interface TransformLimits {
  /** decoded pixels allowed (width × height); beyond it the answer is 413 before anything is decoded */
  readonly maxInputPixels: number
  readonly timeoutSeconds: number
}

export type TransformResult =
  | {
      readonly ok: true
      readonly bytes: Buffer
      readonly format: OutputFormat
      readonly width: number
      readonly height: number
    }
  | { readonly ok: false; readonly status: 413 | 415 | 503; readonly message: string }

/** Input formats we decode. PDF, ImageMagick, RAW and the rest are refused: big attack surface, no use here. */
const RASTER_INPUTS = new Set(['jpeg', 'png', 'webp', 'gif', 'heif', 'tiff'])
const VIPS_MAX_DENSITY = 100_000
const DEFAULT_SVG_DENSITY = 72

const refuse = (status: 413 | 415 | 503, message: string): TransformResult => ({ ok: false, status, message })

/**
 * Resizes and re-encodes one image. Reads the header first so a decompression bomb is refused by its declared
 * size, then decodes with libvips' own pixel limit and a timeout as the second line of defence.
 */
export async function transformImage(input: TransformInput, limits: TransformLimits): Promise<TransformResult> {
  let meta: Metadata
  try {
    meta = await sharp(input.bytes, { limitInputPixels: false }).metadata()
  } catch {
    return refuse(415, 'The source is not an image')
  }
  const isSvg = meta.format === 'svg'
  if (isSvg ? !input.allowSvg : !RASTER_INPUTS.has(meta.format ?? '')) {
    return refuse(415, `Unsupported image format: ${meta.format ?? 'unknown'}`)
  }
  const sourceWidth = meta.autoOrient?.width ?? meta.width ?? 0
  const sourceHeight = meta.autoOrient?.height ?? meta.height ?? 0
  if (sourceWidth <= 0 || sourceHeight <= 0) return refuse(415, 'The image has no size')

  // vector input: rasterise at the size we need instead of scaling pixels up
  let density: number | undefined
  let decodedPixels = sourceWidth * sourceHeight
  if (isSvg) {
    const scale = input.social
      ? Math.max(SOCIAL_WIDTH / sourceWidth, SOCIAL_HEIGHT / sourceHeight)
      : input.width / sourceWidth
    const base = meta.density ?? DEFAULT_SVG_DENSITY
    density = Math.min(VIPS_MAX_DENSITY, Math.max(1, base * scale))
    const effective = density / base
    decodedPixels = Math.ceil(sourceWidth * effective) * Math.ceil(sourceHeight * effective)
  }
  if (decodedPixels > limits.maxInputPixels) {
    return refuse(
      413,
      `The image is too large (${sourceWidth}×${sourceHeight}); the limit is ${limits.maxInputPixels} pixels`,
    )
  }

  const format = negotiateFormat(input.accept, meta.hasAlpha ?? false)
  try {
    let pipeline = sharp(input.bytes, {
      limitInputPixels: limits.maxInputPixels,
      failOn: 'error',
      pages: 1,
      autoOrient: true,
      ...(density !== undefined ? { density } : {}),
    }).timeout({ seconds: limits.timeoutSeconds })
    pipeline = input.social
      ? pipeline.resize({ width: SOCIAL_WIDTH, height: SOCIAL_HEIGHT, fit: 'cover', position: 'centre' })
      : pipeline.resize({ width: input.width, withoutEnlargement: true })
    pipeline = encode(pipeline, format, input.quality)
    const { data, info } = await pipeline.toBuffer({ resolveWithObject: true })
    return { ok: true, bytes: data, format, width: info.width, height: info.height }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    if (/pixel limit/i.test(message)) return refuse(413, 'The image is too large')
    if (/timeout/i.test(message)) return refuse(503, 'The image took too long to process')
    return refuse(415, 'The image could not be decoded')
  }
}

function encode(pipeline: Sharp, format: OutputFormat, quality: number): Sharp {
  switch (format) {
    // effort trades encode time for bytes: AVIF effort 1 halves effort 2's time for the same size at card widths
    case 'avif':
      return pipeline.avif({ quality, effort: 1 })
    case 'webp':
      return pipeline.webp({ quality, effort: 4 })
    case 'jpeg':
      return pipeline.jpeg({ quality, progressive: true, mozjpeg: false })
    case 'png':
      return pipeline.png({ compressionLevel: 6, adaptiveFiltering: false })
  }
}

/**
 * Encodes a tiny picture in each output format: the first AVIF or WebP encode of a process pays a few hundred
 * milliseconds of codec set-up, better spent at start than on a shopper's first page.
 */
export async function warmUpEncoders(): Promise<void> {
  const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#808080' } })
    .jpeg()
    .toBuffer()
  const decoded = () => sharp(jpeg).resize({ width: 32 })
  await Promise.all([decoded().avif({ effort: 1 }).toBuffer(), decoded().webp().toBuffer(), decoded().png().toBuffer()])
}

/** The content type of an encoded image from its first bytes (cached legacy answers are JPEG or PNG). */
export function sniffFormat(bytes: Uint8Array): OutputFormat | null {
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return 'jpeg'
  if (bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47) return 'png'
  if (bytes[8] === 0x57 && bytes[9] === 0x45 && bytes[10] === 0x42 && bytes[11] === 0x50) return 'webp'
  if (bytes[4] === 0x66 && bytes[5] === 0x74 && bytes[6] === 0x79 && bytes[7] === 0x70) return 'avif'
  return null
}
