// A stand-in for scripts/serve.mjs in a worker: it says when it has loaded and when it listens, and nothing else.
// Worker 2 loads slowly, as an app import does on a busy machine. With DIE_ONCE set to a file's path, worker 2 exits
// once, after it first listened, so the primary replaces it.
import { existsSync, writeFileSync } from 'node:fs'
import { READY, listenWhenTold } from '../../../scripts/cluster.mjs'

const index = Number(process.env.WEB_WORKER)
if (index === 2) await new Promise((resolve) => setTimeout(resolve, 700))
console.log(`worker ${index} loaded`)
await listenWhenTold({ serve: async () => console.log(`worker ${index} listens`) })
process.send({ type: READY })
const dieOnce = process.env.DIE_ONCE
if (index === 2 && dieOnce && !existsSync(dieOnce)) {
  writeFileSync(dieOnce, '')
  process.exit(3)
}
// stay up until the primary stops it
setInterval(() => {}, 60_000)
