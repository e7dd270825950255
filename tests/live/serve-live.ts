// The live end-to-end server: loopback fakes of the dashboard, CRM, lookup provider, Meilisearch, the payment
// providers and the mail server (SMTP), then the production build (`scripts/serve.mjs`) in live mode pointed at
// them. Run with `npx tsx tests/live/serve-live.ts` (Playwright's live config does). Writes the fakes' addresses
// to LIVE_E2E_STATE for the browser tests.
import { spawn } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { startLiveStack } from './live-stack.ts'
import { serverNodeOptions } from '../../scripts/server-node-options.mjs'

const root = resolve(import.meta.dirname, '../..')
const port = process.env.PORT ?? '4312'
const statePath = process.env.LIVE_E2E_STATE ?? join(tmpdir(), `dealer-live-e2e-${port}.json`)

const stack = await startLiveStack()
writeFileSync(
  statePath,
  JSON.stringify({
    dashboard: stack.dashboard.url,
    crm: stack.crm.url,
    provider: stack.provider.url,
    meili: stack.meili.url,
    payments: stack.payments.url,
    mailbox: stack.mailbox.url,
    turnstile: stack.turnstile.url,
  }),
)

const child = spawn(process.execPath, [...serverNodeOptions(), join(root, 'scripts/serve.mjs')], {
  cwd: root,
  env: {
    ...process.env,
    ...stack.env,
    TRUST_PROXY: 'loopback',
    PORT: port,
    HOST: '127.0.0.1',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'dealer-live-e2e-data-')),
  },
  stdio: ['ignore', 'inherit', 'inherit'],
})

let stopping = false
const stop = async (code: number) => {
  if (stopping) return
  stopping = true
  if (child.exitCode === null) child.kill('SIGTERM')
  await stack.close()
  process.exit(code)
}
child.on('exit', (code) => void stop(code ?? 1))
process.on('SIGTERM', () => void stop(0))
process.on('SIGINT', () => void stop(0))
