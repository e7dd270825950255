import { AsyncLocalStorage } from 'node:async_hooks'
import pino from 'pino'
import { redactPersonal } from './redact.ts'
import { readLogLevel } from '../composition/process-environment.ts'

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
 * Written asynchronously, as a blocking write of each request's line would be paid for by every request: lines
 * logged while a write is under way go out together in the next one, nothing waits for a buffer to fill, and pino
 * writes what is left when the process exits. A crash of the machine itself can lose the last lines.
 */
export const log = pino(
  {
    level: readLogLevel(),
    base: { pid: process.pid },
    mixin: () => ({ ...requestScope.getStore() }),
    formatters: { log: (object) => redactPersonal(object) as Record<string, unknown> },
  },
  pino.destination({ dest: 1, sync: false }),
)
