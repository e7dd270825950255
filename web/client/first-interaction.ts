/**
 * Runs `run` once, at the shopper's first interaction with the page (a tap, click, key or wheel), or at once if
 * they already interacted. Chat and widget scripts wait for it: a shopper who never touches the page never pays
 * for them, and one who does has a page that is already interactive. Scroll is not counted: restoring a scroll
 * position on load is not a person.
 */
export const FIRST_INTERACTION_EVENTS = ['pointerdown', 'keydown', 'touchstart', 'wheel'] as const

type Listening = Pick<Window, 'addEventListener' | 'removeEventListener'>

let interacted = false

export function afterFirstInteraction(win: Listening, run: () => void): () => void {
  if (interacted) {
    run()
    return () => {}
  }
  const options = { capture: true, passive: true } as const
  const stop = () => {
    for (const type of FIRST_INTERACTION_EVENTS) win.removeEventListener(type, onInteraction, options)
  }
  function onInteraction() {
    interacted = true
    stop()
    run()
  }
  for (const type of FIRST_INTERACTION_EVENTS) win.addEventListener(type, onInteraction, options)
  return stop
}

/**
 * Notes the first interaction from the moment the app's code runs, before anything waits for one: a part that starts
 * waiting later (a route's component whose code arrived after the shell hydrated) then runs at once, rather than
 * waiting for a second interaction the shopper may never make.
 */
export function watchFirstInteraction(win: Listening): void {
  afterFirstInteraction(win, () => {})
}

/** for tests: forget that the page was interacted with */
export function resetFirstInteraction(): void {
  interacted = false
}
