import { useEffect } from 'react'
import { useRouterState } from '@tanstack/react-router'
import { recordVisit } from './local-data.ts'

/**
 * Records every page the shopper views into the stored local data (SPEC §4: first-page query, visited pages, 30-day
 * ageing, 50-page cap), so each lead carries visited_pages and linked_query_params. Meant for the root component.
 */
export function usePageVisits(): void {
  const href = useRouterState({ select: (s) => s.location.href })
  useEffect(() => {
    recordVisit(window.location.pathname, window.location.search, Date.now())
  }, [href])
}
