// npm start's primary (scripts/cluster.mjs) over a stand-in worker (./cluster-worker.mjs), for tests/start-up/cluster.test.ts.
import { fileURLToPath } from 'node:url'
import { runPrimary } from '../../../scripts/cluster.mjs'

await runPrimary({
  count: 2,
  serveScript: fileURLToPath(new URL('./cluster-worker.mjs', import.meta.url)),
  port: 0,
  hostname: '127.0.0.1',
  describe: (extra) => `serving (${extra})`,
})
