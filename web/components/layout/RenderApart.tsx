import type { ReactNode } from 'react'

/**
 * What `render` returns, rendered as a component of its own (no markup of its own). Work written inline in a parent's
 * render (building a filter panel's options, say) adds to the parent's one unit of work, which React's hydration
 * cannot yield inside; in a child of its own it is a unit React can yield before and after.
 */
export function RenderApart({ render }: { readonly render: () => ReactNode }): ReactNode {
  return render()
}
