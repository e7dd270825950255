import { createFileRoute, redirect } from '@tanstack/react-router'
import { getDefaultListingHref } from '../../functions/search.functions.ts'

/** A bare /search opens the tenant's default listing (with its default city filter and query suffix). */
export const Route = createFileRoute('/search/')({
  loader: async () => {
    throw redirect({ href: await getDefaultListingHref() })
  },
})
