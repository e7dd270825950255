/** The detail page's tracking calls (SPEC §7): a phone number revealed, a revealed number called. */
export type TrackingKind = 'phone_reveal' | 'car_phone_call'

export interface TrackingRecord {
  readonly tenant: string
  readonly kind: TrackingKind
  readonly carId: string
  readonly dealershipId: number
  readonly websiteId: number
  readonly at: number
}

/** Where tracking calls are kept on this server (whether or not the dealer API gets them too). */
export interface TrackingStore {
  record(record: TrackingRecord): void
  /** the newest records of one kind for a tenant, newest first (QA and tests) */
  recorded(tenant: string, kind: TrackingKind): readonly TrackingRecord[]
}
