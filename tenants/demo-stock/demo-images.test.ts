import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { makeCar } from '@domain/cars/car.fixture.ts'
import { comingSoonImageSvg, defaultImageSvg } from './car-image.ts'
import {
  COMING_SOON_IMAGE_URL,
  DEFAULT_IMAGE_URL,
  demoImageSvgForCar,
  demoImageUrl,
  parseDemoImagePath,
  renderDemoImage,
} from './demo-images.ts'

const car = makeCar({ id: '1001-7', make: 'Toyota', model: 'HiLux', simple_body: 'ute', colour: 'White' })
const find = (slug: string, id: string) => (slug === 'demo-motors' && id === car.id ? car : null)

describe('demo image paths', () => {
  it('round-trips car picture URLs', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[a-z0-9-]{1,30}$/),
        fc.stringMatching(/^[A-Za-z0-9_-]{1,30}$/),
        fc.integer({ min: 1, max: 12 }),
        (slug, id, n) => {
          expect(parseDemoImagePath(demoImageUrl(slug, id, n))).toEqual({ kind: 'car', tenantSlug: slug, carId: id, n })
        },
      ),
    )
  })

  it('recognises the placeholders and refuses anything else', () => {
    expect(parseDemoImagePath(DEFAULT_IMAGE_URL)).toEqual({ kind: 'default' })
    expect(parseDemoImagePath(COMING_SOON_IMAGE_URL)).toEqual({ kind: 'coming-soon' })
    for (const bad of [
      '/demo-images/x/../etc/1.svg',
      '/demo-images/demo-motors/1001-7/0.svg',
      '/demo-images/demo-motors/1001-7/1.png',
      '/other/1.svg',
    ]) {
      expect(parseDemoImagePath(bad), bad).toBeNull()
    }
  })
})

describe('renderDemoImage', () => {
  it("draws the car's picture n, the placeholders, and null (404) for unknown cars or pictures", () => {
    expect(renderDemoImage('/demo-images/demo-motors/1001-7/3.svg', find)).toBe(demoImageSvgForCar(car, 3))
    expect(renderDemoImage('/demo-images/demo-motors/1001-7/3.svg', find)).toContain('Toyota HiLux')
    expect(renderDemoImage(DEFAULT_IMAGE_URL, find)).toBe(defaultImageSvg())
    expect(renderDemoImage(COMING_SOON_IMAGE_URL, find)).toBe(comingSoonImageSvg())
    expect(renderDemoImage('/demo-images/demo-motors/nope/1.svg', find)).toBeNull()
    expect(renderDemoImage('/demo-images/demo-motors/1001-7/13.svg', find)).toBeNull()
    expect(renderDemoImage('/favicon.ico', find)).toBeNull()
  })
})
