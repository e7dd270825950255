import { Schema } from 'effect'
import { decodeOrProblem } from '../kernel/decode.ts'

/**
 * A browser's Content-Security-Policy violation report, in either form browsers send: the older
 * `application/csp-report` (`{"csp-report": {...}}`, hyphenated names) or the Reporting API's
 * `application/reports+json` (an array of `{type, body}` with camel-case names). Only the fields an operator needs to
 * find the page and the rule are read; each is cut to `CSP_FIELD_LIMIT` characters so a report cannot flood a log
 * line.
 */
export interface CspViolation {
  readonly page: string
  readonly directive: string
  readonly blocked: string
  readonly sample: string
}

export const CSP_FIELD_LIMIT = 300

const Field = Schema.optional(Schema.Union([Schema.String, Schema.Number, Schema.Null]))

const LegacyBody = Schema.Struct({
  'document-uri': Field,
  'violated-directive': Field,
  'effective-directive': Field,
  'blocked-uri': Field,
  'script-sample': Field,
})

const ReportingBody = Schema.Struct({
  documentURL: Field,
  effectiveDirective: Field,
  blockedURL: Field,
  sample: Field,
})

const LegacyReport = Schema.Struct({ 'csp-report': LegacyBody })
const ReportingReports = Schema.Array(Schema.Struct({ type: Schema.optional(Schema.String), body: ReportingBody }))

export type CspReading =
  | { readonly ok: true; readonly violations: readonly CspViolation[] }
  | { readonly ok: false; readonly error: string }

const text = (...values: ReadonlyArray<string | number | null | undefined>): string =>
  String(values.find((v) => v !== undefined && v !== null) ?? '').slice(0, CSP_FIELD_LIMIT)

const unread = (problem: { readonly path: string; readonly message: string }): CspReading => ({
  ok: false,
  error: `not a CSP report: ${problem.path || 'the body'}: ${problem.message}`,
})

/**
 * The violations a posted report names (`input` undefined: the body was no JSON), or why it is not a report: the
 * caller logs that, never the body.
 */
export function readCspReport(input: unknown): CspReading {
  if (input === undefined) return { ok: false, error: 'not a CSP report: the body is no JSON' }
  if (Array.isArray(input)) {
    const reports = decodeOrProblem(ReportingReports, input)
    if (!reports.ok) return unread(reports.problem)
    return {
      ok: true,
      violations: reports.value
        .filter((r) => r.type === undefined || r.type === 'csp-violation')
        .map(({ body }) => ({
          page: text(body.documentURL),
          directive: text(body.effectiveDirective),
          blocked: text(body.blockedURL),
          sample: text(body.sample),
        })),
    }
  }
  const report = decodeOrProblem(LegacyReport, input)
  if (!report.ok) return unread(report.problem)
  const body = report.value['csp-report']
  return {
    ok: true,
    violations: [
      {
        page: text(body['document-uri']),
        directive: text(body['violated-directive'], body['effective-directive']),
        blocked: text(body['blocked-uri']),
        sample: text(body['script-sample']),
      },
    ],
  }
}
