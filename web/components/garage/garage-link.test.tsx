import { describe, expect, it } from 'vitest'
import { renderToString } from 'react-dom/server'
import { GarageLink } from './GarageLink.tsx'
import type { PublicSite } from '@domain/tenancy/public-site.schema.ts'

const site = (favourites: boolean) =>
  ({ flags: { favourites }, links: { favourites_path: '/my-garage' } }) as unknown as PublicSite

describe('the My Garage link', () => {
  it('is not drawn where the site has no favourites', () => {
    expect(renderToString(<GarageLink site={site(false)} />)).toBe('')
  })
})
