import { describe, expect, it } from 'vitest'
import { spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { built, root, tenantsWith } from '../security/support/production-server.ts'

const serve = join(root, 'scripts/serve.mjs')

/** Starts the production server and answers how it ended (or that it came up and was stopped). */
function start(env: Record<string, string>): Promise<{ code: number | null; stderr: string; stdout: string }> {
  return new Promise((done) => {
    const child = spawn(process.execPath, [serve], {
      cwd: root,
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: mkdtempSync(join(tmpdir(), 'startup-')), ...env },
    })
    let stderr = ''
    let stdout = ''
    child.stderr.on('data', (d) => (stderr += d))
    child.stdout.on('data', (d) => {
      stdout += d
      if (stdout.includes('Serving')) child.kill('SIGTERM')
    })
    const timer = setTimeout(() => child.kill('SIGKILL'), 30_000)
    child.on('exit', (code) => {
      clearTimeout(timer)
      done({ code, stderr, stdout })
    })
  })
}

/** Every variable live mode requires, set (its services answer nowhere: the server stops before asking them). */
const LIVE = {
  ADAPTERS: 'live',
  DASHBOARD_URL: 'http://127.0.0.1:9',
  DASHBOARD_USERNAME: 'u',
  DASHBOARD_PASSWORD: 'p',
  LEADS_API_URL: 'http://127.0.0.1:9',
  MEILISEARCH_HOST: 'http://127.0.0.1:9',
  MEILISEARCH_API_KEY: 'k',
  SESSION_SECRET: 's'.repeat(40),
}

// Needs the production build (npm test builds first); outside CI a developer may run Vitest alone.
describe.skipIf(!built && !process.env.CI)('server start-up', () => {
  it('starts with the shipped tenants', async () => {
    const result = await start({})
    expect(result.stdout).toContain('Serving')
    expect(result.stderr).toBe('')
  })

  it('stops on a bad tenant file with one line naming the file, the field and the problem', async () => {
    const dir = tenantsWith('demo-motors', (file) => {
      file.site.locations[0].address.city = 42
    })
    const result = await start({ TENANTS_DIR: dir })
    expect(result.code).toBe(1)
    const lines = result.stderr.trim().split('\n')
    expect(lines).toHaveLength(1)
    expect(lines[0]).toContain('demo-motors.json')
    expect(lines[0]).toMatch(/site\.locations(\.0|\[0\])\.address\.city/)
    expect(lines[0]).toMatch(/Expected string/)
  })

  it('refuses live mode with one line per missing variable', async () => {
    const result = await start({ ADAPTERS: 'live', DASHBOARD_URL: 'http://127.0.0.1:9', DASHBOARD_USERNAME: 'u' })
    expect(result.code).toBe(1)
    const lines = result.stderr.trim().split('\n')
    expect(lines).toEqual([
      'Missing environment variable DASHBOARD_PASSWORD (live mode): dashboard basic-auth password',
      'Missing environment variable LEADS_API_URL (live mode): CRM base URL receiving POST/PUT /api/leads',
      'Missing environment variable MEILISEARCH_HOST (live mode): default search host for tenants without their own',
      'Missing environment variable MEILISEARCH_API_KEY (live mode): search admin key: mints tenant tokens, never sent to browsers',
      'Missing environment variable SESSION_SECRET (live mode): signs shopper session cookies (at least 32 characters)',
    ])
  })

  it('refuses live mode without a mail server while tenants sign shoppers in: one line per variable, naming them', async () => {
    const result = await start(LIVE)
    expect(result.code).toBe(1)
    expect(result.stderr.trim().split('\n')).toEqual([
      'Missing environment variable SMTP_URL (live mode): tenants demo-motors, metro-auto-group, subscribe-cars sign shoppers in with emailed codes',
      'Missing environment variable MAIL_FROM (live mode): tenants demo-motors, metro-auto-group, subscribe-cars sign shoppers in with emailed codes',
    ])
  })

  it('refuses live mode with a stand-in and no QA_TOKEN, in one line naming it', async () => {
    const mailbox = await start({ ...LIVE, ADAPTER_MAIL: 'mailbox' })
    expect(mailbox.code).toBe(1)
    expect(mailbox.stderr.trim().split('\n')).toEqual([
      'Missing environment variable QA_TOKEN (live mode): ADAPTER_MAIL=mailbox is a stand-in whose QA pages under /mock answer only requests carrying QA_TOKEN',
    ])
    const two = await start({ ...LIVE, ADAPTER_MAIL: 'mailbox', ADAPTER_LEADS: 'mock', QA_TOKEN: ' ' })
    expect(two.code).toBe(1)
    expect(two.stderr.trim().split('\n')).toEqual([
      'Missing environment variable QA_TOKEN (live mode): ADAPTER_LEADS=mock, ADAPTER_MAIL=mailbox are stand-ins whose QA pages under /mock answer only requests carrying QA_TOKEN',
    ])
  })

  it('refuses a shared database without the secrets instances must share, in one line', async () => {
    const result = await start({
      DATABASE_URL: 'postgres://app:pw@127.0.0.1:1/dealers',
      SESSION_SECRET: '',
      CAPTCHA_SECRET: '',
    })
    expect(result.code).toBe(1)
    expect(result.stderr.trim().split('\n')).toEqual([
      'DATABASE_URL is set: instances sharing it need SESSION_SECRET and CAPTCHA_SECRET (at least 32 characters each, the same on every instance)',
    ])
  })
})
