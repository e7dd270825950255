import { describe, expect, it } from 'vitest'
import { keepPartMarkup, keptPartMarkup } from './menu-markup.ts'

const afterRender = () => new Promise<void>((done) => setTimeout(done, 0))

describe('kept menu markup (server)', () => {
  it('is kept from the second render that shows the menu, after that render', async () => {
    keepPartMarkup('menu', 'make|Toyota 9', <legend>Make</legend>)
    await afterRender()
    expect(keptPartMarkup('menu', 'make|Toyota 9')).toBeUndefined()
    keepPartMarkup('menu', 'make|Toyota 9', <legend>Make</legend>)
    expect(keptPartMarkup('menu', 'make|Toyota 9')).toBeUndefined()
    await afterRender()
    expect(keptPartMarkup('menu', 'make|Toyota 9')).toBe('<legend>Make</legend>')
    expect(keptPartMarkup('menu', 'make|Toyota 8')).toBeUndefined()
  })
})
