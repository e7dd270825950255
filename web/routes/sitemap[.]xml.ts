import { createFileRoute } from '@tanstack/react-router'
import { sitemapResponse } from './-seo/seo.server.ts'

/** Per-tenant sitemap: home, content, location, listing and landing pages, and every listed vehicle. */
export const Route = createFileRoute('/sitemap.xml')({
  server: { handlers: { GET: ({ request, context }) => sitemapResponse(context, request) } },
})
