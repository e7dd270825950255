import { colourHex } from './identifiers.ts'

/**
 * Vehicle pictures drawn as small SVGs (no network, no binary assets): a silhouette per body kind in the car's
 * paint colour, shaded top to bottom, on a backdrop per angle as a dealer's photographer would use (the yard for
 * three-quarter shots, the showroom for profiles, the studio for head-on shots, the cabin, a wheel close-up),
 * captioned with the make and model inside the area every crop keeps and clear of the card's overlays
 * (CAPTION_AREA). Each angle draws differently so a gallery of 12 does not look like one picture repeated.
 */
export type VehicleKind =
  | 'sedan'
  | 'hatch'
  | 'suv'
  | 'ute'
  | 'van'
  | 'bus'
  | 'truck'
  | 'motorcycle'
  | 'camper'
  | 'caravan'
/** Every angle, in gallery order (angleForImage). */
export const ANGLES = [
  'front-three-quarter',
  'side',
  'rear-three-quarter',
  'front',
  'rear',
  'side-right',
  'interior',
  'wheel',
] as const
export type ImageAngle = (typeof ANGLES)[number]

export interface CarImageInput {
  /** simple_body of the car (SPEC §3 body type or a bike/caravan category) */
  readonly body: string | null
  /** colour name as listed ('Soul Red Crystal') or a hex value */
  readonly colour: string | null
  readonly make: string
  readonly model: string
  /** an angle name, or the 1-based picture number (mapped with angleForImage) */
  readonly angle: ImageAngle | number
}

/** The drawing's canvas (viewBox units); the file is twice that in pixels. */
export const CANVAS = { width: 400, height: 240 } as const

/** An axis-aligned box in canvas units. */
export interface Box {
  readonly left: number
  readonly top: number
  readonly right: number
  readonly bottom: number
}

/**
 * The shapes the site draws these pictures in, all `object-fit: cover` (centred): cards, the gallery and its
 * thumbnails at 4:3, and wide previews at 16:9 and 1.91:1 (link previews).
 */
export const CROP_RATIOS: readonly number[] = [4 / 3, 16 / 9, 1.91]

/** The part of the canvas a centred cover crop of `ratio` (width / height) keeps. */
export function keptArea(ratio: number): Box {
  const canvas = CANVAS.width / CANVAS.height
  if (ratio < canvas) {
    const width = CANVAS.height * ratio
    return { left: (CANVAS.width - width) / 2, top: 0, right: (CANVAS.width + width) / 2, bottom: CANVAS.height }
  }
  const height = CANVAS.width / ratio
  return { left: 0, top: (CANVAS.height - height) / 2, right: CANVAS.width, bottom: (CANVAS.height + height) / 2 }
}

/**
 * What the vehicle card (web/styles/search.css, .vc__*) draws over its 4:3 picture, in canvas units at the
 * narrowest card (260 CSS px wide, so 1 CSS px = 320 / 260 canvas units): the tag ribbon at the top left, the
 * favourite button at the top right, the location badge along the bottom (a long location name spans the width).
 */
const CSS_PX = 320 / 260
const CARD = keptArea(4 / 3)
export const CARD_OVERLAYS: readonly Box[] = [
  { left: CARD.left, top: 0, right: CARD.left + 180 * CSS_PX, bottom: 40 * CSS_PX },
  { left: CARD.right - 56 * CSS_PX, top: 0, right: CARD.right, bottom: 56 * CSS_PX },
  { left: CARD.left, top: CANVAS.height - 36 * CSS_PX, right: CARD.right, bottom: CANVAS.height },
]

/** Where the caption plate sits: under the card's top overlays, inside every crop, at the left. */
export const CAPTION_AREA: Box = { left: CARD.left + 8, top: 74, right: CARD.right - 8, bottom: 96 }
const CAPTION_SIZE = 13
/** A generous average advance of a bold sans-serif letter, as a share of the font size. */
export const CHAR_WIDTH = 0.64

/** The caption's text, shortened with an ellipsis so it fits CAPTION_AREA. */
export function captionText(make: string, model: string): string {
  const room = Math.floor((CAPTION_AREA.right - CAPTION_AREA.left - 16) / (CAPTION_SIZE * CHAR_WIDTH))
  const full = `${make} ${model}`.replace(/\s+/g, ' ').trim()
  return full.length <= room ? full : `${full.slice(0, room - 1).trimEnd()}…`
}

/** Picture n of a gallery: the first is the classic front three-quarter, then the rest in turn. */
export function angleForImage(n: number): ImageAngle {
  const i = Math.max(0, Math.floor(n) - 1)
  return ANGLES[i % ANGLES.length]!
}

export function vehicleKind(body: string | null | undefined): VehicleKind {
  const b = (body ?? '').toLowerCase()
  if (['sedan', 'coupe', 'convertible', 'softtop'].includes(b)) return b === 'softtop' ? 'suv' : 'sedan'
  if (b === 'hatch' || b === 'hatchback') return 'hatch'
  if (['suv', '4x4', 'wagon', 'stationwagon', 'hardtop', 'peoplemover'].includes(b))
    return b === 'peoplemover' ? 'van' : 'suv'
  if (b === 'ute' || b === 'cabchassis') return 'ute'
  if (b === 'van') return 'van'
  if (b === 'bus') return 'bus'
  if (b === 'lighttruck' || b.includes('truck') || b.includes('prime')) return 'truck'
  if (b === 'motorhome') return 'camper'
  if (b.includes('caravan') || b.includes('camper') || b === 'pop top') return 'caravan'
  if (['naked', 'sport', 'adventure', 'cruiser', 'touring', 'scooter', 'dirt', 'motorcycle'].includes(b))
    return 'motorcycle'
  return 'sedan'
}

/** Side profiles on a 400×240 canvas, ground at y=190, nose to the left. Wheels are drawn separately. */
const SIDE: Record<VehicleKind, { body: string; glass: string; wheels: readonly number[]; r: number }> = {
  sedan: {
    body: 'M40 170 L44 146 L90 136 L140 108 L250 106 L300 134 L352 142 L360 170 Z',
    glass: 'M148 114 L244 112 L284 134 L132 136 Z',
    wheels: [100, 298],
    r: 22,
  },
  hatch: {
    body: 'M52 170 L56 146 L104 134 L150 104 L276 102 L304 128 L336 140 L340 170 Z',
    glass: 'M156 110 L268 108 L290 132 L140 134 Z',
    wheels: [108, 290],
    r: 22,
  },
  suv: {
    body: 'M40 172 L42 136 L84 128 L122 92 L300 90 L340 124 L358 132 L360 172 Z',
    glass: 'M130 98 L292 96 L326 126 L112 128 Z',
    wheels: [102, 300],
    r: 26,
  },
  ute: {
    body: 'M36 172 L38 136 L80 128 L118 94 L212 92 L226 128 L364 128 L364 172 Z',
    glass: 'M126 100 L204 98 L214 126 L108 128 Z',
    wheels: [98, 306],
    r: 26,
  },
  van: {
    body: 'M40 172 L40 124 L70 70 L356 66 L362 172 Z',
    glass: 'M78 76 L132 74 L132 120 L52 122 Z',
    wheels: [104, 306],
    r: 24,
  },
  bus: {
    body: 'M24 172 L24 74 Q26 60 44 58 L372 58 L376 172 Z',
    glass: 'M40 70 L360 68 L360 110 L40 112 Z',
    wheels: [84, 320],
    r: 22,
  },
  truck: {
    body: 'M28 172 L28 64 Q30 50 48 50 L118 50 L122 172 Z M126 60 L380 60 L380 160 L126 160 Z',
    glass: 'M36 62 L110 62 L110 104 L36 104 Z',
    wheels: [76, 262, 326],
    r: 26,
  },
  motorcycle: {
    body: 'M110 150 L150 118 L210 112 L250 100 L280 116 L300 150 L230 150 L200 160 L160 160 Z M238 96 L270 76 L280 80 L256 104 Z',
    glass: 'M170 108 L230 100 L246 112 L186 120 Z',
    wheels: [120, 296],
    r: 36,
  },
  camper: {
    body: 'M30 172 L32 130 L60 100 L96 98 L96 52 L370 52 L372 172 Z',
    glass: 'M64 104 L92 104 L92 128 L44 130 Z M140 74 L200 74 L200 104 L140 104 Z',
    wheels: [96, 300],
    r: 24,
  },
  caravan: {
    body: 'M20 150 L98 150 L98 160 L20 160 Z M98 64 Q100 50 120 50 L360 50 Q376 50 376 70 L376 168 L98 168 Z',
    glass: 'M150 76 L220 76 L220 112 L150 112 Z M270 76 L330 76 L330 104 L270 104 Z',
    wheels: [250],
    r: 24,
  },
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

function shade(hex: string, amount: number): string {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex)
  if (!m) return hex
  const n = parseInt(m[1]!, 16)
  const ch = (shift: number) => Math.max(0, Math.min(255, Math.round(((n >> shift) & 255) * (1 + amount))))
  return `#${((ch(16) << 16) | (ch(8) << 8) | ch(0)).toString(16).padStart(6, '0')}`
}

function wheel(cx: number, cy: number, r: number): string {
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#1e1f22"/><circle cx="${cx}" cy="${cy}" r="${Math.round(r * 0.55)}" fill="#a9afb6"/>`
}

function sideView(kind: VehicleKind, paint: string): string {
  const s = SIDE[kind]
  const wheelY = 190 - s.r
  const wheels = s.wheels.map((x) => wheel(x, wheelY, s.r)).join('')
  const extra =
    kind === 'motorcycle'
      ? `<path d="M120 154 L200 150 L296 154" stroke="#555" stroke-width="6" fill="none"/>`
      : `<rect x="${s.wheels[0]! - 34}" y="${wheelY - 6}" width="10" height="6" fill="#f6d365"/>`
  // the paint is the shaded gradient (#p, paintDefs); the glass reflects the sky (#g)
  return (
    `<path d="${s.body}" fill="url(#p)" stroke="${shade(paint, -0.35)}" stroke-width="2"/>` +
    `<path d="${s.glass}" fill="url(#g)"/>${extra}${wheels}`
  )
}

/** Head-on view: width and height depend on the kind; `rear` swaps headlights for tail lights. */
function endView(kind: VehicleKind, paint: string, rear: boolean): string {
  if (kind === 'motorcycle') {
    return (
      `<rect x="186" y="96" width="28" height="70" rx="12" fill="url(#p)"/>` +
      `<rect x="150" y="86" width="100" height="8" rx="4" fill="#333"/>` +
      `<circle cx="200" cy="${rear ? 104 : 110}" r="11" fill="${rear ? '#d62828' : '#fff6c2'}"/>` +
      `<rect x="190" y="150" width="20" height="40" rx="8" fill="#1e1f22"/>`
    )
  }
  const tall = ['van', 'bus', 'truck', 'camper', 'caravan'].includes(kind)
  const high = kind === 'suv' || kind === 'ute'
  const top = tall ? 56 : high ? 86 : 104
  const light = rear ? '#d62828' : '#fff6c2'
  return (
    `<rect x="104" y="${top + 34}" width="192" height="${164 - top}" rx="14" fill="url(#p)" stroke="${shade(paint, -0.35)}" stroke-width="2"/>` +
    `<path d="M${tall ? 112 : 128} ${top + 38} L${tall ? 120 : 146} ${top} L${tall ? 280 : 254} ${top} L${tall ? 288 : 272} ${top + 38} Z" fill="${rear ? shade(paint, -0.2) : 'url(#g)'}"/>` +
    `<rect x="116" y="${top + 52}" width="34" height="14" rx="5" fill="${light}"/><rect x="250" y="${top + 52}" width="34" height="14" rx="5" fill="${light}"/>` +
    (rear
      ? `<rect x="170" y="${top + 78}" width="60" height="16" fill="#f4f4f4" stroke="#333"/>`
      : `<rect x="164" y="${top + 50}" width="72" height="22" rx="4" fill="#2b2d31"/>`) +
    `<rect x="112" y="190" width="30" height="12" fill="#1e1f22"/><rect x="258" y="190" width="30" height="12" fill="#1e1f22"/>`
  )
}

function interiorView(paint: string): string {
  return (
    `<rect x="0" y="120" width="400" height="120" fill="#2c2e33"/>` +
    `<path d="M0 120 Q200 70 400 120" fill="#3a3d44"/>` +
    `<rect x="250" y="104" width="90" height="40" rx="6" fill="#0f1216"/><rect x="256" y="110" width="78" height="28" fill="#3d7bd9" opacity="0.7"/>` +
    `<circle cx="140" cy="160" r="48" fill="none" stroke="#15171a" stroke-width="14"/><circle cx="140" cy="160" r="12" fill="${paint}"/>` +
    `<path d="M92 160 L188 160 M140 160 L140 208" stroke="#15171a" stroke-width="10"/>`
  )
}

function wheelView(paint: string): string {
  return (
    `<path d="M0 60 L400 40 L400 110 Q280 70 200 90 Q120 70 0 110 Z" fill="${paint}"/>` +
    `<circle cx="200" cy="160" r="78" fill="#1e1f22"/><circle cx="200" cy="160" r="50" fill="#a9afb6"/>` +
    `<path d="M200 112 L200 208 M152 160 L248 160 M166 126 L234 194 M234 126 L166 194" stroke="#7d838a" stroke-width="8"/>` +
    `<circle cx="200" cy="160" r="12" fill="#3b3f45"/>`
  )
}

/** The paint's shading (lit from above) and the glass's sky reflection, used by every vehicle view. */
function paintDefs(paint: string): string {
  return (
    `<defs><linearGradient id="p" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(paint, 0.3)}"/>` +
    `<stop offset=".55" stop-color="${paint}"/><stop offset="1" stop-color="${shade(paint, -0.45)}"/></linearGradient>` +
    `<linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#dcecf7"/><stop offset=".5" stop-color="#7fa6c2"/>` +
    `<stop offset="1" stop-color="#2f4456"/></linearGradient><linearGradient id="b" x1="0" y1="0" x2="0" y2="1">` +
    `<stop offset="0" stop-color="#fff" stop-opacity=".5"/><stop offset="1" stop-color="#000" stop-opacity=".25"/></linearGradient></defs>`
  )
}

/** The setting of each angle: the yard, the showroom, the studio, the cabin, the road. */
function backdrop(angle: ImageAngle): string {
  const fade = `<rect width="400" height="240" fill="url(#b)"/>`
  switch (angle) {
    case 'front-three-quarter':
    case 'rear-three-quarter':
      // the dealer's yard: sky, the building's fascia behind, asphalt with parking lines
      return (
        `<rect width="400" height="240" fill="#bcd7ec"/><rect y="120" width="400" height="62" fill="#dde3e8"/>` +
        `<rect y="132" width="400" height="10" fill="#2a5d8f"/><rect y="150" width="400" height="32" fill="#9aa7b2" opacity=".6"/>` +
        `<rect y="182" width="400" height="58" fill="#5d646b"/><path d="M30 240 L90 186 M370 240 L310 186" stroke="#e9e9e9" stroke-width="3"/>${fade}`
      )
    case 'side':
    case 'side-right':
      // the showroom: a wall of glass panels, a polished floor
      return (
        `<rect width="400" height="240" fill="#eceff2"/><path d="M0 20 H400 M100 0 V182 M200 0 V182 M300 0 V182" stroke="#d3d9df" stroke-width="3"/>` +
        `<rect y="182" width="400" height="58" fill="#b9c1c9"/><rect y="182" width="400" height="4" fill="#fff" opacity=".6"/>${fade}`
      )
    case 'interior':
    case 'wheel':
      return `<rect width="400" height="240" fill="#6f767d"/><rect y="182" width="400" height="58" fill="#474c52"/>${fade}`
    default:
      // the photo studio: a seamless backdrop curving into the floor
      return `<rect width="400" height="240" fill="#f3f4f6"/><path d="M0 150 Q200 200 400 150 V240 H0 Z" fill="#d9dde1"/>${fade}`
  }
}

export function carImageSvg(input: CarImageInput): string {
  const kind = vehicleKind(input.body)
  const paint = colourHex(input.colour)
  const angle = typeof input.angle === 'number' ? angleForImage(input.angle) : input.angle
  let scene: string
  switch (angle) {
    case 'side':
      scene = sideView(kind, paint)
      break
    case 'side-right':
      scene = `<g transform="matrix(-1 0 0 1 400 0)">${sideView(kind, paint)}</g>`
      break
    case 'front-three-quarter':
      scene = `<g transform="matrix(0.88 0.05 0 0.97 30 -4)">${sideView(kind, paint)}</g>`
      break
    case 'rear-three-quarter':
      scene = `<g transform="matrix(-0.88 0.05 0 0.97 370 -4)">${sideView(kind, paint)}</g>`
      break
    case 'front':
      scene = endView(kind, paint, false)
      break
    case 'rear':
      scene = endView(kind, paint, true)
      break
    case 'interior':
      // no cockpit to show on a bike or a trailer: a close-up of the profile instead
      scene =
        kind === 'motorcycle' || kind === 'caravan'
          ? `<g transform="matrix(1.5 0 0 1.5 -100 -100)">${sideView(kind, paint)}</g>`
          : interiorView(paint)
      break
    default:
      scene = wheelView(paint)
  }
  const caption = esc(captionText(input.make, input.model))
  const label = esc(`${input.make} ${input.model}`.slice(0, 40))
  const a = CAPTION_AREA
  const plateWidth = Math.ceil(caption.length * CAPTION_SIZE * CHAR_WIDTH + 16)
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="480" viewBox="0 0 400 240" role="img" aria-label="${label} (${angle})">` +
    `${paintDefs(paint)}${backdrop(angle)}<ellipse cx="200" cy="192" rx="176" ry="9" fill="#000" opacity="0.28"/>${scene}` +
    `<rect x="${a.left}" y="${a.top}" width="${plateWidth}" height="${a.bottom - a.top}" rx="4" fill="#000" opacity="0.55"/>` +
    `<text x="${a.left + 8}" y="${a.bottom - 6}" font-family="Helvetica,Arial,sans-serif" font-size="${CAPTION_SIZE}" font-weight="700" fill="#fff">${caption}</text></svg>`
  )
}

function placeholder(title: string, subtitle: string, accent: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="480" viewBox="0 0 400 240" role="img" aria-label="${title}">` +
    `${paintDefs('#8a9199')}<rect width="400" height="240" fill="#eef1f4"/><rect y="182" width="400" height="58" fill="#d7dde3"/>` +
    `<g opacity="0.35">${sideView('suv', '#8a9199')}</g>` +
    `<rect x="90" y="60" width="220" height="74" rx="10" fill="${accent}"/>` +
    `<text x="200" y="98" text-anchor="middle" font-family="Helvetica,Arial,sans-serif" font-size="26" font-weight="700" fill="#fff">${title}</text>` +
    `<text x="200" y="122" text-anchor="middle" font-family="Helvetica,Arial,sans-serif" font-size="12" fill="#fff">${subtitle}</text></svg>`
  )
}

/** The dealer feed's stand-in when a car has no photos yet: the card shows its 'New Arrival' panel. */
export function defaultImageSvg(): string {
  return placeholder('New Arrival', 'Photos coming shortly', '#1f4e9c')
}

export function comingSoonImageSvg(): string {
  return placeholder('Coming Soon', 'Enquire now to secure it', '#e06a14')
}
