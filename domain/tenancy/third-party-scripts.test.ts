import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { makeSite } from './site.fixture.ts'
import { thirdPartyScripts } from './third-party-scripts.ts'

const configured = makeSite({
  analytics: {
    ga_id: 'G-DEMO000001',
    gtm_id: 'GTM-DEMO001',
    fb_pixel_id: '123456789012',
    call_tracking_id: 'CT-DEMO-1010',
    chat_provider: 'livechat',
  },
  third_party_keys: {
    call_tracking_script: 'https://calls.example/t.js',
    search_insights_script: 'https://insights.example/i.js',
    chat_script: 'https://chat.example/w.js',
  },
})

describe('third-party scripts', () => {
  it('live mode loads every configured vendor, tag manager first', () => {
    expect(thirdPartyScripts(configured, 'live')).toEqual([
      { id: 'gtm', src: 'https://www.googletagmanager.com/gtm.js?id=GTM-DEMO001' },
      { id: 'ga', src: 'https://www.googletagmanager.com/gtag/js?id=G-DEMO000001' },
      { id: 'pixel', src: 'https://connect.facebook.net/en_US/fbevents.js' },
      { id: 'call-tracking', src: 'https://calls.example/t.js?id=CT-DEMO-1010' },
      { id: 'search-insights', src: 'https://insights.example/i.js' },
      { id: 'chat', src: 'https://chat.example/w.js' },
    ])
  })
  it('demo and mock load nothing unless the tenant opts in', () => {
    expect(thirdPartyScripts(configured, 'demo')).toEqual([])
    expect(thirdPartyScripts(configured, 'mock')).toEqual([])
    const optIn = makeSite({ analytics: { gtm_id: 'GTM-DEMO001' }, third_party_keys: { load_in_demo: 'true' } })
    expect(thirdPartyScripts(optIn, 'demo').map((s) => s.id)).toEqual(['gtm'])
  })
  it('ids and script URLs that do not look right are ignored', () => {
    const bad = makeSite({
      analytics: { ga_id: 'G-1"><script>', gtm_id: 'javascript:x', fb_pixel_id: 'abc' },
      third_party_keys: {
        search_insights_script: 'http://insecure.example/x.js',
        chat_script: 'https://a.example/x.js?<',
      },
    })
    expect(thirdPartyScripts(bad, 'live')).toEqual([])
  })
  it('property: every script is https and carries no markup characters', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string(), (ga, gtm, src) => {
        const site = makeSite({
          analytics: { ga_id: ga, gtm_id: gtm, call_tracking_id: 'CT1', chat_provider: 'x' },
          third_party_keys: { call_tracking_script: src, chat_script: src, search_insights_script: src },
        })
        for (const s of thirdPartyScripts(site, 'live')) {
          expect(s.src.startsWith('https://')).toBe(true)
          expect(s.src).not.toMatch(/[<>"'\s]/)
        }
      }),
    )
  })

  it("SPEC §3 widget flags load their provider's script with the tenant key, hidden on checkout where configured", () => {
    const keys = {
      autobot_key: 'ab-1',
      autobot_script: 'https://autobot.example/w.js',
      dealercell_key: 'dc-1',
      dealercell_script: 'https://dealercell.example/w.js',
      dealerstudio_key: 'ds-1',
      dealerstudio_script: 'https://dealerstudio.example/w.js',
      impel_key: 'im-1',
      impel_script: 'https://impel.example/w.js',
    }
    const all = makeSite({
      flags: { autobot: true, dealercell: true, dealerstudio: true, impel: true },
      third_party_keys: keys,
      chat: { hide_on_checkout: true },
    })
    expect(thirdPartyScripts(all, 'live', '/cars/some-car')).toEqual([
      { id: 'autobot', src: 'https://autobot.example/w.js?key=ab-1' },
      { id: 'dealercell', src: 'https://dealercell.example/w.js?key=dc-1' },
      { id: 'dealerstudio', src: 'https://dealerstudio.example/w.js?key=ds-1' },
      { id: 'impel', src: 'https://impel.example/w.js?key=im-1' },
    ])
    expect(thirdPartyScripts(all, 'live', '/cars/some-car/checkout')).toEqual([])
    expect(
      thirdPartyScripts({ ...all, chat: { ...all.chat, hide_on_checkout: false } }, 'live', '/cars/some-car/checkout'),
    ).toHaveLength(4)
    // a flag off, or a key missing, loads nothing for that provider
    expect(
      thirdPartyScripts(makeSite({ flags: { impel: true }, third_party_keys: keys }), 'live').map((s) => s.id),
    ).toEqual(['impel'])
    expect(
      thirdPartyScripts(
        makeSite({ flags: { impel: true }, third_party_keys: { impel_script: keys.impel_script } }),
        'live',
      ),
    ).toEqual([])
  })
})
