import { describe, expect, it } from 'vitest'
import { createTurnstileWidget, loadTurnstile, renderTurnstile, type TurnstileApi } from './turnstile-widget.ts'
import { TURNSTILE_SCRIPT } from '@domain/tenancy/third-party-origins.ts'
import type { LoadScript } from '@domain/ports/script-loader.port.ts'

function fakeApi() {
  const calls: string[] = []
  let options: Record<string, unknown> = {}
  const api: TurnstileApi = {
    render: (_container, o) => {
      options = o
      calls.push('render')
      return 'w1'
    },
    reset: (id) => calls.push(`reset ${id}`),
    remove: (id) => calls.push(`remove ${id}`),
  }
  return {
    api,
    calls,
    options: () => options,
    fire: (name: string, ...args: unknown[]) => (options[name] as (...a: unknown[]) => unknown)(...args),
  }
}

const container = {} as HTMLElement

describe('Turnstile in the browser', () => {
  it('loads the explicit-render script with a time limit, and answers window.turnstile once it is there', async () => {
    const win: { turnstile?: Partial<TurnstileApi> } = {}
    const fake = fakeApi()
    let asked: { src: string; options: Parameters<LoadScript>[1] } | null = null
    const api = await loadTurnstile(win, async (src, options) => {
      asked = { src, options }
      expect(options.isReady()).toBe(false)
      win.turnstile = fake.api
    })
    expect(api).toBe(fake.api)
    expect(asked!.src).toBe('https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit')
    expect(asked!.src).toBe(TURNSTILE_SCRIPT)
    expect(asked!.options.timeoutMs).toBe(10_000)
  })

  it('a script that loads without its global, or fails, rejects', async () => {
    await expect(loadTurnstile({}, async () => {})).rejects.toThrow('without window.turnstile')
    await expect(
      loadTurnstile({}, async () => {
        throw new Error('failed to load')
      }),
    ).rejects.toThrow('failed to load')
  })

  it('renders with the site key and the form as its action, no retries or hidden input of its own, and passes events on', () => {
    const fake = fakeApi()
    const seen: string[] = []
    const widget = renderTurnstile(fake.api, container, '0xSITE', 'test-drive', {
      onToken: (t) => seen.push(`token ${t}`),
      onExpired: () => seen.push('expired'),
      onError: (c) => seen.push(`error ${c}`),
    })
    expect(fake.options()).toMatchObject({
      sitekey: '0xSITE',
      action: 'test-drive',
      'response-field': false,
      retry: 'never',
      'refresh-expired': 'auto',
    })
    fake.fire('callback', 'tok-1')
    fake.fire('expired-callback')
    fake.fire('timeout-callback')
    expect(fake.fire('error-callback', 110200)).toBe(true)
    expect(seen).toEqual(['token tok-1', 'expired', 'expired', 'error 110200'])
    widget.reset()
    widget.remove()
    expect(fake.calls).toEqual(['render', 'reset w1', 'remove w1'])
  })

  it('a widget that does not render is an error', () => {
    const api: TurnstileApi = { render: () => undefined, reset: () => {}, remove: () => {} }
    expect(() =>
      renderTurnstile(api, container, 'k', 'enquiry', { onToken: () => {}, onExpired: () => {}, onError: () => {} }),
    ).toThrow('did not render')
  })

  it("as the page's captcha widget: loads with the loader it is given, then renders what the field asks for", async () => {
    const win: { turnstile?: Partial<TurnstileApi> } = {}
    const fake = fakeApi()
    const loaded: string[] = []
    const port = createTurnstileWidget(async (src) => {
      loaded.push(src)
      win.turnstile = fake.api
    }, win)
    const render = await port.load()
    const widget = render(container, '0xSITE', 'enquiry', { onToken: () => {}, onExpired: () => {}, onError: () => {} })
    expect(loaded).toEqual([TURNSTILE_SCRIPT])
    expect(fake.options()).toMatchObject({ sitekey: '0xSITE', action: 'enquiry' })
    widget.remove()
    expect(fake.calls).toEqual(['render', 'remove w1'])
  })
})
