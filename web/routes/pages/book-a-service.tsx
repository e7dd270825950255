import { createFileRoute } from '@tanstack/react-router'
import { formPageRoute } from '../../components/content/content-route.ts'
import { FormRoutePage } from '../../components/content/FormRoutePage.tsx'

export const Route = createFileRoute('/pages/book-a-service')({
  ...formPageRoute('/pages/book-a-service'),
  component: FormRoutePage,
})
