import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { renderToString } from 'react-dom/server'
import { SRCSET_WIDTHS } from '../images/vehicle-image-attributes.ts'
import { Gallery, THUMB_WIDTHS } from './Gallery.tsx'
import type { Car } from '@domain/cars/car.schema.ts'

/** What a browser takes from a srcset of width descriptors for a slot: the narrowest at least slot × pixel ratio. */
const picked = (widths: readonly number[], slot: number, ratio: number): number =>
  widths.find((w) => w >= slot * ratio) ?? (widths.at(-1) as number)

describe("the gallery's thumbnails", () => {
  it('offer the picture a browser would take from the full list, at every pixel ratio up to 5', () => {
    fc.assert(
      fc.property(fc.double({ min: 1, max: 5, noNaN: true }), (ratio) => {
        expect(picked(THUMB_WIDTHS, 128, ratio)).toBe(picked(SRCSET_WIDTHS, 128, ratio))
      }),
    )
  })

  it('write only those widths, while the large photo keeps the full list', () => {
    const images = [1, 2, 3].map((n) => ({ image: { url: `/demo-images/x/${n}.svg` } }))
    const car = { name: '2020 Mazda CX-5', primary_image_url: images[0]!.image.url, images } as unknown as Car
    const html = renderToString(<Gallery car={car} />)
    const srcSets = [...html.matchAll(/srcSet="([^"]*)"/g)].map((m) =>
      m[1]!.split(',').map((c) => Number(/ (\d+)w$/.exec(c)![1])),
    )
    expect(srcSets).toHaveLength(4)
    expect(srcSets[0]).toEqual(SRCSET_WIDTHS)
    for (const thumb of srcSets.slice(1)) expect(thumb).toEqual(THUMB_WIDTHS)
  })
})
