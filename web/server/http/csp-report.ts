/**
 * A browser's Content-Security-Policy violation report (`application/csp-report`, or the Reporting API's
 * `application/reports+json`): one log line with the page, the directive and what was blocked; 204 either way.
 * The HTTP entry has already held the body to 16 KB.
 */
export async function cspReport(request: Request, log: (line: string) => void = console.warn): Promise<Response> {
  let text = ''
  try {
    text = await request.text()
    const parsed: unknown = JSON.parse(text)
    const reports = Array.isArray(parsed)
      ? parsed.map((r) => (r as { body?: unknown })?.body)
      : [(parsed as { 'csp-report'?: unknown })?.['csp-report']]
    for (const report of reports) {
      const r = (report ?? {}) as Record<string, unknown>
      const field = (...names: string[]) =>
        String(names.map((n) => r[n]).find((v) => v !== undefined) ?? '').slice(0, 300)
      log(
        `csp violation: ${JSON.stringify({
          page: field('document-uri', 'documentURL'),
          directive: field('violated-directive', 'effective-directive', 'effectiveDirective'),
          blocked: field('blocked-uri', 'blockedURL'),
          sample: field('script-sample', 'sample'),
        })}`,
      )
    }
  } catch {
    log(`csp violation report that is not JSON (${text.length} bytes)`)
  }
  return new Response(null, { status: 204 })
}
