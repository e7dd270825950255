import { afterEach, describe, expect, it, vi } from 'vitest'
import type { MouseEvent } from 'react'
import { appNavigableClick } from './app-click.ts'

const click = (over: Partial<MouseEvent> = {}) =>
  ({
    button: 0,
    metaKey: false,
    ctrlKey: false,
    shiftKey: false,
    altKey: false,
    defaultPrevented: false,
    ...over,
  }) as MouseEvent

const pageMarked = (hydrated: boolean) =>
  vi.stubGlobal('document', { documentElement: { dataset: hydrated ? { hydrated: 'true' } : {} } })

afterEach(() => vi.unstubAllGlobals())

describe('a click the app navigates itself', () => {
  it('is a plain main-button click once the page has hydrated', () => {
    pageMarked(true)
    expect(appNavigableClick(click())).toBe(true)
  })

  it('is left to the browser before hydration, with a modifier key, another button, or when already handled', () => {
    pageMarked(false)
    expect(appNavigableClick(click())).toBe(false)
    pageMarked(true)
    for (const over of [
      { metaKey: true },
      { ctrlKey: true },
      { shiftKey: true },
      { altKey: true },
      { button: 1 },
      { defaultPrevented: true },
    ]) {
      expect(appNavigableClick(click(over))).toBe(false)
    }
  })
})
