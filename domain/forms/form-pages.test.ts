import { describe, expect, it } from 'vitest'
import { FORM_KINDS } from './form-field.ts'
import { FORM_PAGES, formPageOf } from './form-pages.ts'
import { FORM_PAGE_PATHS } from '../links/pages-path.ts'

describe('form pages', () => {
  it('every form page is on the /pages/ list, with a form the forms registry knows', () => {
    for (const [path, entry] of Object.entries(FORM_PAGES)) {
      expect(FORM_PAGE_PATHS).toContain(path)
      expect(FORM_KINDS).toContain(entry.kind)
    }
  })

  it('a /pages/ route shows the form of the page without the prefix; an unknown path is a bug', () => {
    expect(formPageOf('/pages/book-a-service')).toBe(FORM_PAGES['/book-a-service'])
    expect(() => formPageOf('/about-us')).toThrow()
  })
})
