import { describe, expect, it } from 'vitest'
import { tcpoLogoUrl } from './tcpo-logo.ts'

describe('TCPO logo', () => {
  it('shows only where the tenant configures a same-site path or an https URL', () => {
    expect(tcpoLogoUrl({ third_party_keys: {} })).toBeNull()
    expect(tcpoLogoUrl({ third_party_keys: { tcpo_logo_url: '/tenant-assets/x/tcpo.svg' } })).toBe(
      '/tenant-assets/x/tcpo.svg',
    )
    expect(tcpoLogoUrl({ third_party_keys: { tcpo_logo_url: 'https://cdn.example/tcpo.png' } })).toBe(
      'https://cdn.example/tcpo.png',
    )
    expect(tcpoLogoUrl({ third_party_keys: { tcpo_logo_url: 'javascript:alert(1)' } })).toBeNull()
    expect(tcpoLogoUrl({ third_party_keys: { tcpo_logo_url: '//evil.example/x.png' } })).toBeNull()
  })
})
