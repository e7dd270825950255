import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { makeLeadPayload } from './testing/lead-fixture.ts'
import { CONTROL_CHARACTER, controlCharacterField } from './lead-text.ts'
import type { LeadPayload } from './lead-payload.schema.ts'

/** Every C0 control character but tab, line feed and carriage return. */
const control = fc
  .integer({ min: 0, max: 0x1f })
  .filter((c) => c !== 0x09 && c !== 0x0a && c !== 0x0d)
  .map((c) => String.fromCharCode(c))
// biome-ignore lint/suspicious/noControlCharactersInRegex: the texts around the control character have none
const plain = fc.string({ maxLength: 30 }).map((s) => s.replace(/[\u0000-\u001f]/g, ''))
const breaks = fc.array(fc.constantFrom('\t', '\n', '\r\n', 'a', ' ', 'é'), { maxLength: 10 }).map((a) => a.join(''))

/** Where a text can sit in a lead, and the path a problem there names. */
const PLACES: ReadonlyArray<readonly [string, (text: string) => Partial<LeadPayload>]> = [
  ['lead.name', (t) => ({ name: t })],
  ['lead.first_name', (t) => ({ first_name: t })],
  ['lead.email', (t) => ({ email: t })],
  ['lead.phone', (t) => ({ phone: t })],
  ['lead.message', (t) => ({ message: t })],
  ['lead.category', (t) => ({ category: t })],
  ['lead.Vehicle Make', (t) => ({ 'Vehicle Make': t })],
  ['lead.user_agent', (t) => ({ user_agent: t })],
  ['lead.visited_pages[1]', (t) => ({ visited_pages: ['/', t] })],
  ['lead.additional_services[0]', (t) => ({ additional_services: [t] })],
  ['lead.linked_query_params.gclid', (t) => ({ linked_query_params: { gclid: t } })],
  ['lead.extra.position', (t) => ({ extra: { position: t } })],
  ['lead.attachments[0].name', (t) => ({ attachments: [{ field: 'resume', upload_id: 'x', name: t }] })],
]

describe('control characters in a lead', () => {
  it('any C0 control character but tab and line breaks, anywhere in any text, is named with its field', () => {
    fc.assert(
      fc.property(fc.constantFrom(...PLACES), plain, control, plain, ([path, place], before, c, after) => {
        expect(controlCharacterField(makeLeadPayload(place(`${before}${c}${after}`)))).toEqual({
          field: path,
          message: CONTROL_CHARACTER(c.charCodeAt(0)),
        })
      }),
      { numRuns: 500 },
    )
  })

  it('tabs and line breaks as a shopper types them are text', () => {
    fc.assert(
      fc.property(fc.constantFrom(...PLACES), breaks, ([, place], t) => {
        expect(controlCharacterField(makeLeadPayload(place(t)))).toBeNull()
      }),
    )
  })

  it('a NUL is named as U+0000; a key of a map with one names the map', () => {
    expect(controlCharacterField(makeLeadPayload({ message: 'hi\u0000there' }))).toEqual({
      field: 'lead.message',
      message: 'must not contain control characters (found U+0000)',
    })
    expect(controlCharacterField(makeLeadPayload({ extra: { 'a\u001bb': 'x' } }))).toEqual({
      field: 'lead.extra',
      message: 'has a key that must not contain control characters (found U+001B)',
    })
  })
})
