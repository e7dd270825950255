import { describe, expect, it } from 'vitest'
import { PublicSearchSettings, PublicSite, publicSite, SERVER_ONLY_FIELDS } from './public-site.schema.ts'
import { SearchSettings, SiteConfig } from './site-config.schema.ts'
import { makeSite } from './site.fixture.ts'

const nested = (group: string) =>
  SERVER_ONLY_FIELDS.filter((f) => f.startsWith(`${group}.`)).map((f) => f.slice(group.length + 1))

describe('the public site (what a browser may see of a tenant)', () => {
  it('decides every SiteConfig field: public or server-only, never both, never neither', () => {
    const decided = [...Object.keys(PublicSite.fields), ...SERVER_ONLY_FIELDS.filter((f) => !f.includes('.'))]
    expect(decided.sort()).toEqual(Object.keys(SiteConfig.fields).sort())
    const search = [...Object.keys(PublicSearchSettings.fields), ...nested('search')]
    expect(search.sort()).toEqual(Object.keys(SearchSettings.fields).sort())
  })

  it('drops the search service host, index, proxy URL and headers, and keeps everything else as it was', () => {
    const site = makeSite({
      search: {
        host: 'https://secret-host.example',
        index: 'secret_index',
        custom_url: 'https://secret-proxy.example/q',
        custom_headers: { Authorization: 'Bearer s3cret' },
      },
    })
    const projected = publicSite(site)
    expect(JSON.stringify(projected)).not.toMatch(/secret|s3cret/)
    const { host, index, custom_url, custom_headers, ...search } = site.search
    expect({ host, index, custom_url, custom_headers }).toEqual({
      host: 'https://secret-host.example',
      index: 'secret_index',
      custom_url: 'https://secret-proxy.example/q',
      custom_headers: { Authorization: 'Bearer s3cret' },
    })
    expect(projected).toEqual({ ...site, search, locations: projected.locations })
  })

  it("carries each location's contact basics only: hours, map and social links, makes and reviews stay with the pages that show them", () => {
    const site = makeSite()
    const projected = publicSite(site)
    expect(projected.locations).toHaveLength(site.locations.length)
    projected.locations.forEach((shell, i) => {
      const full = site.locations[i]!
      expect(Object.keys(shell).sort()).toEqual([
        'address',
        'contact_detail',
        'dealer_license_number',
        'dealership_id',
        'id',
        'location_type',
        'name',
        'position',
        'primary',
        'slug',
        'visible',
      ])
      expect(shell.address).toEqual({
        street: full.address.street,
        city: full.address.city,
        state: full.address.state,
        postcode: full.address.postcode,
        full: full.address.full,
        place_id: full.address.place_id,
      })
      expect(Object.keys(shell.contact_detail)).not.toContain('opening_hours')
      expect(shell.contact_detail.phone).toBe(full.contact_detail.phone)
    })
  })

  it('drops a field the public schema does not list (a new SiteConfig field reaches no page by default)', () => {
    const site = { ...makeSite(), api_secret: 'added-later' } as ReturnType<typeof makeSite>
    expect(JSON.stringify(publicSite(site))).not.toContain('added-later')
  })
})
