import { describe, it, expect } from 'vitest'
import fc from 'fast-check'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { ALLOWED_WIDTHS, parseImageAddress } from '@domain/images/image-request.ts'
import { vehicleSocialImageUrl } from '@domain/images/vehicle-picture.ts'
import { CARD_SIZES, SRCSET_WIDTHS, vehicleImageAttributes } from './vehicle-image-attributes.ts'
import { VehicleImage } from './VehicleImage.tsx'

const car = {
  name: '2021 Mazda CX-5 Maxx Sport',
  primary_image_url: '/demo-images/demo-motors/c-12/1.svg',
  images: [1, 2, 3].map((n) => ({ image: { url: `/demo-images/demo-motors/c-12/${n}.svg` } })),
}

const requestOf = (url: string) => parseImageAddress(new URL(url, 'http://x/search/cars'))

describe('vehicleImageAttributes', () => {
  it('points src and every srcset entry at the optimiser for the car picture', () => {
    const a = vehicleImageAttributes({ car })
    expect(a.src).toBe('/_img/828/demo-images/demo-motors/c-12/1.svg')
    expect(a.srcSet.split(',')).toHaveLength(SRCSET_WIDTHS.length)
    expect(a.srcSet).toContain('/_img/640/demo-images/demo-motors/c-12/1.svg 640w')
    expect([a.sizes, a.width, a.height, a.alt]).toEqual([CARD_SIZES, 800, 600, '2021 Mazda CX-5 Maxx Sport'])
  })

  it('is lazy by default and eager with high fetch priority when it is the priority image', () => {
    expect(vehicleImageAttributes({ car })).toMatchObject({ loading: 'lazy' })
    expect(vehicleImageAttributes({ car }).fetchPriority).toBeUndefined()
    expect(vehicleImageAttributes({ car, priority: true })).toMatchObject({ loading: 'eager', fetchPriority: 'high' })
  })

  it('names gallery pictures and falls back to the default picture', () => {
    expect(vehicleImageAttributes({ car, index: 2 }).alt).toBe('2021 Mazda CX-5 Maxx Sport, photo 3')
    expect(vehicleImageAttributes({ car, index: 2 }).src).toBe('/_img/828/demo-images/demo-motors/c-12/3.svg')
    expect(vehicleImageAttributes({ car, index: 9 }).src).toBe('/_img/828/demo-images/default.svg')
  })

  it('only ever asks the optimiser for URLs it accepts', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 4000 }),
        fc.integer({ min: 1, max: 100 }),
        fc.string({ minLength: 1 }),
        (width, quality, url) => {
          const a = vehicleImageAttributes({ car: { ...car, primary_image_url: url }, width, quality })
          for (const candidate of [a.src, ...a.srcSet.split(/ \d+w(?:,|$)/).filter(Boolean)]) {
            const parsed = requestOf(candidate)
            expect(parsed.ok && parsed.request.url === url && parsed.request.quality === quality).toBe(true)
          }
        },
      ),
    )
  })
})

describe('<VehicleImage>', () => {
  it('renders an img with srcset, sizes, reserved size and loading hints', () => {
    const html = renderToStaticMarkup(createElement(VehicleImage, { car, priority: true, className: 'card__img' }))
    expect(html).toContain('<img ')
    // React hoists a preload for a high-priority image, so the browser fetches it before layout
    expect(html).toMatch(
      /<link rel="preload" as="image" imageSrcSet="[^"]+ 1920w" imageSizes="[^"]+" fetchPriority="high"/,
    )
    for (const attribute of [
      'srcSet=',
      'sizes="',
      'width="800"',
      'height="600"',
      'loading="eager"',
      'fetchPriority="high"',
      'alt="2021 Mazda CX-5 Maxx Sport"',
      'class="card__img"',
      'decoding="async"',
    ]) {
      expect(html.toLowerCase()).toContain(attribute.toLowerCase())
    }
    const lazy = renderToStaticMarkup(createElement(VehicleImage, { car }))
    expect(lazy).toContain('loading="lazy"')
    expect(lazy).not.toContain('preload')
  })
})

describe("the optimiser's widths are the ones the site uses", () => {
  it('every allowed width is asked for by some picture (srcset, gallery thumbnail, social card), and no other', () => {
    const widthsIn = (urls: string) =>
      urls
        .split(/ \d+w(?:,|$)/)
        .filter(Boolean)
        .map((url) => {
          const parsed = requestOf(url)
          return parsed.ok ? parsed.request.width : Number.NaN
        })
    const used = new Set<number>()
    for (const width of [128, 400, 1200]) {
      const a = vehicleImageAttributes({ car, width, height: width })
      for (const w of [...widthsIn(a.src), ...widthsIn(a.srcSet)]) used.add(w)
    }
    for (const w of widthsIn(vehicleSocialImageUrl(car))) used.add(w)
    expect([...used].sort((a, b) => a - b)).toEqual([...ALLOWED_WIDTHS])
  })
})
