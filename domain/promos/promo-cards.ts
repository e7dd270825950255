import type { CarType } from '../cars/car.schema.ts'
import type { RandomPort } from '../ports/clock.port.ts'
import type { PromoCard } from './promo-card.schema.ts'

/**
 * Promo cards (SPEC §4): shown only inside their start/expiry window; cards with a position come first in
 * position order, the rest follow, optionally shuffled.
 *
 * Window: start ≤ now ≤ expiry, both inclusive, either end open when null. A date we cannot read hides the card
 * (better no promo than a promo that never expires).
 */
export function isPromoActive(promo: Pick<PromoCard, 'start' | 'expiry'>, nowMs: number): boolean {
  const start = promo.start === null ? Number.NEGATIVE_INFINITY : Date.parse(promo.start)
  const expiry = promo.expiry === null ? Number.POSITIVE_INFINITY : Date.parse(promo.expiry)
  return start <= nowMs && nowMs <= expiry
}

/**
 * Whether a promo may still show at `nowMs` or later: not one whose expiry has passed (or cannot be read). A page's
 * data keeps only these (its later searches in the browser run at later times, so a promo yet to start stays).
 */
export function promoStillToShow(promo: Pick<PromoCard, 'start' | 'expiry'>, nowMs: number): boolean {
  return promo.expiry === null || Date.parse(promo.expiry) >= nowMs
}

const ALL_CAR_TYPES: readonly CarType[] = ['new', 'used', 'demo']

/**
 * Display filtering against the car types a listing shows (none = all types).
 * - display empty: the card shows on every listing.
 * - not strict: shows when the listing includes at least one of its display types.
 * - strictDisplay: shows only when every type the listing shows is one of its display types.
 */
export function promoMatchesListing(
  promo: Pick<PromoCard, 'display' | 'strictDisplay'>,
  listingCarTypes: readonly CarType[],
): boolean {
  if (promo.display.length === 0) return true
  const listing = listingCarTypes.length === 0 ? ALL_CAR_TYPES : listingCarTypes
  return promo.strictDisplay
    ? listing.every((t) => promo.display.includes(t))
    : listing.some((t) => promo.display.includes(t))
}

/** Fisher-Yates with the injected randomness; returns a new array. */
export function shuffle<T>(items: readonly T[], random: RandomPort): T[] {
  const out = [...items]
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.min(i, Math.floor(random.next() * (i + 1)))
    ;[out[i], out[j]] = [out[j]!, out[i]!]
  }
  return out
}

/** Positioned cards first by position (stable), then the rest — shuffled when `random` is given. */
export function orderPromos(promos: readonly PromoCard[], random?: RandomPort): PromoCard[] {
  const positioned = promos.filter((p) => p.position !== null).sort((a, b) => a.position! - b.position!)
  const rest = promos.filter((p) => p.position === null)
  return [...positioned, ...(random ? shuffle(rest, random) : rest)]
}

export interface PromoSelection {
  readonly nowMs: number
  /** car types the listing shows; empty = all */
  readonly listingCarTypes?: readonly CarType[]
  readonly random?: RandomPort
}

/** Active cards that fit the listing, in display order. */
export function visiblePromos(promos: readonly PromoCard[], selection: PromoSelection): PromoCard[] {
  const fitting = promos.filter(
    (p) => isPromoActive(p, selection.nowMs) && promoMatchesListing(p, selection.listingCarTypes ?? []),
  )
  return orderPromos(fitting, selection.random)
}

export type GridItem<C> =
  | { readonly kind: 'car'; readonly car: C }
  | { readonly kind: 'promo'; readonly promo: PromoCard }

/**
 * The listing grid with promos placed: a positioned card lands at grid slot `position` (1-based) — or right
 * after an earlier promo that took that slot, or at the end when the grid is shorter. Unpositioned cards follow
 * the cars unless `unpositioned: 'omit'`. Cars keep their order.
 */
export function interleavePromos<C>(
  cars: readonly C[],
  promos: readonly PromoCard[],
  selection: PromoSelection & { readonly unpositioned?: 'append' | 'omit' },
): GridItem<C>[] {
  const ordered = visiblePromos(promos, selection)
  const grid: GridItem<C>[] = cars.map((car) => ({ kind: 'car', car }))
  let lastSlot = -1
  for (const promo of ordered) {
    if (promo.position === null) continue
    const slot = Math.min(grid.length, Math.max(Math.floor(promo.position) - 1, lastSlot + 1, 0))
    grid.splice(slot, 0, { kind: 'promo', promo })
    lastSlot = slot
  }
  if (selection.unpositioned !== 'omit') {
    for (const promo of ordered) if (promo.position === null) grid.push({ kind: 'promo', promo })
  }
  return grid
}
