import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import type { AnalyticsEvent } from '@domain/ports/analytics.port.ts'
import { createDemoChat } from './chat-demo.ts'

const setup = () => {
  const events: AnalyticsEvent[] = []
  const chat = createDemoChat({ analytics: { track: (e) => events.push(e) }, greeting: 'Hi' })
  return { chat, events }
}

describe('demo chat', () => {
  it('starts with the dealer greeting', () => {
    expect(setup().chat.messages()).toEqual([{ from: 'dealer', text: 'Hi' }])
  })
  it('the first message fires 54, contact details fire 55, each once', () => {
    const { chat, events } = setup()
    chat.send('  ')
    expect(events).toEqual([])
    chat.send('Is the Ranger available?')
    chat.send('And the price?')
    chat.leaveDetails({ name: 'Sam', phone: '0412345678' })
    chat.leaveDetails({ name: 'Sam', phone: '0412345678' })
    expect(events.map((e) => e.id)).toEqual([54, 55])
    expect(
      chat
        .messages()
        .filter((m) => m.from === 'visitor')
        .map((m) => m.text),
    ).toEqual(['Is the Ranger available?', 'And the price?'])
  })
  it('listeners hear every change until they unsubscribe', () => {
    const { chat } = setup()
    let heard = 0
    const stop = chat.subscribe(() => {
      heard += 1
    })
    chat.send('hi')
    chat.leaveDetails({ name: 'Sam', phone: '0412345678' })
    stop()
    chat.send('still there?')
    expect(heard).toBe(2)
  })
  it('property: 54 at most once and always before 55', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            fc.string().map((t) => ({ send: t })),
            fc.record({ name: fc.string(), phone: fc.string() }),
          ),
        ),
        (actions) => {
          const { chat, events } = setup()
          for (const a of actions) 'send' in a ? chat.send(a.send) : chat.leaveDetails(a)
          const ids = events.map((e) => e.id)
          expect(ids.filter((i) => i === 54).length).toBeLessThanOrEqual(1)
          expect(ids.filter((i) => i === 55).length).toBeLessThanOrEqual(1)
          if (ids.includes(55) && ids.includes(54)) expect(ids.indexOf(54)).toBeLessThan(ids.indexOf(55))
        },
      ),
    )
  })
})
