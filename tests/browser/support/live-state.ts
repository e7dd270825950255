import { existsSync, readFileSync } from 'node:fs'
import { LIVE_STATE } from '../../../playwright.config.ts'

/** The loopback fakes of the live stack (tests/live/live-stack.ts). */
export type LiveServer = 'dashboard' | 'crm' | 'provider' | 'meili' | 'payments' | 'mailbox' | 'turnstile'

/** Where one live fake listens, as the 'live' project's web server (tests/live/serve-live.ts) wrote it at start. */
export function liveServer(server: LiveServer): string {
  if (!existsSync(LIVE_STATE)) throw new Error(`no live e2e state at ${LIVE_STATE}: run the 'live' Playwright project`)
  const url = (JSON.parse(readFileSync(LIVE_STATE, 'utf8')) as Partial<Record<LiveServer, string>>)[server]
  if (!url) throw new Error(`the live stack has no ${server}: restart the live web server`)
  return url
}

/** A request a live fake received, as its `/__received` lists it. */
export interface Seen {
  method: string
  url: string
  json: any
  authorization: string | null
  origin?: string | null
}
