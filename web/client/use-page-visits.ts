import { useEffect } from 'react'
import { useRouterState } from '@tanstack/react-router'
import { browserStorage } from './storage.ts'
import { notePendingVisit } from '@application/local-data/pending-visits.ts'

/**
 * Records every page the shopper views into the stored local data (SPEC §4: first-page query, visited pages, 30-day
 * ageing, 50-page cap), so each lead carries visited_pages and linked_query_params. Meant for the root component.
 * Each view is only noted here (plain JSON); the local-data module, with the schema that checks what storage
 * holds, folds the notes in when a form needs the data, so a page nobody touches never loads it.
 */
export function usePageVisits(): void {
  const href = useRouterState({ select: (s) => s.location.href })
  // biome-ignore lint/correctness/useExhaustiveDependencies: href is the trigger: each navigation is a new view, read from window.location
  useEffect(() => {
    const { pathname, search } = window.location
    // a form on the page may have recorded it a moment earlier (child effects run first): the fold counts it once
    notePendingVisit({ path: pathname, search, at: Date.now() }, browserStorage())
  }, [href])
}
