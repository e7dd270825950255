import { defineConfig } from '@playwright/test'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/**
 * Browser tests of live mode (`npx playwright test -c playwright.live.config.ts`): the production build with
 * ADAPTERS=live against loopback fakes of every outside service (tests/live/serve-live.ts). Needs `vite build`
 * first, like the other browser tests.
 */
export const LIVE_PORT = 4312
export const LIVE_STATE = join(tmpdir(), `dealer-live-e2e-${LIVE_PORT}.json`)

export default defineConfig({
  testDir: 'tests/browser',
  testMatch: /(^|\/)live[^/]*\.spec\.ts$/,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    headless: true,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-quic', '--disable-sync'],
    },
    trace: 'off',
  },
  projects: [{ name: 'live', use: { baseURL: `http://localhost:${LIVE_PORT}` } }],
  webServer: {
    command: 'npx tsx tests/live/serve-live.ts',
    port: LIVE_PORT,
    reuseExistingServer: false,
    timeout: 90_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: { PORT: String(LIVE_PORT), LIVE_E2E_STATE: LIVE_STATE },
  },
})
