import { createFileRoute } from '@tanstack/react-router'
import { financePageRoute } from '../components/content/content-route.ts'
import { FinanceRoutePage } from '../components/content/FinanceRoutePage.tsx'

export const Route = createFileRoute('/finance-enquiry')({
  ...financePageRoute('/finance-enquiry'),
  component: FinanceRoutePage,
})
