import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { loadScript, type ScriptDocument, type ScriptElement } from './load-script.ts'

/** A document stand-in that records the script tags added and lets the test fire their load/error events. */
function fakeDocument() {
  const added: (ScriptElement & { attributes: Record<string, string>; removed: boolean })[] = []
  const doc: ScriptDocument = {
    createElement: () => {
      const el = {
        src: '',
        async: false,
        onload: null,
        onerror: null,
        attributes: {} as Record<string, string>,
        removed: false,
        setAttribute(name: string, value: string) {
          el.attributes[name] = value
        },
        remove() {
          el.removed = true
        },
      }
      return el
    },
    head: { appendChild: (node) => added.push(node as (typeof added)[number]) },
  }
  const fire = (i: number, event: 'onload' | 'onerror') => (added[i]![event] as unknown as () => void)()
  return { doc, added, fire }
}

let n = 0
const src = () => `https://provider.example/v${++n}/script.js`

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('loadScript', () => {
  it('adds one async tag with its attributes, resolves once the global is there, and never adds it twice', async () => {
    const { doc, added, fire } = fakeDocument()
    let ready = false
    const url = src()
    const first = loadScript(url, {
      isReady: () => ready,
      timeoutMs: 1000,
      attributes: { 'data-main': 'payment-js' },
      doc,
    })
    const second = loadScript(url, { isReady: () => ready, timeoutMs: 1000, doc })
    expect(added).toHaveLength(1)
    expect(added[0]).toMatchObject({ src: url, async: true, attributes: { 'data-main': 'payment-js' } })
    ready = true
    fire(0, 'onload')
    await expect(first).resolves.toBeUndefined()
    await expect(second).resolves.toBeUndefined()
    await loadScript(url, { isReady: () => ready, timeoutMs: 1000, doc })
    expect(added).toHaveLength(1)
  })

  it('a script already on the page (its global there) is not loaded again', async () => {
    const { doc, added } = fakeDocument()
    await loadScript(src(), { isReady: () => true, timeoutMs: 1000, doc })
    expect(added).toHaveLength(0)
  })

  it('a failed load rejects and removes its tag; the retry adds a fresh one', async () => {
    const { doc, added, fire } = fakeDocument()
    const url = src()
    let ready = false
    const failed = loadScript(url, { isReady: () => ready, timeoutMs: 1000, doc })
    fire(0, 'onerror')
    await expect(failed).rejects.toThrow(`${url} failed to load`)
    expect(added[0]!.removed).toBe(true)
    const retry = loadScript(url, { isReady: () => ready, timeoutMs: 1000, doc })
    expect(added).toHaveLength(2)
    ready = true
    fire(1, 'onload')
    await expect(retry).resolves.toBeUndefined()
  })

  it('no answer within the limit rejects (and a late load changes nothing); a script without its global rejects too', async () => {
    const { doc, added, fire } = fakeDocument()
    const url = src()
    const slow = loadScript(url, { isReady: () => false, timeoutMs: 15_000, doc })
    const outcome = expect(slow).rejects.toThrow('did not load within 15000 ms')
    vi.advanceTimersByTime(14_999)
    expect(added[0]!.removed).toBe(false)
    vi.advanceTimersByTime(1)
    await outcome
    expect(added[0]!.removed).toBe(true)
    expect(added[0]!.onload).toBeNull()

    const empty = loadScript(url, { isReady: () => false, timeoutMs: 1000, doc })
    fire(1, 'onload')
    await expect(empty).rejects.toThrow('loaded without its global')
  })
})
