import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { makeCar } from './car.fixture.ts'
import { composeVehicleName, vehicleDisplayName, withDisplayName } from './vehicle-name.ts'

const shown = (name: string, make: string, model: string, badge: string | null) =>
  vehicleDisplayName({ name, make, model, badge })

/** any k words followed by the same k words (case aside): what a shopper reads as a stutter */
const hasBackToBackRepeat = (name: string): boolean => {
  const w = name.toLowerCase().split(/\s+/).filter(Boolean)
  for (let k = 1; 2 * k <= w.length; k++) {
    for (let i = 0; i + 2 * k <= w.length; i++) {
      if (w.slice(i, i + k).join(' ') === w.slice(i + k, i + 2 * k).join(' ')) return true
    }
  }
  return false
}
const containsRun = (name: string, part: string) => ` ${name.toLowerCase()} `.includes(` ${part.toLowerCase()} `)

describe('vehicleDisplayName', () => {
  it.each([
    ['2015 Porsche Macan Macan', 'Porsche', 'Macan', 'Macan', '2015 Porsche Macan'],
    ['2015 Porsche Macan Macan S', 'Porsche', 'Macan', 'Macan S', '2015 Porsche Macan S'],
    ['2024 KTM 390 Duke 390 Duke', 'KTM', '390 Duke', '390 Duke', '2024 KTM 390 Duke'],
    ['2025 Mercedes-Benz GLC GLC 300', 'Mercedes-Benz', 'GLC', 'GLC 300', '2025 Mercedes-Benz GLC 300'],
    [
      '2024 KTM 1390 Super Duke R Super Duke R EVO',
      'KTM',
      '1390 Super Duke R',
      'Super Duke R EVO',
      '2024 KTM 1390 Super Duke R EVO',
    ],
    ['2023 Ducati Monster Monster+', 'Ducati', 'Monster', 'Monster+', '2023 Ducati Monster+'],
    ['2022 GWM Cannon Cannon-L', 'GWM', 'Cannon', 'Cannon-L', '2022 GWM Cannon-L'],
    ['2024 Mazda CX-5 CX-50 Sport', 'Mazda', 'CX-5', 'CX-50 Sport', '2024 Mazda CX-5 CX-50 Sport'],
    ['2022 Honda CB650R cb650r', 'Honda', 'CB650R', 'CB650R', '2022 Honda CB650R'],
    ['2020 Toyota Toyota Corolla Ascent', 'Toyota', 'Corolla', 'Ascent', '2020 Toyota Corolla Ascent'],
    [
      '2021 Land Rover Range Rover Sport HSE',
      'Land Rover',
      'Range Rover Sport',
      'HSE',
      '2021 Land Rover Range Rover Sport HSE',
    ],
    ['2021 Land Rover Range Rover', 'Land Rover', 'Range Rover', null, '2021 Land Rover Range Rover'],
    ['2020 Toyota Corolla Ascent Sport', 'Toyota', 'Corolla', 'Ascent Sport', '2020 Toyota Corolla Ascent Sport'],
    ['  2019   Mazda CX-5  Touring ', 'Mazda', 'CX-5', 'Touring', '2019 Mazda CX-5 Touring'],
  ])('%s (make %s, model %s, badge %s) → %s', (name, make, model, badge, expected) => {
    expect(shown(name, make, model, badge)).toBe(expected)
  })

  it('keeps a car whose name is already right as the same object', () => {
    const car = makeCar()
    expect(withDisplayName(car)).toBe(car)
    expect(
      withDisplayName(
        makeCar({ name: '2015 Porsche Macan Macan S', make: 'Porsche', model: 'Macan', badge: 'Macan S' }),
      ).name,
    ).toBe('2015 Porsche Macan S')
  })

  // small vocabularies so models and badges collide often, as they do in real feeds
  const word = fc.constantFrom('Range', 'Rover', 'Macan', 'S', 'GTS', '390', 'Duke', 'Sport', 'Land', 'GLC', '300')
  const phrase = fc.array(word, { minLength: 1, maxLength: 3 }).map((w) => w.join(' '))
  const year = fc.integer({ min: 1990, max: 2030 })

  it('is idempotent', () => {
    fc.assert(
      fc.property(year, phrase, phrase, fc.option(phrase), (y, make, model, badge) => {
        const once = shown(`${y} ${make} ${model} ${badge ?? ''}`, make, model, badge)
        return shown(once, make, model, badge) === once
      }),
    )
  })

  it('a badge that starts with the model shows the model once: year, make, badge', () => {
    fc.assert(
      fc.property(
        year,
        fc.constantFrom('Porsche', 'KTM', 'Land Rover'),
        phrase,
        fc.option(phrase, { nil: '' }),
        (y, make, model, extra) => {
          const badge = `${model} ${extra}`.trim()
          // the premise: the badge's own words do not stutter, nor do the make's and the model's
          fc.pre(!hasBackToBackRepeat(`${make} ${badge}`))
          expect(composeVehicleName(y, make, model, badge)).toBe(`${y} ${make} ${badge}`)
        },
      ),
    )
  })

  it('only words repeated back to back go: a name without such a repeat is kept as it is', () => {
    fc.assert(
      fc.property(year, phrase, phrase, fc.option(phrase), (y, make, model, badge) => {
        const name = `${y} ${make} ${model}${badge ? ` ${badge}` : ''}`
        fc.pre(!hasBackToBackRepeat(name))
        expect(shown(name, make, model, badge)).toBe(name)
      }),
    )
  })

  it('the shown name still contains the model and the badge, and nothing of the model or badge repeats back to back', () => {
    fc.assert(
      fc.property(
        year,
        fc.constantFrom('Porsche', 'Mercedes-Benz', 'KTM'),
        phrase,
        fc.option(phrase, { nil: null }),
        (y, make, model, badge) => {
          // the premise: no word comes twice within the model or within the badge (as in real model and badge names)
          const distinct = (p: string) => new Set(p.toLowerCase().split(' ')).size === p.split(' ').length
          fc.pre(distinct(model) && (badge === null || distinct(badge)))
          const out = composeVehicleName(y, make, model, badge)
          expect(containsRun(out, model) || (badge !== null && containsRun(badge, model))).toBe(true)
          if (badge !== null) expect(containsRun(out, badge)).toBe(true)
          // the words after the model never start with its last word again
          const w = out.toLowerCase().split(' ')
          const m = model.toLowerCase().split(' ')
          for (let i = 0; i + m.length < w.length; i++) {
            if (m.every((x, j) => w[i + j] === x)) expect(w[i + m.length]).not.toBe(m.at(-1))
          }
        },
      ),
    )
  })
})
