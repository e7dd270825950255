import { createFileRoute, notFound } from '@tanstack/react-router'
import { GaragePage } from '../components/garage/GaragePage.tsx'
import { NotFoundPage } from '../components/layout/NotFoundPage.tsx'
import { getFavouritesPath } from '../functions/garage.functions.ts'

/** The favourites page of the one site whose links.favourites_path names it; elsewhere a 404. */
export const Route = createFileRoute('/mybigboxcars')({
  loader: async () => {
    if ((await getFavouritesPath()) !== '/mybigboxcars') throw notFound()
  },
  head: () => ({
    meta: [{ title: 'My saved cars' }, { name: 'robots', content: 'noindex' }],
  }),
  component: GaragePage,
  notFoundComponent: NotFoundPage,
})
