import type { OutboxSignalPort } from '@domain/ports/leads.port.ts'

/**
 * The message a worker of `npm start` sends its primary when it stored a lead; the primary (scripts/cluster.mjs)
 * hands it to the worker running the delivery loop. The embedded store has no notifications of its own, and the
 * workers of one machine share it through one file, so the word goes through the process that forked them.
 */
export const LEAD_STORED_MESSAGE = 'dealer-sites:lead-stored'

/** The IPC channel of a forked process (Node's `process`): `send` only exists when a parent listens. */
export interface ProcessChannel {
  readonly send?: (message: unknown) => unknown
  on(event: 'message', listener: (message: unknown) => void): unknown
  off(event: 'message', listener: (message: unknown) => void): unknown
}

/**
 * The word of stored leads between the workers of one machine. A process without a parent (one `node
 * scripts/serve.mjs`) sends nothing: its own loop is kicked directly. Leads stored in one turn of the event loop
 * send one message.
 */
export function createProcessOutboxSignal(channel: ProcessChannel): OutboxSignalPort {
  let queued = false
  return {
    announce() {
      if (!channel.send || queued) return
      queued = true
      setImmediate(() => {
        queued = false
        channel.send?.({ type: LEAD_STORED_MESSAGE })
      })
    },
    listen(wake) {
      const onMessage = (message: unknown) => {
        if ((message as { type?: unknown } | null)?.type === LEAD_STORED_MESSAGE) wake()
      }
      channel.on('message', onMessage)
      return async () => {
        channel.off('message', onMessage)
      }
    },
  }
}
