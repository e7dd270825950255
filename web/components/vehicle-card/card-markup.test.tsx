import { describe, expect, it } from 'vitest'
import type { PublicSite } from '@domain/tenancy/public-site.schema.ts'
import { keepCardMarkup, keptCardMarkup } from './card-markup.ts'
import type { VehicleCardModel } from '@domain/cars/vehicle-card-model.ts'

// only their identity matters to the cache
const site = () => ({}) as PublicSite
const model = () => ({}) as VehicleCardModel
const afterRender = () => new Promise<void>((done) => setTimeout(done, 0))

function Broken(): never {
  throw new Error('no render')
}

describe('kept card markup (server)', () => {
  it('is made after the current render, per site, model and variant', async () => {
    const [s, m] = [site(), model()]
    keepCardMarkup(
      s,
      m,
      '130',
      <p className="a">
        Card <b>1</b>
      </p>,
    )
    expect(keptCardMarkup(s, m, '130')).toBeUndefined()
    await afterRender()
    expect(keptCardMarkup(s, m, '130')).toBe('<p class="a">Card <b>1</b></p>')
    expect(keptCardMarkup(s, m, '030')).toBeUndefined()
    expect(keptCardMarkup(s, model(), '130')).toBeUndefined()
    expect(keptCardMarkup(site(), m, '130')).toBeUndefined()
  })

  it('keeps the first markup of a variant', async () => {
    const [s, m] = [site(), model()]
    keepCardMarkup(s, m, '130', <p>first</p>)
    keepCardMarkup(s, m, '130', <p>second</p>)
    await afterRender()
    expect(keptCardMarkup(s, m, '130')).toBe('<p>first</p>')
  })

  it('keeps nothing for a body that fails to render, and may keep it later', async () => {
    const [s, m] = [site(), model()]
    keepCardMarkup(s, m, '130', <Broken />)
    await afterRender()
    expect(keptCardMarkup(s, m, '130')).toBeUndefined()
    keepCardMarkup(s, m, '130', <p>now</p>)
    await afterRender()
    expect(keptCardMarkup(s, m, '130')).toBe('<p>now</p>')
  })
})
