/** One tracked event (SPEC §9 event ids 1-56). */
export interface AnalyticsEvent {
  readonly id: number
  readonly name: string
  readonly data?: Record<string, unknown>
}

export interface AnalyticsPort {
  track(event: AnalyticsEvent): void
}
