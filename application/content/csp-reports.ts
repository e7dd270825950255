import { readCspReport } from '@domain/security/csp-report.ts'
import type { ClockPort } from '@domain/ports/clock.port.ts'
import type { RateLimiter, RateLimitPolicy } from '@domain/ports/rate-limiter.port.ts'
import { sharedLimit, takeShared, type SharedLimitPolicy } from '../kernel/shared-limit.ts'
import { failure, success, type Outcome } from '../kernel/outcome.ts'

/**
 * How many violation reports are logged: a browser sends one per blocked resource, so a page with a broken rule
 * reports on every view, and anyone can post reports. A client's share lets a few pages' worth through; the site's
 * bucket holds the log lines of all clients together, so a flood from many addresses still costs one log's worth.
 */
export const CSP_REPORT_LIMIT: SharedLimitPolicy = {
  share: { capacity: 10, refillPerMinute: 10 },
  overall: { capacity: 60, refillPerMinute: 60 },
}

export interface CspReportsPorts {
  /** the store's rate limiters (every process counts against the same buckets) */
  readonly limiter: (name: string, policy: RateLimitPolicy) => RateLimiter
  readonly clock: ClockPort
  readonly warn: (message: string, context: object) => void
}

/** One posted report body of a site from a client: logged, or held back (and then not read). */
export type CspReports = (site: string, client: string, body: string) => Promise<Outcome<null>>

/** The body's JSON, or undefined when it is none (readCspReport says so). */
function jsonOf(body: string): unknown {
  try {
    return JSON.parse(body)
  } catch {
    return undefined
  }
}

export function createCspReports(ports: CspReportsPorts): CspReports {
  const limit = sharedLimit(ports.limiter, 'csp-reports', CSP_REPORT_LIMIT)
  return async (site, client, body) => {
    const decision = await takeShared(limit, site, client, ports.clock.now())
    if (!decision.ok) return failure('too_many', 'Too many reports', { retryAfterSeconds: decision.retryAfterSeconds })
    const reading = readCspReport(jsonOf(body))
    if (!reading.ok) ports.warn('csp violation report unread', { site, error: reading.error })
    else for (const violation of reading.violations) ports.warn('csp violation', { site, ...violation })
    return success(null)
  }
}
