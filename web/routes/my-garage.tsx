import { createFileRoute, redirect } from '@tanstack/react-router'
import { GaragePage } from '../components/garage/GaragePage.tsx'
import { getFavouritesPath } from '../functions/garage.functions.ts'

/** SPEC §2 favourites page /my-garage?tab=saved-cars; tenants with their own page are sent there. */
export const Route = createFileRoute('/my-garage')({
  validateSearch: (search: Record<string, unknown>) => ({
    tab: typeof search.tab === 'string' ? search.tab : 'saved-cars',
  }),
  loader: async () => {
    const path = await getFavouritesPath()
    if (!path.startsWith('/my-garage')) throw redirect({ href: path, statusCode: 301 })
  },
  head: () => ({
    meta: [{ title: 'My Garage: saved cars' }, { name: 'robots', content: 'noindex' }],
  }),
  component: GaragePage,
})
