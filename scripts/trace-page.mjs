// Main-thread work of a page load in Chromium: the long tasks and total blocking time from a performance trace (the
// trace events Lighthouse reads, without its network simulation), which hold up better than Lighthouse's score on
// a busy machine.
//
//   node scripts/trace-page.mjs URL [--runs 5] [--throttle 4] [--warmup 1] [--profile out.cpuprofile] [--top 25]
// The URL's host names the tenant (http://demo-motors.localhost:PORT/cars/…). Each run is a fresh browser context
// (nothing cached) on a phone-sized viewport that waits until the page has hydrated and its main thread has been
// quiet for a second; the first (--warmup) runs are not counted. Prints, per run and as medians:
//   - busy time, tasks over 50 ms and total blocking time (each task's time beyond 50 ms, from the first contentful
//     paint on, as Lighthouse counts it) in wall time, with the CPU slowed --throttle times by DevTools;
//   - the same from each task's thread CPU time, scaled by 4 / --throttle to Lighthouse's mobile CPU slowdown of 4
//     in all (other processes on the machine cannot stretch it; time the thread spends waiting, e.g. on disk, is not
//     in it);
//   - the thread's CPU time by kind of work (script, style, layout, paint, HTML parsing, other).
// --profile also writes a V8 CPU profile (wall-clock samples) of the last run and prints the functions with the most
// self time; TRACE_OUT=file writes the last run's trace events. --tasks prints, for each run, every task over 50 ms
// of CPU ×4 with what ran in it (its outermost events: script by URL and function, style, layout with its object
// counts, paint), so a long task can be named; with --profile, the last run's long tasks also list the functions
// sampled in each.
import { chromium } from 'playwright'
import { writeFileSync } from 'node:fs'

const argv = process.argv.slice(2)
const arg = (name, fallback) => {
  const i = argv.indexOf(`--${name}`)
  return i >= 0 ? argv[i + 1] : fallback
}
const url = argv.find((a, i) => !a.startsWith('--') && !(i > 0 && argv[i - 1].startsWith('--')))
if (!url) {
  console.error(
    'usage: node scripts/trace-page.mjs URL [--runs 5] [--throttle 4] [--warmup 1] [--profile out.cpuprofile] [--top 25]',
  )
  process.exit(2)
}
const runs = Number(arg('runs', '5'))
const throttle = Number(arg('throttle', '4'))
const profileOut = arg('profile', null)
const top = Number(arg('top', '25'))

const host = new URL(url).hostname
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  // the tenant's host name goes to loopback whatever the system resolver says of *.localhost
  args: ['--no-sandbox', `--host-resolver-rules=MAP ${host} 127.0.0.1`],
})

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]
const results = []
// a first load that is not counted: the browser's own start-up work (its processes, disk caches) lands in it
const warmups = Number(arg('warmup', '1'))
for (let run = -warmups; run < runs; run++) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true })
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle })
  const profiling = profileOut && run === runs - 1
  if (profiling) {
    await cdp.send('Profiler.enable')
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 })
    await cdp.send('Profiler.start')
  }
  const events = []
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value))
  const done = new Promise((ok) => cdp.once('Tracing.tracingComplete', ok))
  await cdp.send('Tracing.start', {
    transferMode: 'ReportEvents',
    traceConfig: {
      includedCategories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'loading',
        'blink.user_timing',
        '__metadata',
      ],
    },
  })
  await page.goto(url, { waitUntil: 'load' })
  // hydrated (the shell marks <html>), then nothing new on the main thread for a second; one evaluate and observers,
  // no polling from the driver, whose own scripts would otherwise show as page work
  await page.evaluate(
    () =>
      new Promise((ok) => {
        const root = document.documentElement
        let last = performance.now()
        let hydrated = root.dataset.hydrated === 'true'
        new MutationObserver(() => {
          if (root.dataset.hydrated === 'true') {
            hydrated = true
            last = performance.now()
          }
        }).observe(root, { attributes: true })
        new PerformanceObserver(() => {
          last = performance.now()
        }).observe({ type: 'longtask', buffered: true })
        const check = () => (hydrated && performance.now() - last > 1000 ? ok() : setTimeout(check, 200))
        check()
      }),
  )
  await cdp.send('Tracing.end')
  await done
  if (profiling) {
    const { profile } = await cdp.send('Profiler.stop')
    writeFileSync(profileOut, JSON.stringify(profile))
    results.profile = profile
  }
  await context.close()

  if (run < 0) continue
  const main = mainThreadOf(events)
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === main.pid)?.ts ?? 0
  const tasks = events
    .filter(
      (e) =>
        e.pid === main.pid &&
        e.tid === main.tid &&
        e.ph === 'X' &&
        (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask') &&
        e.dur,
    )
    .map((e) => ({
      start: e.ts,
      end: e.ts + e.dur,
      ms: e.dur / 1000,
      cpuMs: ((e.tdur ?? e.dur) / 1000) * (4 / throttle),
    }))
  const long = tasks.filter((t) => t.ms > 50)
  const tbt = long.filter((t) => t.start >= fcp).reduce((sum, t) => sum + (t.ms - 50), 0)
  const busy = tasks.reduce((sum, t) => sum + t.ms, 0)
  if (process.env.TRACE_OUT && run === runs - 1) writeFileSync(process.env.TRACE_OUT, JSON.stringify(events))
  // the same from each task's thread CPU time (what the machine's other work cannot stretch), scaled to Lighthouse's
  // mobile CPU slowdown of 4
  const cpuLong = tasks.filter((t) => t.cpuMs > 50)
  const cpu = {
    busy: tasks.reduce((sum, t) => sum + t.cpuMs, 0),
    long: cpuLong.length,
    tbt: cpuLong.filter((t) => t.start >= fcp).reduce((sum, t) => sum + (t.cpuMs - 50), 0),
  }
  const work = breakdown(events, main)
  if (argv.includes('--tasks'))
    printTasks(
      events,
      main,
      tasks.filter((t) => t.cpuMs > 50),
      fcp,
      profiling ? results.profile : null,
    )
  results.push({
    work,
    busy,
    long: long.length,
    longMs: long.reduce((s, t) => s + t.ms, 0),
    tbt,
    longest: long
      .map((t) => t.ms)
      .sort((a, b) => b - a)
      .slice(0, 5),
    cpu,
  })
  const r = results.at(-1)
  console.log(
    `run ${run + 1}: ${Object.entries(work)
      .map(([k, v]) => `${k} ${v.toFixed(1)}`)
      .join(', ')} (CPU ms, unscaled)`,
  )
  console.log(
    `run ${run + 1}: busy ${r.busy.toFixed(0)} ms, ${r.long} long tasks (${r.longMs.toFixed(0)} ms), TBT ${r.tbt.toFixed(0)} ms; longest ${r.longest.map((x) => x.toFixed(0)).join(', ')} ms | CPU ×4: busy ${cpu.busy.toFixed(0)} ms, ${cpu.long} long, TBT ${cpu.tbt.toFixed(0)} ms`,
  )
}
await browser.close()
console.log(
  `median of ${runs} (CPU ×${throttle}): busy ${median(results.map((r) => r.busy)).toFixed(0)} ms, long tasks ${median(results.map((r) => r.long))} (${median(results.map((r) => r.longMs)).toFixed(0)} ms), TBT ${median(results.map((r) => r.tbt)).toFixed(0)} ms`,
)
console.log(
  `  from thread CPU time ×${4 / throttle}: busy ${median(results.map((r) => r.cpu.busy)).toFixed(0)} ms, long tasks ${median(results.map((r) => r.cpu.long))}, TBT ${median(results.map((r) => r.cpu.tbt)).toFixed(0)} ms`,
)
console.log(
  `  thread CPU time by kind (ms, unscaled): ${Object.keys(results[0].work)
    .map((k) => `${k} ${median(results.map((r) => r.work[k])).toFixed(1)}`)
    .join(', ')}`,
)
if (results.profile) printProfile(results.profile)

/** The main thread's CPU time by kind of work: each top-level task's outermost events, named as DevTools groups them. */
function breakdown(events, main) {
  const KINDS = {
    script: [
      'EvaluateScript',
      'v8.evaluateModule',
      'FunctionCall',
      'TimerFire',
      'EventDispatch',
      'FireAnimationFrame',
      'RunMicrotasks',
      'v8.compile',
      'v8.compileModule',
      'V8.GCFinalizeMC',
      'MajorGC',
      'MinorGC',
    ],
    style: ['UpdateLayoutTree', 'RecalculateStyles', 'ParseAuthorStyleSheet'],
    layout: ['Layout'],
    paint: ['Paint', 'PrePaint', 'Commit', 'Layerize', 'UpdateLayer', 'CompositeLayers', 'PaintImage', 'Decode Image'],
    html: ['ParseHTML'],
  }
  const kindOf = new Map(Object.entries(KINDS).flatMap(([kind, names]) => names.map((n) => [n, kind])))
  const mine = events
    .filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.dur)
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur)
  const totals = Object.fromEntries([...Object.keys(KINDS), 'other'].map((k) => [k, 0]))
  let end = -1
  let taskEnd = -1
  for (const e of mine) {
    if (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask') {
      taskEnd = Math.max(taskEnd, e.ts + e.dur)
      continue
    }
    if (e.ts < end || e.ts >= taskEnd) continue // nested in an event counted already, or outside any task
    end = e.ts + e.dur
    totals[kindOf.get(e.name) ?? 'other'] += (e.tdur ?? e.dur) / 1000
  }
  return totals
}

/** The page's renderer main thread: the one that started loading the URL (Chromium's own pages have renderers too). */
function mainThreadOf(events) {
  const start = events.find((e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL === url)
  if (!start) throw new Error(`no navigation to ${url} in the trace`)
  return { pid: start.pid, tid: start.tid }
}

/** Self time per function (and per script), from the sampled profile. */
function printProfile(profile) {
  const self = new Map()
  const byScript = new Map()
  const dt = new Map(profile.samples.map((_id, i) => [i, (profile.timeDeltas[i + 1] ?? 0) / 1000]))
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]))
  profile.samples.forEach((id, i) => {
    const f = nodes.get(id).callFrame
    const script = f.url ? f.url.split('/').pop() : `(${f.functionName || 'program'})`
    const key = `${f.functionName || '(anonymous)'} ${script}:${f.lineNumber + 1}:${f.columnNumber + 1}`
    self.set(key, (self.get(key) ?? 0) + dt.get(i))
    byScript.set(script, (byScript.get(script) ?? 0) + dt.get(i))
  })
  console.log('\nself time by script (ms, throttled):')
  for (const [k, v] of [...byScript].sort((a, b) => b[1] - a[1]).slice(0, 12))
    console.log(`  ${v.toFixed(0).padStart(6)}  ${k}`)
  console.log('self time by function:')
  for (const [k, v] of [...self].sort((a, b) => b[1] - a[1]).slice(0, top))
    console.log(`  ${v.toFixed(0).padStart(6)}  ${k}`)
}

/** A long task's outermost events by CPU time (nested events are folded into their parent), named with what they ran. */
function printTasks(events, main, long, fcp, profile) {
  const mine = events.filter(
    (e) =>
      e.pid === main.pid &&
      e.tid === main.tid &&
      e.ph === 'X' &&
      e.dur &&
      e.name !== 'RunTask' &&
      e.name !== 'ThreadControllerImpl::RunTask',
  )
  const scale = 4 / throttle
  for (const t of long) {
    const inside = mine
      .filter((e) => e.ts >= t.start && e.ts + e.dur <= t.end)
      .sort((a, b) => a.ts - b.ts || b.dur - a.dur)
    const parts = new Map()
    let end = -1
    for (const e of inside) {
      if (e.ts < end) continue
      end = e.ts + e.dur
      const d = e.args?.data ?? e.args?.beginData ?? {}
      const where = d.url ? ` ${d.url.split('/').pop()}` : ''
      const what = d.functionName ? ` ${d.functionName}` : ''
      const objects =
        e.name === 'Layout' && e.args?.beginData
          ? ` (${e.args.beginData.dirtyObjects}/${e.args.beginData.totalObjects} objects)`
          : ''
      const key = `${e.name}${what}${where}${objects}`
      parts.set(key, (parts.get(key) ?? 0) + ((e.tdur ?? e.dur) / 1000) * scale)
    }
    const named = [...parts]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 6)
      .map(([k, v]) => `${k} ${v.toFixed(0)}`)
      .join('; ')
    console.log(
      `  task at ${((t.start - fcp) / 1000).toFixed(0)} ms from FCP, CPU ×4 ${t.cpuMs.toFixed(0)} ms: ${named}`,
    )
    if (profile) printTaskFunctions(profile, t)
  }
}

/** With --profile, the functions sampled inside one task (the profile's clock is the trace's): by self time, and by
 *  time anywhere on the stack (a framework's work loop is named by the components and effects it ran). */
function printTaskFunctions(profile, task) {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]))
  const parent = new Map(profile.nodes.flatMap((n) => (n.children ?? []).map((c) => [c, n.id])))
  const name = (f) =>
    `${f.functionName || '(anonymous)'} ${f.url ? f.url.split('/').pop() : ''}:${f.lineNumber + 1}:${f.columnNumber + 1}`
  const self = new Map()
  const total = new Map()
  let at = profile.startTime
  profile.samples.forEach((id, i) => {
    at += profile.timeDeltas[i] ?? 0
    const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000
    if (at < task.start || at > task.end) return
    const leaf = nodes.get(id).callFrame
    if (!leaf.url) return // idle, program, garbage collector
    self.set(name(leaf), (self.get(name(leaf)) ?? 0) + ms)
    const seen = new Set()
    for (let n = id; n !== undefined; n = parent.get(n)) {
      const f = nodes.get(n).callFrame
      if (f.url && !seen.has(name(f))) {
        seen.add(name(f))
        total.set(name(f), (total.get(name(f)) ?? 0) + ms)
      }
    }
  })
  const list = (m) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 8)
      .map(([k, v]) => `${k} ${v.toFixed(1)}`)
      .join('; ')
  console.log(`    self (wall ms, throttled): ${list(self)}`)
  console.log(`    on the stack: ${list(total)}`)
}
