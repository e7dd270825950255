import { EventEmitter } from 'node:events'
import { describe, expect, it } from 'vitest'
import { createProcessOutboxSignal, LEAD_STORED_MESSAGE } from './outbox-signal.ts'

const turn = () => new Promise((r) => setImmediate(r))

describe('the word of stored leads between the workers of one machine', () => {
  it('leads stored in one turn send one message to the parent; the listening worker wakes on it, and on nothing else', async () => {
    const sent: unknown[] = []
    const worker = Object.assign(new EventEmitter(), { send: (m: unknown) => sent.push(m) })
    const signal = createProcessOutboxSignal(worker)
    signal.announce()
    signal.announce()
    await turn()
    signal.announce()
    await turn()
    expect(sent).toEqual([{ type: LEAD_STORED_MESSAGE }, { type: LEAD_STORED_MESSAGE }])

    let woken = 0
    const stop = signal.listen(() => woken++)
    worker.emit('message', { type: LEAD_STORED_MESSAGE })
    worker.emit('message', { type: 'dealer-sites:scrape:reply' })
    worker.emit('message', null)
    expect(woken).toBe(1)
    await stop()
    worker.emit('message', { type: LEAD_STORED_MESSAGE })
    expect(woken).toBe(1)
  })

  it('a process with no parent sends nothing', async () => {
    const alone = new EventEmitter()
    createProcessOutboxSignal(alone).announce()
    await turn()
    expect(alone.listenerCount('message')).toBe(0)
  })
})
