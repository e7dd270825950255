import type { ChatConversationPort, ChatMessage } from '@domain/ports/chat.port.ts'
import type { AnalyticsPort } from '@domain/ports/analytics.port.ts'

/** SPEC §9 webchat events. */
export const WEBCHAT_STARTED_EVENT = { id: 54, name: 'webchat_started' } as const
export const WEBCHAT_LEAD_EVENT = { id: 55, name: 'webchat_lead' } as const

export type { ChatMessage }
export type DemoChat = ChatConversationPort

export interface DemoChatOptions {
  readonly analytics: AnalyticsPort
  readonly greeting: string
  readonly data?: Record<string, unknown>
}

/**
 * The conversation for demo and mock modes: a local conversation with canned dealer replies (no third party), firing the
 * same webchat events a hosted widget would.
 */
export function createDemoChat({ analytics, greeting, data = {} }: DemoChatOptions): DemoChat {
  let log: ChatMessage[] = [{ from: 'dealer', text: greeting }]
  let started = false
  let lead = false
  const listeners = new Set<() => void>()
  const notify = () =>
    listeners.forEach((l) => {
      l()
    })
  return {
    messages: () => log,
    send(text) {
      const clean = text.trim()
      if (clean === '') return
      if (!started) {
        started = true
        analytics.track({ ...WEBCHAT_STARTED_EVENT, data })
      }
      log = [
        ...log,
        { from: 'visitor', text: clean },
        { from: 'dealer', text: 'Thanks! Leave your name and number and our team will get back to you shortly.' },
      ]
      notify()
    },
    leaveDetails(details) {
      // details only count inside a conversation the visitor started
      if (lead || !started || details.name.trim() === '' || details.phone.trim() === '') return
      lead = true
      analytics.track({ ...WEBCHAT_LEAD_EVENT, data })
      log = [...log, { from: 'dealer', text: `Thanks ${details.name.trim()}, we will call you soon.` }]
      notify()
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
