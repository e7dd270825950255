/**
 * Leases on the deployment's periodic jobs, kept in the store every process shares, so a job runs once per period
 * however many workers and instances start it: a lease is a name held by one holder until a time.
 */
export interface JobLeasePort {
  /**
   * Gives lease `name` to `holder` until `until` when no one holds it at `now` (never taken, or its time is up):
   * true for exactly one of any number of callers at once, false for the rest (they do not wait).
   */
  take(name: string, holder: string, now: number, until: number): Promise<boolean>
}
