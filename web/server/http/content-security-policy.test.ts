import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { makeSite } from '@domain/tenancy/site.fixture.ts'
import { inlineScriptHashes, tenantScriptOrigins } from './content-security-policy.ts'

const hash = (body: string) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`

describe('inlineScriptHashes', () => {
  it('hashes every inline script a browser runs, once each; not script files or JSON-LD', () => {
    const html = '<script>a()</script><script type="module">b()</script><script src="/x.js"></script>' +
      '<script type="application/ld+json">{"a":1}</script><script data-x="">a()</script>'
    expect(inlineScriptHashes(html)).toEqual([hash('a()'), hash('b()')])
  })
})

describe('tenantScriptOrigins', () => {
  it('lists the payment provider\'s, the captcha\'s and the tenant\'s own listed origins', () => {
    const site = makeSite({
      checkout: { payment_provider: 'St George' },
      analytics: { gtm_id: null, ga_id: null },
      third_party_keys: { turnstile_site_key: '0x4AAA', csp_script_hosts: 'https://cdn.chat.example, javascript:x, https://*.calls.example' },
    })
    expect(tenantScriptOrigins(site)).toEqual(['https://api.payway.com.au', 'https://challenges.cloudflare.com', 'https://cdn.chat.example', 'https://*.calls.example'])
  })

  it('takes Till\'s script from where this server sends browsers for it', () => {
    const site = makeSite({ checkout: { payment_provider: 'Till' }, analytics: { gtm_id: null, ga_id: null } })
    expect(tenantScriptOrigins(site, 'https://test-gateway.tillpayments.com/js/payment.js')).toEqual(['https://gateway.tillpayments.com', 'https://test-gateway.tillpayments.com'])
  })

  it('is empty for no site', () => expect(tenantScriptOrigins(null)).toEqual([]))
})
