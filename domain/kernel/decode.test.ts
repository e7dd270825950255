import { describe, expect, it } from 'vitest'
import { Schema } from 'effect'
import { decodeOrProblem, decodeOrThrow } from './decode.ts'

const Shape = Schema.Struct({ a: Schema.String, n: Schema.Struct({ z: Schema.Number }) })

describe('decodeOrProblem', () => {
  it('answers the value when it fits', () => {
    expect(decodeOrProblem(Shape, { a: 'x', n: { z: 1 } })).toEqual({ ok: true, value: { a: 'x', n: { z: 1 } } })
  })
  it('names the failing field as a dotted path', () => {
    expect(decodeOrProblem(Shape, { a: 'x', n: { z: 'no' } })).toEqual({
      ok: false,
      problem: { path: 'n.z', message: 'Expected number' },
    })
  })
  it('throws one line', () => {
    expect(() => decodeOrThrow(Shape, { a: 1, n: { z: 1 } }, 'file.json')).toThrowError(
      /^file\.json: field "a" Expected string/,
    )
    try {
      decodeOrThrow(Shape, { a: 1, n: { z: 1 } }, 'f')
    } catch (e) {
      expect(String((e as Error).message)).not.toContain('\n')
    }
  })
})
