/**
 * CPU time by process and by kind of thread, from /proc (Linux; elsewhere the readings are empty): what each server
 * process, and the load generator, used during a load. A Node process works on more than its main thread: brotli and
 * gzip streams, file reads and crypto run on libuv's thread pool (`libuv-worker`), garbage collection and compilation
 * partly on V8's own threads (named `node` like the process); so one process can use more than one core, and two
 * workers on two cores cannot double what one process does.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'

/** Milliseconds of CPU of one process, split by thread kind. */
export interface ProcessCpu {
  readonly pid: number
  readonly ppid: number
  /** the command line, shortened (`node scripts/serve.mjs`, `postgres: …`) */
  readonly command: string
  readonly main: number
  /** libuv's thread pool: compression streams, fs, crypto, DNS */
  readonly pool: number
  /** V8's threads (GC, compilation) and any other */
  readonly other: number
}

const TICK_MS = 10 // USER_HZ is 100 on Linux

function readStat(path: string): { name: string; ppid: number; ms: number } | null {
  try {
    // "pid (name) state ppid …": the name may hold spaces; after it utime is field 14 and stime 15 (1-based)
    const stat = readFileSync(path, 'utf8')
    const fields = stat.slice(stat.lastIndexOf(') ') + 2).split(' ')
    return {
      name: stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')),
      ppid: Number(fields[1]),
      ms: (Number(fields[11]) + Number(fields[12])) * TICK_MS,
    }
  } catch {
    return null // it ended while being read
  }
}

function commandOf(pid: number): string {
  try {
    // node's own options left out (`--experimental-async-context-frame`): the script's name must fit the 60 characters
    const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8')
      .split('\0')
      .filter((a, i) => a && !(i > 0 && a.startsWith('--')))
    return args
      .map((a) => a.replace(/^.*\/(?=[^/]+\/[^/]+$)/, ''))
      .join(' ')
      .slice(0, 60)
  } catch {
    return String(pid)
  }
}

/** One process's threads, summed by kind. */
function processCpu(pid: number, ppid: number): ProcessCpu {
  let main = 0
  let pool = 0
  let other = 0
  let tids: string[] = []
  try {
    tids = readdirSync(`/proc/${pid}/task`)
  } catch {
    // gone
  }
  for (const tid of tids) {
    const stat = readStat(`/proc/${pid}/task/${tid}/stat`)
    if (!stat) continue
    if (Number(tid) === pid) main += stat.ms
    else if (stat.name.startsWith('libuv-worker')) pool += stat.ms
    else other += stat.ms
  }
  return { pid, ppid, command: commandOf(pid), main, pool, other }
}

/** `root` and every process below it, each with its threads' CPU so far. */
export function treeCpu(root: number): ProcessCpu[] {
  if (!existsSync('/proc/self/task')) return []
  const parents = new Map<number, number>()
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    const stat = readStat(`/proc/${entry}/stat`)
    if (stat) parents.set(Number(entry), stat.ppid)
  }
  const found: number[] = [root]
  for (let i = 0; i < found.length; i++) for (const [pid, ppid] of parents) if (ppid === found[i]) found.push(pid)
  return found.map((pid) => processCpu(pid, parents.get(pid) ?? 0))
}

/** What each process used between two readings, as a share of one core over `wallMs` (1 = a whole core). */
export function coresBetween(
  before: readonly ProcessCpu[],
  after: readonly ProcessCpu[],
  wallMs: number,
): ProcessCpu[] {
  return after.map((a) => {
    const b = before.find((p) => p.pid === a.pid)
    const share = (key: 'main' | 'pool' | 'other') => (a[key] - (b?.[key] ?? 0)) / wallMs
    return { ...a, main: share('main'), pool: share('pool'), other: share('other') }
  })
}

/** "name main 0.93 + pool 0.12 + v8 0.08 = 1.13 cores" for each process that used any CPU. */
export function describeCores(rows: readonly ProcessCpu[], nameOf: (row: ProcessCpu) => string): string[] {
  return rows
    .filter((r) => r.main + r.pool + r.other >= 0.005)
    .map(
      (r) =>
        `${nameOf(r)}: main ${r.main.toFixed(2)} + thread pool ${r.pool.toFixed(2)} + V8/other ${r.other.toFixed(2)} = ${(r.main + r.pool + r.other).toFixed(2)} cores`,
    )
}

/** The whole machine's busy CPU time so far (ms, every core; /proc/stat), to tell what other work took during a load. */
export function machineBusyMs(): number | null {
  try {
    // cpu user nice system idle iowait irq softirq steal …: busy is everything but idle and iowait
    const fields = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0]!.trim().split(/\s+/).slice(1).map(Number)
    return (fields.reduce((sum, v) => sum + v, 0) - fields[3]! - (fields[4] ?? 0)) * TICK_MS
  } catch {
    return null
  }
}
