/**
 * Inventory level (SiteConfig.inventory.level, 0-14; SPEC §9 says only "photos or price required depending on a
 * numeric option"). Our documented mapping: the level packs a photo tier and a price tier,
 *
 *   level = photoTier × 3 + priceTier
 *
 *   priceTier  0: no price rule   1: price > 0   2: price > 10 (a price the card can actually show, SPEC §4)
 *   photoTier  0: no photo rule   1: ≥ 1 photo   2: ≥ 3 photos   3: ≥ 5 photos   4: ≥ 10 photos
 *
 * so 0 lists everything, 1 needs a price, 3 needs a photo, 5 needs a showable price and a photo, and 14 needs
 * ten photos and a showable price. Every level is a different rule and each rule is stricter than lower tiers.
 */
export interface InventoryLevelRule {
  readonly level: number
  /** cars need price > this; null = no price rule */
  readonly priceAbove: number | null
  /** cars need at least this many photos */
  readonly minPhotos: number
}

export const PRICE_TIERS: readonly (number | null)[] = [null, 0, 10]
export const PHOTO_TIERS: readonly number[] = [0, 1, 3, 5, 10]
export const MAX_INVENTORY_LEVEL = PRICE_TIERS.length * PHOTO_TIERS.length - 1

export function inventoryLevelRule(level: number): InventoryLevelRule {
  const clamped = Math.min(MAX_INVENTORY_LEVEL, Math.max(0, Math.trunc(Number.isFinite(level) ? level : 0)))
  return {
    level: clamped,
    priceAbove: PRICE_TIERS[clamped % PRICE_TIERS.length] ?? null,
    minPhotos: PHOTO_TIERS[Math.floor(clamped / PRICE_TIERS.length)] ?? 0,
  }
}
