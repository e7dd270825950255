import { describe, it, expect } from 'vitest'
import fc from 'fast-check'
import { modernFormat, negotiateFormat } from './negotiate-format.ts'

const CHROME = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8'
const OLD_SAFARI = 'image/webp,image/png,image/svg+xml,image/*;q=0.8,*/*;q=0.5'

describe('negotiateFormat', () => {
  it('prefers AVIF, then WebP, then PNG for transparent and JPEG for opaque pictures', () => {
    expect(negotiateFormat(CHROME, false)).toBe('avif')
    expect(negotiateFormat(OLD_SAFARI, false)).toBe('webp')
    expect(negotiateFormat('*/*', false)).toBe('jpeg')
    expect(negotiateFormat('image/*', true)).toBe('png')
    expect(negotiateFormat(null, false)).toBe('jpeg')
  })

  it('ignores a type refused with q=0 and reads the header case-insensitively', () => {
    expect(negotiateFormat('image/avif;q=0, image/webp', false)).toBe('webp')
    expect(negotiateFormat('IMAGE/AVIF', false)).toBe('avif')
  })

  it('never answers a modern format the header does not name', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('image/png', 'image/jpeg', 'image/*', '*/*', 'text/html')),
        fc.boolean(),
        (types, alpha) => {
          const format = negotiateFormat(types.join(', '), alpha)
          expect(format).toBe(alpha ? 'png' : 'jpeg')
          expect(modernFormat(types.join(','))).toBeNull()
        },
      ),
    )
  })
})
