import { createFileRoute } from '@tanstack/react-router'
import { siteContextAnswer } from '../site/site-script.server.ts'

/** A tenant version's site context (JSON), named by the hash of its text (web/site/site-script.tsx). */
export const Route = createFileRoute('/_site/$key')({
  server: { handlers: { GET: ({ request, params, context }) => siteContextAnswer(context, request, params.key) } },
})
