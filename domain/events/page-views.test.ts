import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { eventById } from './event-catalogue.ts'
import { CONTENT_PAGE_TYPES, contentPageType, pageViewEvent, type PageViewType } from './page-views.ts'

describe('page-view events', () => {
  it.each<[PageViewType, number]>([
    ['home', 1],
    ['special_offers', 4],
    ['ownership', 10],
    ['contact', 11],
    ['about', 12],
  ])('uses the catalogue ids: %s is %i', (type, id) => {
    expect(pageViewEvent(type).id).toBe(id)
  })
  it('maps content paths, with or without /pages/ and trailing slashes', () => {
    expect(contentPageType('/')).toBe('home')
    expect(contentPageType('/pages/about-us')).toBe('about')
    expect(contentPageType('/contact-us/penrose')).toBe('contact')
    expect(contentPageType('/ultratek/')).toBe('ownership')
    expect(contentPageType('/pages/something-new')).toBe('about')
  })
  it('every mapped page type is a page_view event of the catalogue', () => {
    fc.assert(
      fc.property(fc.constantFrom(...(Object.values(CONTENT_PAGE_TYPES) as PageViewType[])), (type) => {
        const event = pageViewEvent(type)
        expect(eventById(event.id)?.kind).toBe('page_view')
      }),
    )
  })
})
