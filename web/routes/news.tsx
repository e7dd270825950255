import { createFileRoute, notFound } from '@tanstack/react-router'
import { contentHead, loadContent } from '../components/content/content-route.ts'
import { siteOfMatches } from '../site/root-match.ts'
import { ContentPage } from '../components/content/ContentPage.tsx'
import { SafeMarkdown } from '../components/forms/content/SafeMarkdown.tsx'
import type { SiteContext } from '../functions/site-context.functions.ts'

const TITLE = 'News'

/** The tenant's news (blog) posts, newest first; only on sites whose blog is on and has posts (else 404). */
export const Route = createFileRoute('/news')({
  loader: async ({ parentMatchPromise }) => {
    const [root, view] = await Promise.all([
      parentMatchPromise,
      loadContent('/news', { extras: ['posts'], required: false }),
    ])
    const context = root.loaderData as SiteContext | undefined
    if (context?.kind === 'tenant' && !context.site.blogs.enabled) throw notFound()
    return view
  },
  head: ({ matches, loaderData }) => {
    const site = siteOfMatches(matches)
    return contentHead({
      matches,
      view: loaderData,
      path: '/news',
      title: TITLE,
      description: site ? `News and stories from ${site.name}.` : TITLE,
    })
  },
  component: Page,
})

const DAY = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })

function Page() {
  const view = Route.useLoaderData()
  if (!view) return null
  return (
    <ContentPage view={view} path="/news" title={TITLE}>
      <div className="news">
        {view.posts.map((post) => (
          <article key={post.slug} className="news__post" id={post.slug} aria-labelledby={`news-${post.slug}`}>
            <h2 id={`news-${post.slug}`}>{post.title}</h2>
            <p className="news__date">
              <time dateTime={post.date}>{DAY.format(new Date(`${post.date}T00:00:00Z`))}</time>
            </p>
            {post.summary ? <p className="news__summary">{post.summary}</p> : null}
            <div className="prose">
              <SafeMarkdown source={post.body} />
            </div>
          </article>
        ))}
      </div>
    </ContentPage>
  )
}
