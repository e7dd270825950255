import { describe, expect, it } from 'vitest'
import { makeTenant } from '@domain/tenancy/tenant.fixture.ts'
import { createTenantRegistry } from './tenant-registry.ts'

const alpha = makeTenant({ slug: 'alpha-motors', domain_name: 'www.alpha.example' })
const beta = makeTenant({ slug: 'beta-cars', domain_name: 'beta.example' })

describe('the tenant files as the tenants port', () => {
  it('finds each tenant by its slug and its hosts, and nothing else', () => {
    const registry = createTenantRegistry([alpha, beta], false)
    expect(registry.all).toEqual([alpha, beta])
    expect(registry.bySlug('beta-cars')).toBe(beta)
    expect(registry.bySlug('gamma')).toBeUndefined()
    expect(registry.resolve('WWW.Alpha.Example:443')).toEqual({ kind: 'tenant', slug: 'alpha-motors' })
    expect(registry.resolve('beta-cars.localhost:3000')).toEqual({ kind: 'tenant', slug: 'beta-cars' })
    expect(registry.resolve('other.example')).toEqual({ kind: 'unknown' })
    expect(registry.resolve(null)).toEqual({ kind: 'unknown' })
  })

  it('bare localhost is the directory of demo sites only where the deployment allows it', () => {
    expect(createTenantRegistry([alpha], true).resolve('localhost:3000')).toEqual({ kind: 'directory' })
    expect(createTenantRegistry([alpha], false).resolve('localhost:3000')).toEqual({ kind: 'unknown' })
  })
})
