import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { makeSite } from './site.fixture.ts'
import { isCheckoutPath } from '../links/checkout-path.ts'
import { chatStateFor } from './chat-visibility.ts'

const roam = makeSite({ analytics: { chat_provider: 'autobot' }, chat: { initial: 'shown', hide_on_checkout: true } })
const prestige = makeSite({
  analytics: { chat_provider: 'livechat' },
  chat: { initial: 'shown', hide_on_checkout: false },
})
const none = makeSite({ chat: { initial: 'opened' } })

describe('chat visibility', () => {
  it('checkout pages are the reserve and buy-online steps of a vehicle', () => {
    expect(isCheckoutPath('/cars/2019-ford-ranger-abc/checkout')).toBe(true)
    expect(isCheckoutPath('/campers/x/checkout/')).toBe(true)
    expect(isCheckoutPath('/cars/x/buy-online')).toBe(true)
    expect(isCheckoutPath('/cars/x')).toBe(false)
    expect(isCheckoutPath('/checkout-tips')).toBe(false)
  })
  it('hidden on checkout only where the site asks; no provider, no widget', () => {
    expect(chatStateFor(roam, '/cars/x/checkout')).toBe('hidden')
    expect(chatStateFor(roam, '/')).toBe('shown')
    expect(chatStateFor(prestige, '/cars/x/checkout')).toBe('shown')
    expect(chatStateFor(none, '/')).toBe('hidden')
  })
  it('property: never visible on checkout pages of a hiding site', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[a-z0-9-]{1,20}$/),
        fc.constantFrom('cars', 'motorcycles', 'campers'),
        fc.constantFrom('checkout', 'buy-online'),
        fc.constantFrom<'hidden' | 'shown' | 'opened'>('hidden', 'shown', 'opened'),
        (slug, base, step, initial) => {
          const site = makeSite({ analytics: { chat_provider: 'x' }, chat: { initial, hide_on_checkout: true } })
          expect(chatStateFor(site, `/${base}/${slug}/${step}`)).toBe('hidden')
          expect(chatStateFor(site, `/${base}/${slug}`)).toBe(initial)
        },
      ),
    )
  })
})
