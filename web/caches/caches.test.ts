import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { CACHE_BUDGETS, keepMarkup, keptBytes, keptMarkup, keptValue, objectKey, readValue } from './caches.ts'

let run = 0
/** parts no other test used, so that each case starts with nothing kept */
const fresh = (label: string) => `${label} ${++run}`

describe('web/caches: keyed per tenant, bounded in bytes, frozen in development', () => {
  it('property: a value kept for one tenant is never read for another, whatever the parts say', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.array(fc.string(), { maxLength: 4 }), (first, second, parts) => {
        fc.pre(first !== second)
        const label = fresh('tenant')
        const a = keptValue(first, [label, ...parts], () => ({ tenant: first }))
        const b = keptValue(second, [label, ...parts], () => ({ tenant: second }))
        expect(a.tenant).toBe(first)
        expect(b.tenant).toBe(second)
        expect(keptValue(first, [label, ...parts], () => ({ tenant: 'made again' }))).toBe(a)
      }),
    )
  })

  it('property: parts are escaped, so two different lists of parts never share a key', () => {
    fc.assert(
      fc.property(fc.array(fc.string(), { maxLength: 4 }), fc.array(fc.string(), { maxLength: 4 }), (x, y) => {
        fc.pre(JSON.stringify(x) !== JSON.stringify(y))
        const label = fresh('parts')
        keptValue('demo-motors', [label, ...x], () => 'x')
        expect(readValue('demo-motors', [label, ...y])).toBeUndefined()
      }),
    )
    // the joins a plain separator would confuse
    const label = fresh('joins')
    keptValue('demo-motors', [label, 'a|b'], () => 'one part')
    expect(readValue('demo-motors', [label, 'a', 'b'])).toBeUndefined()
    expect(readValue(`demo-motors|${label}`, ['a|b'])).toBeUndefined()
  })

  it('an object in a key is named by identity: a new version of equal content is a miss', () => {
    const site = { slug: 'demo-motors', version: 1 }
    const next = { slug: 'demo-motors', version: 1 }
    expect(objectKey(site)).not.toBe(objectKey(next))
    expect(objectKey(site)).toBe(objectKey(site))
    const label = fresh('versions')
    expect(keptValue(site, [label], () => 'first version')).toBe('first version')
    expect(keptValue(next, [label], () => 'second version')).toBe('second version')
    // the name is no property a JSON text or a spread sees
    expect(JSON.stringify(site)).toBe('{"slug":"demo-motors","version":1}')
    expect(Object.keys({ ...site })).toEqual(['slug', 'version'])
  })

  it('kept values are frozen in development, deep: a caller changing one fails loudly', () => {
    expect(process.env['NODE_ENV']).not.toBe('production')
    const value = keptValue('metro-auto-group', [fresh('frozen')], () => ({ cards: [{ price: 19_990 }] }))
    expect(Object.isFrozen(value)).toBe(true)
    expect(Object.isFrozen(value.cards[0])).toBe(true)
    expect(() => {
      ;(value.cards[0] as { price: number }).price = 1
    }).toThrow(TypeError)
  })

  it('markup kept past the budget pushes the oldest out: the cache never holds more bytes than its budget', () => {
    // real-size parts: a listing grid's markup is tens of KB; these are 1 MB each, twice the budget in all
    const part = 'x'.repeat(512 * 1024)
    const count = Math.ceil((2 * CACHE_BUDGETS.markup) / (2 * part.length))
    const label = fresh('flood')
    for (let n = 0; n < count; n++) {
      keepMarkup(n % 2 ? 'demo-motors' : 'coastal-nissan', [label, String(n)], `${part}${n}`)
      expect(keptBytes().markup).toBeLessThanOrEqual(CACHE_BUDGETS.markup)
    }
    expect(keptMarkup('coastal-nissan', [label, '0'])).toBeUndefined()
    expect(keptMarkup(count % 2 ? 'coastal-nissan' : 'demo-motors', [label, String(count - 1)])).toBe(
      `${part}${count - 1}`,
    )
  })

  it('derived values past the budget push the oldest out too', () => {
    const label = fresh('derived')
    const text = 'y'.repeat(256 * 1024)
    const count = Math.ceil((2 * CACHE_BUDGETS.derived) / (2 * text.length))
    for (let n = 0; n < count; n++) {
      keptValue('demo-motors', [label, String(n)], () => `${text}${n}`)
      expect(keptBytes().derived).toBeLessThanOrEqual(CACHE_BUDGETS.derived)
    }
    expect(readValue('demo-motors', [label, '0'])).toBeUndefined()
  })
})
