import { describe, it, expect } from 'vitest'
import fc from 'fast-check'
import { classifySource, type SourcePolicy } from './source-policy.ts'

const policy: SourcePolicy = {
  localPrefixes: ['/demo-images/', '/tenant-assets/'],
  remoteHosts: ['images.dealer-cdn.example'],
}

describe('classifySource', () => {
  it('takes same-origin paths under the allowed prefixes', () => {
    expect(classifySource('/demo-images/demo-motors/c1/1.svg', policy)).toMatchObject({
      kind: 'local',
      prefix: '/demo-images/',
      path: 'demo-motors/c1/1.svg',
    })
    const versioned = classifySource('/tenant-assets/demo-motors/logo.svg?v=2', policy)
    expect(versioned.kind === 'local' && versioned.search.get('v')).toBe('2')
  })

  it('keeps only the version parameter of a source: other parameters name the same image', () => {
    expect(classifySource('/demo-images/a.svg?junk=1&v=3&v=4&w=9', policy)).toMatchObject({
      normalised: '/demo-images/a.svg?v=3',
    })
    const local = classifySource('/demo-images/a.svg?junk=1', policy)
    expect(local.kind === 'local' && [local.normalised, [...local.search.keys()]]).toEqual(['/demo-images/a.svg', []])
    const remote = classifySource('https://images.dealer-cdn.example/cars/1.jpg?junk=2&v=a%20b#frag', policy)
    expect(remote.kind === 'remote' && [remote.normalised, remote.url.href]).toEqual([
      'https://images.dealer-cdn.example/cars/1.jpg?v=a+b',
      'https://images.dealer-cdn.example/cars/1.jpg?v=a+b',
    ])
  })

  it('takes https URLs on the configured hosts only', () => {
    expect(classifySource('https://images.dealer-cdn.example/cars/1.jpg', policy).kind).toBe('remote')
    for (const raw of [
      'http://images.dealer-cdn.example/cars/1.jpg', // not https
      'https://images.dealer-cdn.example:8443/1.jpg',
      'https://user:pw@images.dealer-cdn.example/1.jpg',
      'https://evil.example/1.jpg',
      'https://images.dealer-cdn.example.evil.example/1.jpg',
      '//images.dealer-cdn.example/1.jpg', // protocol-relative
      'file:///etc/passwd',
      'data:image/png;base64,AAAA',
    ]) {
      expect(classifySource(raw, policy).kind, raw).toBe('forbidden')
    }
  })

  it('refuses paths that climb out of an allowed prefix or sit beside it', () => {
    for (const raw of [
      '/demo-images/../etc/passwd',
      '/demo-images/%2e%2e/%2e%2e/etc/passwd',
      '/demo-images/..%2f..%2fetc/passwd',
      '/demo-images\\..\\secret',
      '/demo-imagesX/a.svg',
      '/_img?url=/demo-images/a.svg',
      '/api/leads',
      '/',
      '',
    ]) {
      expect(classifySource(raw, policy).kind, raw).toBe('forbidden')
    }
  })

  it('gives no remote source at all when no host is configured (demo: no network)', () => {
    fc.assert(
      fc.property(fc.webUrl(), (url) => {
        expect(classifySource(url, { localPrefixes: ['/demo-images/'], remoteHosts: [] }).kind).toBe('forbidden')
      }),
      { numRuns: 40 },
    )
  })

  it('every local answer lies under an allowed prefix', () => {
    fc.assert(
      fc.property(fc.constantFrom('/demo-images/', '/tenant-assets/', '/', '/x/'), fc.string(), (start, rest) => {
        const target = classifySource(start + rest, policy)
        if (target.kind === 'local') {
          expect(policy.localPrefixes).toContain(target.prefix)
          expect(target.path.split('/')).not.toContain('..')
        }
      }),
    )
  })
})
