import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { composeServerWithPorts } from '../../../web/server/composition/composition.server.ts'
import { startLiveStack } from '../../live/live-stack.ts'

/**
 * The whole server as it boots in live mode against the live stack's loopback providers, with its use cases and
 * a data folder of its own; `env` adds to (or overrides) the stack's variables.
 */
export async function startLiveServer(env: Record<string, string>, name: string) {
  const stack = await startLiveStack()
  const {
    app: server,
    services,
    jobs,
  } = composeServerWithPorts({
    ...stack.env,
    ...env,
    DATA_DIR: mkdtempSync(join(tmpdir(), `${name}-`)),
  })
  return { stack, server, services, jobs }
}
