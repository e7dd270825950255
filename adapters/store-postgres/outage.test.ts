import { describe, expect, it } from 'vitest'
import { isStoreUnavailable, StoreUnavailableError } from '@domain/ports/store-unavailable.ts'
import { asStoreError, isOutage } from './outage.ts'

const coded = (message: string, code: string) => Object.assign(new Error(message), { code })

describe('a driver error as the store port sees it', () => {
  it.each([
    ['a refused connection', coded('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['a reset socket', coded('read ECONNRESET', 'ECONNRESET')],
    ['the server shutting down (57P01)', coded('terminating connection due to administrator command', '57P01')],
    ['the server starting up (57P03)', coded('the database system is starting up', '57P03')],
    ['a connection exception (08006)', coded('connection failure', '08006')],
    ['too many connections (53300)', coded('sorry, too many clients already', '53300')],
    ["pg's cut connection", new Error('Connection terminated unexpectedly')],
    ["pg's connect timeout", new Error('timeout exceeded when trying to connect')],
    ['every address refused', new AggregateError([coded('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')], '')],
  ])('%s is the store unavailable, naming the cause', (_, error) => {
    expect(isOutage(error)).toBe(true)
    const mapped = asStoreError(error)
    expect(mapped).toBeInstanceOf(StoreUnavailableError)
    expect(isStoreUnavailable(mapped)).toBe(true)
    expect((mapped as Error).cause).toBe(error)
  })

  it.each([
    ['a unique violation (23505)', coded('duplicate key value violates unique constraint', '23505')],
    ['a syntax error (42601)', coded('syntax error at or near "SELEC"', '42601')],
    ['a serialization failure (40001)', coded('could not serialize access', '40001')],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
  ])('%s is thrown as it came', (_, error) => {
    expect(isOutage(error)).toBe(false)
    expect(asStoreError(error)).toBe(error)
    expect(isStoreUnavailable(error)).toBe(false)
  })

  it('is found through a cause (a use case wrapping the store error)', () => {
    expect(
      isStoreUnavailable(
        new Error('reserve failed', { cause: new StoreUnavailableError('PostgreSQL is unreachable') }),
      ),
    ).toBe(true)
  })
})
