import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { forwardedView, proxyTrust } from './trusted-proxy.ts'

const view = (setting: string | undefined, socket: string, headers: Record<string, string>) =>
  forwardedView(new Headers(headers), socket, 'http', proxyTrust(setting))

describe('forwardedView', () => {
  const spoofed = {
    'x-forwarded-for': '1.1.1.1, 203.0.113.9',
    'x-forwarded-host': 'other.example',
    'x-forwarded-proto': 'https',
  }

  it('believes nothing forwarded by default', () => {
    expect(view(undefined, '203.0.113.1', spoofed)).toEqual({ client: '203.0.113.1', host: undefined, proto: 'http' })
    expect(view('false', '127.0.0.1', spoofed)).toEqual({ client: '127.0.0.1', host: undefined, proto: 'http' })
  })

  it('with a hop count, takes the address that many hops in from the socket', () => {
    expect(view('1', '10.0.0.5', spoofed).client).toBe('203.0.113.9')
    expect(view('2', '10.0.0.5', spoofed).client).toBe('1.1.1.1')
    expect(view('5', '10.0.0.5', spoofed).client).toBe('1.1.1.1')
  })

  it('with an address list, takes the rightmost address that is not a trusted proxy', () => {
    const chain = { 'x-forwarded-for': '1.1.1.1, 203.0.113.9, 10.0.0.2' }
    expect(view('10.0.0.0/8', '10.0.0.5', chain).client).toBe('203.0.113.9')
    expect(view('loopback, 10.0.0.2', '::ffff:127.0.0.1', chain).client).toBe('203.0.113.9')
    expect(view('loopback', '10.0.0.5', chain).client).toBe('10.0.0.5')
  })

  it('stops at a hop that is not an address', () => {
    expect(view('loopback', '127.0.0.1', { 'x-forwarded-for': '1.1.1.1, junk' }).client).toBe('127.0.0.1')
  })

  it("believes a trusted proxy's host when it is a host name, and its proto when it is http or https", () => {
    expect(view('loopback', '127.0.0.1', spoofed)).toMatchObject({ host: 'other.example', proto: 'https' })
    expect(
      view('loopback', '127.0.0.1', { 'x-forwarded-host': 'a.example/x', 'x-forwarded-proto': 'javascript' }),
    ).toMatchObject({ host: undefined, proto: 'http' })
  })

  it('refuses a setting that names no address', () => {
    expect(() => proxyTrust('proxy.internal')).toThrow('TRUST_PROXY: "proxy.internal" is not an address')
    expect(() => proxyTrust('10.0.0.0/99')).toThrow('TRUST_PROXY: "10.0.0.0/99"')
  })

  it('answers the same for an address asked again, however many others were asked between (remembered answers)', () => {
    const setting = 'loopback, 10.0.0.0/8, 192.0.2.7'
    const octet = fc.integer({ min: 0, max: 255 })
    const address = fc.oneof(
      fc.tuple(fc.constantFrom(10, 127, 192, 203), octet, octet, octet).map((parts) => parts.join('.')),
      fc.constantFrom('192.0.2.7', '::1', '::ffff:127.0.0.1', '::ffff:10.1.2.3', '2001:db8::1', 'not-an-address'),
    )
    fc.assert(
      fc.property(fc.array(address, { minLength: 1, maxLength: 3_000 }), (asked) => {
        const remembering = proxyTrust(setting)
        for (const a of asked) expect(remembering(a, 0), a).toBe(proxyTrust(setting)(a, 0))
      }),
      { numRuns: 20 },
    )
  })
})
