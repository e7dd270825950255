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
  it.each([
    ['/cars/2019-ford-ranger-abc/checkout', true],
    ['/campers/x/checkout/', true],
    ['/cars/x/buy-online', true],
    ['/cars/x', false],
    ['/checkout-tips', false],
  ])('checkout pages are the reserve and buy-online steps of a vehicle: %s → %s', (path, checkout) => {
    expect(isCheckoutPath(path)).toBe(checkout)
  })
  it.each([
    ['a hiding site', roam, '/cars/x/checkout', 'hidden'],
    ['a hiding site', roam, '/', 'shown'],
    ['a site that keeps it', prestige, '/cars/x/checkout', 'shown'],
    ['a site without a provider', none, '/', 'hidden'],
  ] as const)('hidden on checkout only where the site asks; no provider, no widget: %s, %s', (_, site, path, state) => {
    expect(chatStateFor(site, path)).toBe(state)
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
