// Browser tests drive Debian's Chromium (browsers cannot be downloaded here). If it is missing,
// install it when we can (root with apt), else stop with one line saying how.
import { existsSync } from 'node:fs'
import { spawnSync } from 'node:child_process'

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

if (!existsSync(CHROMIUM)) {
  const isRoot = process.getuid?.() === 0
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0
  if (isRoot && hasApt) {
    console.log('Chromium not found: installing Debian chromium with apt-get…')
    const run = (args) =>
      spawnSync('apt-get', args, {
        stdio: ['ignore', 'ignore', 'inherit'],
        env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      })
    run(['update', '-qq'])
    const result = run(['install', '-y', '-qq', 'chromium', 'fonts-dejavu-core'])
    if (result.status !== 0 || !existsSync(CHROMIUM)) {
      console.error(
        'Could not install Chromium: run `sudo apt-get install -y chromium` (browser tests need /usr/bin/chromium).',
      )
      process.exit(1)
    }
  } else {
    console.error(
      'Browser tests need Chromium at /usr/bin/chromium: run `sudo apt-get install -y chromium` (or set CHROMIUM_PATH).',
    )
    process.exit(1)
  }
}
