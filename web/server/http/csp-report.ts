import { clientKey, socketAddress } from './client-key.ts'
import { outcomeAnswer } from './answers.ts'
import { forTenant } from './request-tenant.ts'

/**
 * A browser's Content-Security-Policy violation report (`application/csp-report`, or the Reporting API's
 * `application/reports+json`), for its site's log (application/content/csp-reports.ts): 204, or 429 when the
 * client or the site has sent its share. The HTTP entry has already held the body to its limit.
 */
export const cspReport = forTenant(async (tenant, { request, context }) => {
  const body = await request.text()
  const outcome = await context.app.content.cspReports(tenant.site.slug, clientKey(request, socketAddress()), body)
  return outcome.ok ? new Response(null, { status: 204 }) : outcomeAnswer(outcome)
})
