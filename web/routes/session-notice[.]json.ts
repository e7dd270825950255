import { createFileRoute } from '@tanstack/react-router'
import { tenantOfRequest } from '../server/http/request-tenant.ts'
import { errorAnswer, jsonAnswer } from '../server/http/answers.ts'

/**
 * GET /session-notice.json: the dealer's notice from the website's session data (SPEC §7
 * website_session_data.json, asked once per website per TTL), `{notice}` with notice null when there is none. A
 * site-level file like robots.txt: browsers keep it a minute, so a shopper's pages ask it about once a minute.
 */
export const Route = createFileRoute('/session-notice.json')({
  server: {
    handlers: {
      GET: async ({ request, context }) => {
        const tenant = tenantOfRequest(context.app.tenants, request)
        if (!tenant) return errorAnswer(404, 'Not found')
        const notice = await context.app.content.sessionNotice(tenant.site)
        return jsonAnswer(200, { notice }, { 'cache-control': 'private, max-age=60' })
      },
    },
  },
})
