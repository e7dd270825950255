import { readdirSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { MAKE_LOGO_FILES, makeLogo } from '@domain/links/brands.ts'
import { CAMPERS, CARS, MOTORCYCLES, RVS, TRUCKS } from './demo-stock/catalogue.ts'

describe('make logos (SPEC §2 brand menu)', () => {
  it('the domain names exactly the logos public/images/makes/ ships', () => {
    const files = readdirSync(new URL('../public/images/makes/', import.meta.url))
      .filter((f) => f.endsWith('.svg'))
      .map((f) => f.slice(0, -4))
    expect([...MAKE_LOGO_FILES].sort()).toEqual(files.sort())
  })
  it('every make the demo stock holds has a logo of its own, not the image-not-found picture', () => {
    const makes = new Set([...CARS, ...MOTORCYCLES, ...CAMPERS, ...RVS, ...TRUCKS].map((m) => m.make))
    expect([...makes].filter((make) => makeLogo(make) === null)).toEqual([])
  })
})
