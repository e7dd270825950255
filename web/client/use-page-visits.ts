import { useEffect } from 'react'
import { useRouterState } from '@tanstack/react-router'
import { ensureVisitRecorded } from './local-data.ts'

/**
 * Records every page the shopper views into the stored local data (SPEC §4: first-page query, visited pages, 30-day
 * ageing, 50-page cap), so each lead carries visited_pages and linked_query_params. Meant for the root component.
 */
export function usePageVisits(): void {
  const href = useRouterState({ select: (s) => s.location.href })
  useEffect(() => {
    // a form on the page may have recorded it a moment earlier (child effects run first): count it once
    ensureVisitRecorded(window.location.pathname, window.location.search, Date.now())
  }, [href])
}
