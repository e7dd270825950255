import sharp from 'sharp'

/**
 * Files of the size shoppers really attach, made in the test: a résumé is a PDF of a few hundred KB, a phone photo a
 * JPEG of a few MB. Tiny stand-ins hid a body limit of 16 KB on the upload route.
 */

/**
 * A valid PDF of one page padded to about `bytes` with a comment stream (a reader opens it; its first bytes are
 * `%PDF-`, which is what the server recognises).
 */
export function realPdf(bytes = 250 * 1024, title = 'Pat Tester résumé'): Buffer {
  const text = `BT /F1 18 Tf 72 720 Td (${title.replace(/[()\\]/g, '')}) Tj ET`
  const padding = 'x'.repeat(Math.max(0, bytes - 700))
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${padding.length} >>\nstream\n${padding}\nendstream`,
  ]
  let body = '%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n'
  const offsets: number[] = []
  for (const [i, object] of objects.entries()) {
    offsets.push(Buffer.byteLength(body, 'latin1'))
    body += `${i + 1} 0 obj\n${object}\nendobj\n`
  }
  const xref = Buffer.byteLength(body, 'latin1')
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(body, 'latin1')
}

/** Pixels of noise from a seed (the same seed, the same photo), which JPEG cannot squeeze small. */
function noise(width: number, height: number, seed: number): Buffer {
  const pixels = Buffer.alloc(width * height * 3)
  let state = seed >>> 0 || 1
  for (let i = 0; i < pixels.length; i++) {
    state ^= state << 13
    state ^= state >>> 17
    state ^= state << 5
    pixels[i] = state & 0xff
  }
  return pixels
}

/** A real JPEG photo of at least `minBytes` (noise at high quality, which JPEG cannot shrink). */
export async function realJpeg(minBytes = 3 * 1024 * 1024, seed = 7): Promise<Buffer> {
  const width = 1600
  const height = Math.ceil(minBytes / 1.8 / width)
  const jpeg = await sharp(noise(width, height, seed), { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 95, chromaSubsampling: '4:4:4' })
    .toBuffer()
  if (jpeg.byteLength < minBytes) throw new Error(`the photo came out at ${jpeg.byteLength} bytes`)
  return jpeg
}
