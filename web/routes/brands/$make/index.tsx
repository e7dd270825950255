import { createFileRoute, notFound } from '@tanstack/react-router'
import { getBrandPage } from '../../../functions/content.functions.ts'
import { BrandPage } from '../../../components/content/ModelPages.tsx'
import { seoHead } from '@domain/seo/seo-head.ts'
import { siteOfMatches } from '../../../site/root-match.ts'

/**
 * /brands/{make}: a make the site sells, with its manufacturer's content and range (SPEC §3 build_model_pages;
 * without the flag, or for a make the site does not sell, the address is a 404).
 */
export const Route = createFileRoute('/brands/$make/')({
  loader: async ({ params, parentMatchPromise }) => {
    if ((await parentMatchPromise).loaderData?.kind !== 'tenant') return null
    const view = await getBrandPage({ data: { make: params.make } })
    if (!view) throw notFound()
    return view
  },
  head: ({ matches, loaderData }) => {
    const site = siteOfMatches(matches)
    if (!site || !loaderData) return {}
    const maker = loaderData.manufacturer
    const tags = seoHead({
      site,
      origin: loaderData.origin,
      path: loaderData.path,
      title: `${loaderData.make} range`,
      description:
        maker?.summary ||
        maker?.tagline ||
        `The ${loaderData.make} range at ${site.name}: every model, and the ones in stock now.`,
      image: maker?.hero_image_url ?? null,
    })
    return { meta: tags.meta, links: tags.links }
  },
  component: Page,
})

function Page() {
  const view = Route.useLoaderData()
  return view ? <BrandPage view={view} /> : null
}
