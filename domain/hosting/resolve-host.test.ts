import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { buildHostTable, normaliseHost, resolveHost } from './resolve-host.ts'

const table = buildHostTable(
  [
    { slug: 'demo-motors', domain_name: 'www.demomotors.com.au' },
    { slug: 'kiwi-cars-nz', domain_name: 'kiwicars.co.nz' },
  ],
  true,
)

describe('resolveHost', () => {
  it('finds a tenant by its domain name, with or without www and port', () => {
    expect(resolveHost('www.demomotors.com.au', table)).toEqual({ kind: 'tenant', slug: 'demo-motors' })
    expect(resolveHost('WWW.DemoMotors.com.au:443', table)).toEqual({ kind: 'tenant', slug: 'demo-motors' })
    expect(resolveHost('www.kiwicars.co.nz', table)).toEqual({ kind: 'tenant', slug: 'kiwi-cars-nz' })
  })
  it('finds a tenant by {slug}.localhost with any port', () => {
    expect(resolveHost('demo-motors.localhost:3000', table)).toEqual({ kind: 'tenant', slug: 'demo-motors' })
    expect(resolveHost('kiwi-cars-nz.localhost', table)).toEqual({ kind: 'tenant', slug: 'kiwi-cars-nz' })
  })
  it('shows the directory on bare localhost only where allowed', () => {
    expect(resolveHost('localhost:3000', table)).toEqual({ kind: 'directory' })
    expect(resolveHost('127.0.0.1:3000', table)).toEqual({ kind: 'directory' })
    expect(resolveHost('localhost:3000', buildHostTable([], false))).toEqual({ kind: 'unknown' })
  })
  it('answers unknown for anything else', () => {
    expect(resolveHost('nobody.localhost:3000', table)).toEqual({ kind: 'unknown' })
    expect(resolveHost('evil.com', table)).toEqual({ kind: 'unknown' })
    expect(resolveHost('', table)).toEqual({ kind: 'unknown' })
    expect(resolveHost(null, table)).toEqual({ kind: 'unknown' })
  })
  it('never names a tenant for a host that is neither its domain nor its local name', () => {
    fc.assert(
      fc.property(fc.string(), (host) => {
        const target = resolveHost(host, table)
        if (target.kind !== 'tenant') return true
        const name = normaliseHost(host).replace(/^www\./, '')
        return [
          'demomotors.com.au',
          'kiwicars.co.nz',
          'demo-motors.localhost',
          'kiwi-cars-nz.localhost',
          'www.demomotors.com.au',
        ].includes(name)
      }),
    )
  })
})
