// Runs a command on a busy machine: one CPU-bound thread per core spins beside it for as long as it runs, at the
// same priority, so every test has to wait for what a person would see rather than for time.
//
//   npm run test:busy                      (the browser suite, after a build)
//   node scripts/busy.mjs -- npm test      (any command)
//
// Prints the load average while it ran and exits with the command's own code.
import { spawn } from 'node:child_process'
import { availableParallelism, loadavg } from 'node:os'
import { Worker } from 'node:worker_threads'

const separator = process.argv.indexOf('--')
const [command, ...args] = separator > 0 ? process.argv.slice(separator + 1) : ['npx', 'playwright', 'test']
const burners = Number(process.env.BUSY_THREADS ?? availableParallelism())

// Each burner does integer work in a tight loop and never yields: a core's worth of CPU each.
const spin = 'let x = 0; for (;;) { x = (x * 1103515245 + 12345) | 0 }'
const threads = Array.from({ length: burners }, () => new Worker(spin, { eval: true }))

const peaks = []
const sampler = setInterval(() => peaks.push(loadavg()[0]), 5_000)
const started = Date.now()
console.log(`busy: ${burners} CPU-bound threads beside \`${[command, ...args].join(' ')}\``)

const child = spawn(command, args, { stdio: 'inherit', env: process.env })
child.on('exit', async (code, signal) => {
  clearInterval(sampler)
  await Promise.all(threads.map((t) => t.terminate()))
  const mean = peaks.length ? peaks.reduce((a, b) => a + b, 0) / peaks.length : loadavg()[0]
  const minutes = ((Date.now() - started) / 60_000).toFixed(1)
  console.log(
    `busy: ${minutes} min, 1-minute load average ${mean.toFixed(1)} on ${availableParallelism()} cores (mean of samples), exit ${code ?? signal}`,
  )
  process.exit(code ?? 1)
})
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig))
