import { describe, expect, it } from 'vitest'
import { EVENT_CATALOGUE } from '../events/event-catalogue.ts'
import { FORM_KINDS } from './form-field.ts'
import { FORM_SHAPES, FORM_TRAITS } from './form-definitions.ts'

describe('the forms registry', () => {
  it('has a shape and traits for every kind, and nothing else', () => {
    expect(Object.keys(FORM_SHAPES).sort()).toEqual([...FORM_KINDS].sort())
    expect(Object.keys(FORM_TRAITS).sort()).toEqual([...FORM_KINDS].sort())
  })

  it('names only catalogue events as submission events (SPEC §9)', () => {
    const keys = new Set(EVENT_CATALOGUE.map((event) => event.key))
    for (const kind of FORM_KINDS) {
      const event = FORM_TRAITS[kind].submissionEvent
      if (event !== null) expect(keys, `${kind}: ${event}`).toContain(event)
    }
  })

  it('offers booking slots on the service booking and the test drive only, the rego lookup on vehicle forms', () => {
    expect(FORM_KINDS.filter((kind) => FORM_TRAITS[kind].booking !== null)).toEqual(['test-drive', 'service-booking'])
    expect(FORM_KINDS.filter((kind) => FORM_TRAITS[kind].regoLookup)).toEqual([
      'trade-in',
      'trade-in-four-step',
      'service-booking',
      'sell-my-car',
    ])
  })
})
