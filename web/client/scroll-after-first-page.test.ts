import { describe, expect, it } from 'vitest'
import { scrollAfterFirstPage } from './scroll-after-first-page.ts'

describe('scrollAfterFirstPage', () => {
  it('leaves the first rendered location where the page is, and restores every later one', () => {
    const restore = scrollAfterFirstPage()
    expect([restore(), restore(), restore()]).toEqual([false, true, true])
  })

  it('counts per router: a second router (a new page load) again skips its first location', () => {
    const first = scrollAfterFirstPage()
    first()
    expect(scrollAfterFirstPage()()).toBe(false)
  })
})
