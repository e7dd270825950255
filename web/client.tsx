import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { StartClient } from '@tanstack/react-start/client'

/**
 * The browser's entry (Start's default, hydrating in a transition so React yields between slices), with one change:
 * hydration starts in a task of its own. Evaluating the framework's and the app's modules is one task already (the
 * longest of a page's load on a slow phone); creating the root, which attaches React's listeners for every event
 * type, used to be added to it.
 */
setTimeout(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <StartClient />
      </StrictMode>,
    )
  })
}, 0)
