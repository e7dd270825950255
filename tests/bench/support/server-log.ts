/**
 * The production server's stdout, written to a file during a bench: its start-up lines say when every worker
 * listens, and its request log lines (one JSON object each, with the answering process's `pid` and the `route`) say
 * which process answered how many requests. A file rather than a pipe: reading a pipe would load the bench's own
 * process while it generates the load.
 */
import { readFileSync } from 'node:fs'

/** Requests answered so far, by process id and route pattern (`/search/$`, `/cars/$slug`, `/`). */
export type RequestCounts = ReadonlyMap<number, ReadonlyMap<string, number>>

export function countRequests(text: string): RequestCounts {
  const counts = new Map<number, Map<string, number>>()
  for (const line of text.split('\n')) {
    if (!line.startsWith('{') || !line.includes('"msg":"request"')) continue
    const { pid, route } = JSON.parse(line) as { pid: number; route: string }
    const routes = counts.get(pid) ?? new Map<string, number>()
    routes.set(route, (routes.get(route) ?? 0) + 1)
    counts.set(pid, routes)
  }
  return counts
}

/** Every request of one process, whatever the route. */
export function total(counts: RequestCounts, pid: number): number {
  let sum = 0
  for (const n of counts.get(pid)?.values() ?? []) sum += n
  return sum
}

/** What each of `pids` answered between two readings. */
export function answeredBetween(
  before: RequestCounts,
  after: RequestCounts,
  pids: readonly number[],
): { pid: number; requests: number }[] {
  return pids.map((pid) => ({ pid, requests: total(after, pid) - total(before, pid) }))
}

/** "worker 1 328 (100 %), worker 2 0 (0 %)": an uneven split shows at a glance. */
export function describeSplit(
  split: readonly { pid: number; requests: number }[],
  nameOf: (pid: number) => string,
): string {
  const all = split.reduce((sum, s) => sum + s.requests, 0)
  return split
    .map((s) => `${nameOf(s.pid)} ${s.requests} (${all === 0 ? 0 : Math.round((100 * s.requests) / all)} %)`)
    .join(', ')
}

/** The log file as it stands (empty before the server wrote anything). */
export function readLog(path: string): string {
  try {
    return readFileSync(path, 'utf8')
  } catch {
    return ''
  }
}
