import { createFileRoute } from '@tanstack/react-router'
import { contentRoute } from '../components/content/content-route.ts'
import { ContentPage } from '../components/content/ContentPage.tsx'
import { JsonLd } from '../components/seo/JsonLd.tsx'
import { faqJsonLd } from '@domain/seo/json-ld.ts'

export const Route = createFileRoute('/faqs')({
  ...contentRoute('/faqs', { extras: ['faqs'] }),
  component: Page,
})

function Page() {
  const view = Route.useLoaderData()
  if (!view) return null
  return (
    <ContentPage view={view} path="/faqs">
      {view.faqs.length > 0 ? (
        <section className="faqs" aria-labelledby="faq-list-heading">
          <h2 id="faq-list-heading">Common questions</h2>
          {view.faqs.map((f, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the FAQ list is fixed for the page, and questions need not be unique
            <details key={i} className="faq" open={i === 0}>
              <summary>{f.question}</summary>
              <p>{f.answer}</p>
            </details>
          ))}
          <JsonLd data={faqJsonLd(view.faqs)} />
        </section>
      ) : null}
    </ContentPage>
  )
}
