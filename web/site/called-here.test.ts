import { describe, expect, it } from 'vitest'
import { runWithStartContext } from '@tanstack/start-storage-context'
import { StoreUnavailableError, STORE_UNAVAILABLE_MESSAGE } from '@domain/ports/store-unavailable.ts'
import type { RequestContext } from '../server/request-context.ts'
import { calledHere } from './called-here.ts'

/** The request's context after the global request middleware, as Start's handler keeps it for the request. */
const requestContext = { app: { name: 'the composed app' } } as unknown as RequestContext
const inRequest = <T>(work: () => Promise<T>): Promise<T> =>
  runWithStartContext({ contextAfterGlobalMiddlewares: requestContext } as never, work)

describe('a server function handler called in the server render', () => {
  it('gets the input through the validator and the request context of the request being served', async () => {
    const seen: unknown[] = []
    const call = calledHere(
      async ({ data, context }: { data: { slug: string }; context: RequestContext }) => {
        seen.push(data, context)
        return 'answer'
      },
      (raw) => ({ slug: String((raw as { slug?: unknown }).slug).slice(0, 3) }),
    )
    await expect(inRequest(() => call({ data: { slug: 'abcdef', extra: true } }))).resolves.toBe('answer')
    expect(seen).toEqual([{ slug: 'abc' }, requestContext])
    expect(seen[1]).toBe(requestContext)
  })

  it('rejects with the store outage answer (503, Retry-After) when the handler met the store out of reach', async () => {
    const call = calledHere(async () => {
      throw new Error('reading the stock failed', { cause: new StoreUnavailableError('connection refused') })
    })
    const thrown = await inRequest(() => call()).catch((error: unknown) => error)
    expect(thrown).toBeInstanceOf(Response)
    const answer = thrown as Response
    expect([answer.status, answer.headers.get('retry-after'), await answer.json()]).toEqual([
      503,
      '5',
      { error: STORE_UNAVAILABLE_MESSAGE },
    ])
  })

  it('rejects with any other error as the handler threw it', async () => {
    const failure = new Error('Not found')
    const call = calledHere(async () => {
      throw failure
    })
    await expect(inRequest(() => call())).rejects.toBe(failure)
  })
})
