/**
 * SPEC §9 weekly repayment bands: under 100, 100-125, 125-150, 150-175, 175 plus. Lower bounds are inclusive
 * (exactly $100 a week is in 100-125). Keys match the landing-page slugs (cars-under-100-per-week, …).
 */
export interface WeeklyBand {
  readonly key: string
  readonly label: string
  /** inclusive; null = open */
  readonly min: number | null
  /** exclusive; null = open */
  readonly max: number | null
}

export const WEEKLY_BANDS: readonly WeeklyBand[] = [
  { key: 'under-100', label: 'Under $100', min: null, max: 100 },
  { key: '100-125', label: '$100 - $125', min: 100, max: 125 },
  { key: '125-150', label: '$125 - $150', min: 125, max: 150 },
  { key: '150-175', label: '$150 - $175', min: 150, max: 175 },
  { key: '175-plus', label: '$175 plus', min: 175, max: null },
]

export function weeklyBand(weeklyAmount: number): WeeklyBand {
  const band = WEEKLY_BANDS.find(
    (b) => (b.min === null || weeklyAmount >= b.min) && (b.max === null || weeklyAmount < b.max),
  )
  // NaN falls through every comparison; it belongs nowhere, so put it in the open top band
  return band ?? WEEKLY_BANDS[WEEKLY_BANDS.length - 1]!
}
