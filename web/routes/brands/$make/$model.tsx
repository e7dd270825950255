import { createFileRoute, notFound } from '@tanstack/react-router'
import { getModelPage } from '../../../functions/content.functions.ts'
import { ModelPage } from '../../../components/content/ModelPages.tsx'
import { seoHead } from '@domain/seo/seo-head.ts'
import { siteOfMatches } from '../../../site/root-match.ts'

/**
 * /brands/{make}/{model}: one model of a make the site sells, its summary and its stock (SPEC §3
 * build_model_pages; a 404 without the flag or for a model neither the range nor the stock has).
 */
export const Route = createFileRoute('/brands/$make/$model')({
  loader: async ({ params, parentMatchPromise }) => {
    if ((await parentMatchPromise).loaderData?.kind !== 'tenant') return null
    const view = await getModelPage({ data: { make: params.make, model: params.model } })
    if (!view) throw notFound()
    return view
  },
  head: ({ matches, loaderData }) => {
    const site = siteOfMatches(matches)
    if (!site || !loaderData) return {}
    const title = `${loaderData.make} ${loaderData.model.name}`
    const content = loaderData.model.content
    const tags = seoHead({
      site,
      origin: loaderData.origin,
      path: loaderData.model.path,
      title,
      description:
        content?.summary ||
        `The ${title} at ${site.name}: ${loaderData.inStock ?? 0} in stock, enquire or book a test drive.`,
      image: content?.hero_image_url ?? loaderData.cars.find((c) => c.primary_image_url)?.primary_image_url ?? null,
    })
    return { meta: tags.meta, links: tags.links }
  },
  component: Page,
})

function Page() {
  const view = Route.useLoaderData()
  return view ? <ModelPage view={view} /> : null
}
