import { describe, expect, it } from 'vitest'
import { scrollAfterFirstPage } from './scroll-after-first-page.ts'

describe('scrollAfterFirstPage', () => {
  it('leaves the first rendered location where the page is, noting that place once, and restores every later one', () => {
    let noted = 0
    const restore = scrollAfterFirstPage(() => noted++)
    expect([restore(), restore(), restore()]).toEqual([false, true, true])
    expect(noted).toBe(1)
  })

  it('counts per router: a second router (a new page load) again skips its first location', () => {
    const first = scrollAfterFirstPage(() => {})
    first()
    expect(scrollAfterFirstPage(() => {})()).toBe(false)
  })
})
