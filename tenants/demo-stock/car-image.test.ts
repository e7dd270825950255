import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import sharp from 'sharp'
import {
  angleForImage,
  CANVAS,
  CARD_OVERLAYS,
  CHAR_WIDTH,
  CROP_RATIOS,
  carImageSvg,
  comingSoonImageSvg,
  defaultImageSvg,
  keptArea,
  vehicleKind,
  type Box,
  ANGLES,
} from './car-image.ts'
import { colourHex } from './identifiers.ts'

const BODIES: Record<string, string> = {
  sedan: 'sedan',
  coupe: 'sedan',
  hatch: 'hatch',
  hatchback: 'hatch',
  suv: 'suv',
  wagon: 'suv',
  '4x4': 'suv',
  ute: 'ute',
  cabChassis: 'ute',
  van: 'van',
  peopleMover: 'van',
  bus: 'bus',
  lightTruck: 'truck',
  Adventure: 'motorcycle',
  Cruiser: 'motorcycle',
  Scooter: 'motorcycle',
  motorhome: 'camper',
  caravan: 'caravan',
  softtop: 'suv',
  hardtop: 'suv',
}

describe('vehicleKind', () => {
  it('maps SPEC body types and bike/caravan categories to a silhouette', () => {
    for (const [body, kind] of Object.entries(BODIES)) expect(vehicleKind(body), body).toBe(kind)
    expect(vehicleKind(null)).toBe('sedan')
  })
})

describe('carImageSvg', () => {
  it("draws a different silhouette for each kind in the car's paint colour, captioned with make and model", () => {
    const sides = new Set<string>()
    for (const body of ['sedan', 'hatch', 'suv', 'ute', 'van', 'bus', 'lightTruck', 'Naked', 'motorhome', 'caravan']) {
      const svg = carImageSvg({ body, colour: 'Soul Red Crystal', make: 'Toyota', model: 'HiLux', angle: 'side' })
      expect(svg).toContain(colourHex('Soul Red Crystal'))
      expect(svg).toContain('>Toyota HiLux<')
      sides.add(svg.replace(/aria-label="[^"]*"/, ''))
    }
    expect(sides.size).toBe(10)
  })

  it('draws each angle differently', () => {
    const pictures = ANGLES.map((angle) =>
      carImageSvg({ body: 'suv', colour: 'White', make: 'Mazda', model: 'CX-5', angle }),
    )
    expect(new Set(pictures).size).toBe(ANGLES.length)
    expect(angleForImage(1)).toBe('front-three-quarter')
    expect(carImageSvg({ body: 'suv', colour: 'White', make: 'Mazda', model: 'CX-5', angle: 2 })).toBe(pictures[1])
  })

  it('stays under 4 KB, escapes its text and keeps one root element, whatever the input', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.constantFrom(...Object.keys(BODIES)), fc.string(), fc.constant(null)),
        fc.oneof(fc.string(), fc.constant(null), fc.constantFrom('Black', '#123456')),
        fc.string({ maxLength: 200 }),
        fc.string({ maxLength: 200 }),
        fc.oneof(fc.constantFrom(...ANGLES), fc.integer({ min: 1, max: 12 })),
        (body, colour, make, model, angle) => {
          const svg = carImageSvg({ body, colour, make, model, angle })
          expect(new TextEncoder().encode(svg).length).toBeLessThan(4096)
          expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true)
          expect(svg.endsWith('</svg>')).toBe(true)
          expect(svg.match(/<svg/g)).toHaveLength(1)
          const text = svg.replace(/<[^>]*>/g, '')
          expect(text).not.toMatch(/[<>]/)
        },
      ),
    )
    const hostile = carImageSvg({
      body: 'ute',
      colour: 'White',
      make: '<script>alert(1)</script>',
      model: '"&',
      angle: 1,
    })
    expect(hostile).not.toContain('<script>')
    expect(hostile).toContain('&lt;script&gt;')
  })

  it('renders as a real picture (every kind and angle parses as SVG)', async () => {
    for (const body of ['sedan', 'hatch', 'suv', 'ute', 'van', 'bus', 'lightTruck', 'Sport', 'motorhome', 'caravan']) {
      for (const angle of ANGLES) {
        const svg = carImageSvg({ body, colour: 'Deep Blue', make: 'Ford', model: 'Ranger & Co', angle })
        const { info } = await sharp(Buffer.from(svg)).png().toBuffer({ resolveWithObject: true })
        expect([info.width, info.height]).toEqual([800, 480])
      }
    }
    for (const svg of [defaultImageSvg(), comingSoonImageSvg()]) {
      const { info } = await sharp(Buffer.from(svg)).png().toBuffer({ resolveWithObject: true })
      expect(info.width).toBe(800)
    }
  }, 30_000)

  it('paints a vehicle, not an empty box: the picture has the (shaded) paint colour and dark wheels', async () => {
    const svg = carImageSvg({ body: 'sedan', colour: '#c0212b', make: 'Kia', model: 'Cerato', angle: 'side' })
    const { data, info } = await sharp(Buffer.from(svg)).raw().toBuffer({ resolveWithObject: true })
    let red = 0
    let dark = 0
    for (let i = 0; i < data.length; i += info.channels) {
      const [r, g, b] = [data[i]!, data[i + 1]!, data[i + 2]!]
      if (r > 100 && r > 2.2 * g && r > 2.2 * b) red++
      if (r < 40 && g < 40 && b < 45) dark++
    }
    const pixels = info.width * info.height
    expect(red / pixels).toBeGreaterThan(0.08)
    expect(dark / pixels).toBeGreaterThan(0.02)
  })
})

/** Every text of a drawing as the box it can take at most (left-anchored, CHAR_WIDTH per letter, cap to baseline + descent). */
function textBoxes(svg: string): { text: string; box: Box }[] {
  return [...svg.matchAll(/<text ([^>]*)>([^<]*)<\/text>/g)].map(([, attrs, text]) => {
    const attr = (name: string) => Number(new RegExp(`${name}="([^"]+)"`).exec(attrs!)?.[1])
    const anchor = /text-anchor="([^"]+)"/.exec(attrs!)?.[1] ?? 'start'
    const size = attr('font-size')
    const width = [...text!.replace(/&[a-z]+;/g, '&')].length * size * CHAR_WIDTH
    const x = attr('x')
    const left = anchor === 'end' ? x - width : anchor === 'middle' ? x - width / 2 : x
    return { text: text!, box: { left, right: left + width, top: attr('y') - size, bottom: attr('y') + size * 0.25 } }
  })
}
const inside = (a: Box, b: Box) => a.left >= b.left && a.right <= b.right && a.top >= b.top && a.bottom <= b.bottom
const overlaps = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom

describe('caption geometry', () => {
  it("every crop keeps the whole of every text, which stays clear of the card's tag, favourite and location badge", () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 60 }),
        fc.string({ maxLength: 60 }),
        fc.constantFrom(...ANGLES),
        fc.constantFrom(...Object.keys(BODIES)),
        (make, model, angle, body) => {
          const texts = textBoxes(carImageSvg({ body, colour: 'White', make, model, angle }))
          expect(texts.length).toBeGreaterThan(0)
          for (const { text, box } of texts) {
            for (const ratio of CROP_RATIOS)
              expect(inside(box, keptArea(ratio)), `"${text}" in a ${ratio.toFixed(2)} crop`).toBe(true)
            for (const overlay of CARD_OVERLAYS)
              expect(overlaps(box, overlay), `"${text}" under a card overlay`).toBe(false)
          }
        },
      ),
    )
    // the captions a review found cut are drawn whole
    const long = textBoxes(
      carImageSvg({
        body: 'suv',
        colour: 'White',
        make: 'Mercedes-Benz',
        model: 'GLE-Class GLE450 4MATIC Coupe',
        angle: 1,
      }),
    )
    expect(long.map((t) => t.text)).toEqual(['Mercedes-Benz GLE-Class GLE450 4M…'])
    expect(
      textBoxes(carImageSvg({ body: 'suv', colour: 'White', make: 'Haval', model: 'H6', angle: 1 })).map((t) => t.text),
    ).toEqual(['Haval H6'])
  })

  it('a 4:3 card keeps the middle 320 of 400 units; wide previews keep the full width', () => {
    expect(keptArea(4 / 3)).toEqual({ left: 40, top: 0, right: 360, bottom: CANVAS.height })
    expect(keptArea(16 / 9)).toEqual({ left: 0, top: 7.5, right: 400, bottom: 232.5 })
  })

  it('draws a backdrop of its own for each kind of shot', () => {
    const backdrops = new Set(
      ANGLES.map(
        (angle) =>
          /<\/defs>(<rect[^>]*>)/.exec(
            carImageSvg({ body: 'suv', colour: 'White', make: 'A', model: 'B', angle }),
          )?.[1],
      ),
    )
    expect(backdrops.size).toBeGreaterThanOrEqual(4)
  })
})

describe('placeholders', () => {
  it('says New Arrival and Coming Soon', () => {
    expect(defaultImageSvg()).toContain('New Arrival')
    expect(comingSoonImageSvg()).toContain('Coming Soon')
    expect(defaultImageSvg().length).toBeLessThan(4096)
  })
})
