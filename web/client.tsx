import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { hydrateStart } from '@tanstack/react-start/client'
import { RouterProvider } from '@tanstack/react-router'

/**
 * The browser's entry: Start's default (`<StartClient />`, hydrating in a transition so React yields between
 * slices) taken apart so that each costly step is a task of its own on a slow phone:
 * - evaluating the framework's and the app's modules is one task already (the longest of a page's load); creating
 *   the root, which attaches React's listeners for every event type, is kept out of it;
 * - the router's hydration (creating the router and its route tree, reading the dehydrated state, matching the
 *   routes) would run inside React's first unit of work, as `<StartClient />` starts it while rendering, making that
 *   unit one long task. Here it runs before React starts, and React renders the
 *   router it made; `<StartClient />` renders the same `RouterProvider` (behind an `Await` that adds no markup).
 */
setTimeout(() => {
  void hydrateStart().then((router) => {
    setTimeout(() => {
      startTransition(() => {
        hydrateRoot(
          document,
          <StrictMode>
            <RouterProvider router={router} />
          </StrictMode>,
        )
      })
    }, 0)
  })
}, 0)
