import { createFileRoute } from '@tanstack/react-router'
import { financePageRoute } from '../components/content/content-route.ts'
import { FinanceRoutePage } from '../components/content/FinanceRoutePage.tsx'

export const Route = createFileRoute('/apply-for-finance')({
  ...financePageRoute('/apply-for-finance'),
  component: FinanceRoutePage,
})
