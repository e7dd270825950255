import { afterEach, describe, expect, it } from 'vitest'
import {
  afterFirstInteraction,
  FIRST_INTERACTION_EVENTS,
  resetFirstInteraction,
  watchFirstInteraction,
} from './first-interaction.ts'

afterEach(() => resetFirstInteraction())

/** Whether a caller that starts waiting now runs at once. */
function runsAtOnce(win: Window): boolean {
  let ran = false
  afterFirstInteraction(win, () => (ran = true))
  return ran
}

describe('first interaction', () => {
  it('runs once, at the first tap, click, key or wheel, and not for scrolling', () => {
    for (const type of FIRST_INTERACTION_EVENTS) {
      resetFirstInteraction()
      const win = new EventTarget() as unknown as Window
      let runs = 0
      afterFirstInteraction(win, () => runs++)
      win.dispatchEvent(new Event('scroll'))
      expect(runs).toBe(0)
      win.dispatchEvent(new Event(type))
      win.dispatchEvent(new Event(type))
      expect(runs).toBe(1)
    }
  })

  it('an interaction watched from the start counts for a caller that starts waiting after it', () => {
    const win = new EventTarget() as unknown as Window
    watchFirstInteraction(win)
    win.dispatchEvent(new Event('pointerdown'))
    expect(runsAtOnce(win)).toBe(true)
  })

  it('without an interaction, a watched page makes a later caller wait for one', () => {
    const win = new EventTarget() as unknown as Window
    watchFirstInteraction(win)
    let ran = false
    afterFirstInteraction(win, () => (ran = true))
    expect(ran).toBe(false)
    win.dispatchEvent(new Event('keydown'))
    expect(ran).toBe(true)
  })

  it('after an interaction, a later caller (a page navigated to in the app) runs at once', () => {
    const win = new EventTarget() as unknown as Window
    afterFirstInteraction(win, () => {})
    win.dispatchEvent(new Event('keydown'))
    expect(runsAtOnce(win)).toBe(true)
  })

  it('a cancelled wait never runs', () => {
    const win = new EventTarget() as unknown as Window
    let ran = false
    afterFirstInteraction(win, () => (ran = true))()
    win.dispatchEvent(new Event('pointerdown'))
    expect(ran).toBe(false)
  })
})
