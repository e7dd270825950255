import { createFileRoute } from '@tanstack/react-router'
import { contentRoute } from '../components/content/content-route.ts'
import { ContentRoutePage } from '../components/content/ContentPage.tsx'

export const Route = createFileRoute('/privacy-policy')({
  ...contentRoute('/privacy-policy'),
  component: ContentRoutePage,
})
