import { notFound } from '@tanstack/react-router'

/**
 * The options of a QA page under /mock: its data fresh on every visit (`load` answers null where the page does not
 * apply: a live adapter, an unknown host → the 404 page), never indexed.
 */
export function qaPageRoute<T>(title: string, load: () => Promise<T | null>) {
  return {
    loader: async (): Promise<T> => {
      const data = await load()
      if (!data) throw notFound()
      return data
    },
    staleTime: 0,
    head: () => ({ meta: [{ title }, { name: 'robots', content: 'noindex' }] }),
  }
}
