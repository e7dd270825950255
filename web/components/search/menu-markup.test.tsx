import { describe, expect, it } from 'vitest'
import { keepMenuMarkup, keptMenuMarkup } from './menu-markup.ts'

const afterRender = () => new Promise<void>((done) => setTimeout(done, 0))

describe('kept menu markup (server)', () => {
  it('is kept from the second render that shows the menu, after that render', async () => {
    keepMenuMarkup('make|Toyota 9', <legend>Make</legend>)
    await afterRender()
    expect(keptMenuMarkup('make|Toyota 9')).toBeUndefined()
    keepMenuMarkup('make|Toyota 9', <legend>Make</legend>)
    expect(keptMenuMarkup('make|Toyota 9')).toBeUndefined()
    await afterRender()
    expect(keptMenuMarkup('make|Toyota 9')).toBe('<legend>Make</legend>')
    expect(keptMenuMarkup('make|Toyota 8')).toBeUndefined()
  })
})
