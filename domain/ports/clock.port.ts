/** Time and randomness reach the domain only through these. */
export interface ClockPort {
  now(): number
}

export interface RandomPort {
  /** a float in [0, 1) */
  next(): number
}
