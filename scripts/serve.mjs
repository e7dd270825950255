// Production server: the built TanStack Start handler plus static client assets, on $PORT.
// Start-up validates tenant files and the mode's variables; a problem prints one line each and exits 1.
// WEB_CONCURRENCY above 1 (npm start's default: one per core) runs that many workers on the port (scripts/cluster.mjs).
// SIGTERM (and Ctrl-C): stop accepting, finish the requests in flight, stop the background jobs, close the stores, exit 0.
import cluster from 'node:cluster'
import { serve } from 'srvx'
import { builtFilesMiddleware } from './static-files.mjs'
import { wholeAnswersMiddleware } from './whole-answers.mjs'
import { READY, listenWhenTold, metricsHost, readConcurrency, runPrimary, serveMetrics } from './cluster.mjs'
import { fileURLToPath } from 'node:url'
import { dirname, resolve } from 'node:path'

process.removeAllListeners('warning') // node:sqlite's experimental notice is not news to operators
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
process.chdir(root)
// React and React DOM pick their build from NODE_ENV when first loaded: unset, the server would render every page
// with the development build (prop validation, owner stacks, createTask per element), which costs a large share of a
// page's CPU time.
process.env.NODE_ENV ??= 'production'

const port = Number(process.env.PORT ?? 3000)
const hostname = process.env.HOST ?? '0.0.0.0'
const serving = (extra) =>
  `Serving every demo tenant on http://{slug}.localhost:${port}/ (mode ${process.env.ADAPTERS ?? 'demo'}${extra ? `, ${extra}` : ''}); the site list is at http://localhost:${port}/`

const concurrency = readConcurrency(process.env.WEB_CONCURRENCY, 1)
if (!concurrency.ok) {
  console.error(concurrency.error)
  process.exit(1)
}
if (cluster.isPrimary && concurrency.count > 1) {
  await runPrimary({
    count: concurrency.count,
    serveScript: fileURLToPath(import.meta.url),
    describe: serving,
  })
} else {
  await serveProcess()
}

async function serveProcess() {
  let app
  try {
    app = (await import(resolve(root, 'dist/server/server.js'))).default
  } catch (error) {
    const message = error?.name === 'StartupError' || error?.message ? error.message : String(error)
    console.error(message)
    process.exit(1)
  }

  // built files take their security headers from the app's entry, as its answers do
  const builtFiles = builtFilesMiddleware(resolve(root, 'dist/client'), app.answerHeaders)

  const server = serve({
    port,
    hostname,
    silent: true,
    // SIGTERM is handled below, in order; srvx's own handler would race it (and stays off under tests, hiding that)
    gracefulShutdown: false,
    // the workers each listen on the port (SO_REUSEPORT: the kernel spreads connections over them), together
    reusePort: cluster.isWorker,
    // built assets are sent precompressed by the static middleware itself; everything else is the app's, whose
    // request pipeline (web/server/http/pipeline.ts) does the rest, compression included; its answers that are whole
    // bytes are written as they are (scripts/whole-answers.mjs)
    middleware: [builtFiles, wholeAnswersMiddleware()],
    fetch: (request) => app.fetch(request),
    // listening starts below: in a worker, when the primary says every worker has loaded (scripts/cluster.mjs)
    manual: true,
  })
  if (cluster.isWorker) await listenWhenTold(server)
  else await server.serve()
  await server.ready()
  // a single process serves its own metrics on the internal port; under the cluster the primary does
  const metricsServer =
    cluster.isWorker || !process.env.METRICS_PORT
      ? null
      : await serveMetrics(
          Number(process.env.METRICS_PORT),
          metricsHost(process.env),
          () => app.metrics(),
          'text/plain; version=0.0.4; charset=utf-8',
        )

  let stopping = false
  const stop = async () => {
    if (stopping) return
    stopping = true
    app.drain?.()
    const grace = Number(process.env.SHUTDOWN_GRACE_SECONDS ?? 25) * 1000
    // requests still running after the grace period are cut off: the orchestrator's own kill follows soon after
    const cutOff = setTimeout(() => void server.close(true), grace)
    cutOff.unref()
    // keep-alive connections close as soon as their last answer is out, not when their idle timeout ends
    const idle = setInterval(() => server.node?.server?.closeIdleConnections(), 100)
    idle.unref()
    await server.close()
    clearInterval(idle)
    metricsServer?.close()
    await app.shutdown?.()
    process.exit(0)
  }
  process.on('SIGTERM', () => void stop())
  process.on('SIGINT', () => void stop())
  if (cluster.isWorker) process.send({ type: READY })
  else console.log(serving())
}
