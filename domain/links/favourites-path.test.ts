import { describe, expect, it } from 'vitest'
import { favouritesPath } from './favourites-path.ts'
import { site } from '../forms/testing/fixtures.ts'

describe('favouritesPath', () => {
  it("defaults to '/my-garage?tab=saved-cars' and follows the site's own page", () => {
    expect(favouritesPath(site())).toBe('/my-garage?tab=saved-cars')
    expect(favouritesPath(site({ links: { favourites_path: '/mybigboxcars' } }))).toBe('/mybigboxcars')
  })
})
