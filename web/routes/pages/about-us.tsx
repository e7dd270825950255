import { createFileRoute } from '@tanstack/react-router'
import { contentRoute } from '../../components/content/content-route.ts'
import { ContentRoutePage } from '../../components/content/ContentPage.tsx'

// The same content as /about-us; the canonical follows the site's link rules (/pages/ dropped unless used).
export const Route = createFileRoute('/pages/about-us')({
  ...contentRoute('/pages/about-us', { content: '/about-us' }),
  component: ContentRoutePage,
})
