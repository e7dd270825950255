import type { Car, CarStatus } from '../cars/car.schema.ts'

/** SPEC §4: only these statuses count as available. */
export const AVAILABLE_STATUSES: readonly CarStatus[] = ['in_stock', 'coming_soon']

export const DAY_MS = 86_400_000
/** SPEC §4/§9: sold cars stay listed this many days by default (3 days = 259,200,000 ms). */
export const DEFAULT_INCLUDE_SOLD_CARS_DAYS = 3

export const isAvailable = (car: Pick<Car, 'status'>): boolean => AVAILABLE_STATUSES.includes(car.status)

/** A car counts as sold when its status says so or the feed flags it sold. */
export const isSold = (car: Pick<Car, 'status' | 'sold'>): boolean => car.status === 'sold' || car.sold

/** Earliest sold_date_timestamp (ms) still listed at `nowMs`. */
export const soldCutoffMs = (nowMs: number, includeSoldDays: number): number => nowMs - includeSoldDays * DAY_MS
