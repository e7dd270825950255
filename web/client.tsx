import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { StartClient } from '@tanstack/react-start/client'

/**
 * Hydrates once the browser has painted the server-rendered page. The app's script is preloaded and often
 * arrives before the first frame; hydrating straight away put a long task between the parsed HTML and its first
 * paint, so a shopper on a slow phone looked at a blank page that was already there. A hidden tab never paints,
 * and a busy one may paint late: the time-out makes sure hydration happens anyway.
 */
function afterFirstPaint(run: () => void): void {
  let ran = false
  const once = () => {
    if (ran) return
    ran = true
    run()
  }
  if (document.visibilityState === 'hidden') return once()
  // a frame's animation callbacks run just before it paints; a task queued from there runs after it
  requestAnimationFrame(() => setTimeout(once, 0))
  setTimeout(once, 250)
}

afterFirstPaint(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <StartClient />
      </StrictMode>,
    )
  })
})
