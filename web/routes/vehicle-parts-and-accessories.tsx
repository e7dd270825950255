import { createFileRoute } from '@tanstack/react-router'
import { formPageRoute } from '../components/content/content-route.ts'
import { FormRoutePage } from '../components/content/FormRoutePage.tsx'

export const Route = createFileRoute('/vehicle-parts-and-accessories')({
  ...formPageRoute('/vehicle-parts-and-accessories'),
  component: FormRoutePage,
})
