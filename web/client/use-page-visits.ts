import { useEffect } from 'react'
import { useRouterState } from '@tanstack/react-router'

/**
 * Records every page the shopper views into the stored local data (SPEC §4: first-page query, visited pages, 30-day
 * ageing, 50-page cap), so each lead carries visited_pages and linked_query_params. Meant for the root component.
 * The recorder (and the schema that checks what storage holds) loads after the page, off the critical path.
 */
export function usePageVisits(): void {
  const href = useRouterState({ select: (s) => s.location.href })
  useEffect(() => {
    const { pathname, search } = window.location
    const at = Date.now()
    // a form on the page may have recorded it a moment earlier (child effects run first): count it once
    void import('./local-data.ts').then(({ ensureVisitRecorded }) => ensureVisitRecorded(pathname, search, at))
  }, [href])
}
