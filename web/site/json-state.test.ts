import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { crossSerializeStream, fromJSON, toJSON } from 'seroval'
import { makeSerovalPlugin } from '@tanstack/router-core'
import { makeSsrSerovalPlugin } from '@tanstack/router-core/ssr/server'
import { jsonStateAdapter, jsonTextOf, sentAsJson } from './json-state.ts'

/** A page's state as the router writes it (ssr-server.js: `crossSerializeStream`, its plugin for the adapter). */
function sent(value: unknown): string {
  let text = ''
  crossSerializeStream(value, {
    refs: new Map(),
    plugins: [makeSsrSerovalPlugin(jsonStateAdapter, { didRun: false })],
    scopeId: 'tsr',
    onSerialize: (data) => {
      text += data
    },
  })
  return text
}
/** What the browser's router reads of it: `$_TSR.t.get("json")(…)` answered by the adapter. */
const received = (text: string): unknown =>
  new Function('$_TSR', '$R', `return ${text}`)(
    { t: new Map([['json', jsonStateAdapter.fromSerializable]]) },
    { tsr: [] },
  ) as unknown
// a server function's answer to the browser (a client-side visit to a vehicle page)
const rpcPlugins = [makeSerovalPlugin(jsonStateAdapter)]
const answered = (value: unknown): unknown =>
  fromJSON(JSON.parse(JSON.stringify(toJSON(value, { plugins: rpcPlugins }))), { plugins: rpcPlugins })

/** JSON data as the feeds and Schemas give it: no undefined, no non-finite numbers. */
const jsonData = fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.parse(JSON.stringify(value)) as unknown)

describe('parts of a page sent as JSON text', () => {
  it('read back equal to what was sent, inside data serialised as usual', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), jsonData), fc.integer(), (part, nowMs) => {
        const data = { part: sentAsJson(part), list: sentAsJson([part, null]), nowMs }
        expect(received(sent(data))).toEqual({ part, list: [part, null], nowMs })
        expect(answered(data)).toEqual({ part, list: [part, null], nowMs })
      }),
    )
  })

  it("an array's objects are written as one string each (seroval asks its plugins about objects, never arrays)", () => {
    const similar = [
      { id: '1001-249', images: [{ image: { url: '/1.svg' } }] },
      { id: '1001-75', images: [] },
    ]
    const text = sent({ similar: sentAsJson(similar), nowMs: 1 })
    expect(text.match(/\$_TSR\.t\.get\("json"\)/g)).toHaveLength(2)
    expect(text).not.toContain('images:')
    expect(received(text)).toEqual({ similar, nowMs: 1 })
    expect(answered({ similar })).toEqual({ similar })
  })

  it('are written as one string each, made once per object however often it is sent', () => {
    let reads = 0
    const car = sentAsJson({ id: '1001-173', price: 35990, images: [{ image: { url: '/1.svg' } }], rego: null })
    // counts how often the car is written out: its name is read each time
    Object.defineProperty(car, 'name', {
      enumerable: true,
      get: () => {
        reads++
        return 'GWM Haval H6 <Premium>'
      },
    })
    const first = sent({ car })
    const second = sent({ car, nowMs: 1 })
    expect(reads).toBe(1)
    expect(jsonTextOf(car)).toBe(jsonTextOf(car))
    // one string literal carries the car: no '<' that could close the page's script element
    expect(first).toContain('\\"name\\":\\"GWM Haval H6 \\x3CPremium>\\"')
    expect(second).toContain('\\"id\\":\\"1001-173\\"')
    expect(received(first)).toEqual({
      car: {
        id: '1001-173',
        price: 35990,
        images: [{ image: { url: '/1.svg' } }],
        rego: null,
        name: 'GWM Haval H6 <Premium>',
      },
    })
  })

  it('leave every object not marked to the serialiser', () => {
    const plain = { id: 'x', images: [{ url: '/1.svg' }] }
    expect(jsonStateAdapter.test(plain)).toBe(false)
    expect(sent({ plain })).not.toContain('\\"id\\"')
    expect(received(sent({ plain }))).toEqual({ plain })
  })
})
