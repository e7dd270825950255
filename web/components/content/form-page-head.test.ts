import { describe, expect, it } from 'vitest'
import { FORM_PAGES, type FormPagePath } from '@domain/forms/form-pages.ts'
import { formPageRoute } from './content-route.ts'

const descriptionOf = (path: FormPagePath, loaderData?: unknown) =>
  (formPageRoute(path).head({ loaderData: loaderData as never }).meta as { name?: string; content?: string }[]).find(
    (m) => m.name === 'description',
  )?.content

describe('form pages describe themselves to search engines (Lighthouse SEO: /trade-in had no meta description)', () => {
  it("every form page has a description: the tenant page's, else the form's introduction, else its title", () => {
    for (const path of Object.keys(FORM_PAGES) as FormPagePath[]) {
      const form = FORM_PAGES[path]
      expect(descriptionOf(path), path).toBe(form.intro ?? `${form.title} with us.`)
      expect(descriptionOf(path, { siteName: 'RideWest Motorcycles', page: null }), path).toBe(
        form.intro ?? `${form.title} with RideWest Motorcycles.`,
      )
      expect(descriptionOf(path, { siteName: 'X', page: { title: 'T', description: 'Ours.' } }), path).toBe('Ours.')
    }
  })
})
