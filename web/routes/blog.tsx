import { createFileRoute, notFound, redirect } from '@tanstack/react-router'
import type { SiteContext } from '../functions/site-context.functions.ts'

/** SPEC §2 '/blog becomes /news': a typed or linked /blog goes to the site's news page where it has one. */
export const Route = createFileRoute('/blog')({
  loader: async ({ parentMatchPromise }) => {
    const context = (await parentMatchPromise).loaderData as SiteContext | undefined
    if (context?.kind === 'tenant' && context.site.blogs.enabled) throw redirect({ to: '/news', statusCode: 301 })
    throw notFound()
  },
})
