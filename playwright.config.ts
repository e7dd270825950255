import { defineConfig } from '@playwright/test'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { serverNodeOptions } from './scripts/server-node-options.mjs'

/** Ports of the servers the browser tests start: one per adapter mode (E2E_PORT_BASE moves all three, so two runs can share a machine). */
const portBase = Number(process.env.E2E_PORT_BASE ?? 4310)
export const PORTS = { demo: portBase, mock: portBase + 1, live: portBase + 2 } as const
/** where the live fakes tell the tests what they received */
export const LIVE_STATE = join(tmpdir(), `dealer-live-e2e-${PORTS.live}.json`)
const dataDir = (mode: string) => process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), `dealer-e2e-${mode}-`))

const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-quic',
  '--disable-sync',
]

export default defineConfig({
  testDir: 'tests/browser',
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    headless: true,
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
    trace: 'off',
  },
  projects: [
    {
      name: 'demo',
      testIgnore: [/\.mock\.spec\.ts$/, /(^|\/)live[^/]*\.spec\.ts$/],
      use: { baseURL: `http://localhost:${PORTS.demo}` },
    },
    { name: 'mock', testMatch: /\.mock\.spec\.ts$/, use: { baseURL: `http://localhost:${PORTS.mock}` } },
    // live mode against loopback fakes of the dashboard, CRM, Meilisearch and lookup provider
    {
      name: 'live',
      testMatch: /(^|\/)live[^/]*\.spec\.ts$/,
      fullyParallel: false,
      use: { baseURL: `http://localhost:${PORTS.live}` },
    },
  ],
  webServer: [
    ...(['demo', 'mock'] as const).map((mode) => ({
      command: ['node', ...serverNodeOptions(), 'scripts/serve.mjs'].join(' '),
      port: PORTS[mode],
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore' as const,
      stderr: 'pipe' as const,
      env: {
        ADAPTERS: mode,
        TRUST_PROXY: 'loopback',
        PORT: String(PORTS[mode]),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir(mode),
      },
    })),
    {
      command: 'npx tsx tests/live/serve-live.ts',
      port: PORTS.live,
      reuseExistingServer: false,
      timeout: 90_000,
      stdout: 'ignore' as const,
      stderr: 'pipe' as const,
      env: { PORT: String(PORTS.live), LIVE_E2E_STATE: LIVE_STATE },
    },
  ],
})
