import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { StartClient } from '@tanstack/react-start/client'

/**
 * Hydrates once the browser has painted the server-rendered page. The server already adds this script after the
 * first frame (web/server/http/paint-first.ts); this keeps that order wherever the script arrives earlier (a page
 * the rewrite left alone), so hydration's long task never sits between the parsed HTML and its first paint.
 * A hidden tab never paints, and a busy one may paint late: the time-out makes sure hydration happens anyway.
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
