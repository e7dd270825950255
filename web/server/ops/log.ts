import { AsyncLocalStorage } from 'node:async_hooks'
import pino from 'pino'
import { redactPersonal } from './redact.ts'

/** What every log line written while a request is served carries: its id, tenant and route pattern. */
export interface RequestScope {
  readonly requestId: string
  readonly tenant: string
  readonly route: string
}

export const requestScope = new AsyncLocalStorage<RequestScope>()

/**
 * The server's logger: one JSON object a line on stdout (pino), with the current request's id, tenant and route
 * mixed in, and secrets and personal data redacted. `LOG_LEVEL` (default `info`; `warn` under tests).
 */
export const log = pino({
  level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === 'test' ? 'warn' : 'info'),
  base: { pid: process.pid },
  mixin: () => ({ ...requestScope.getStore() }),
  formatters: { log: (object) => redactPersonal(object) as Record<string, unknown> },
})
