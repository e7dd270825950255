// The Node options the production server's processes run with (scripts/serve.mjs, its cluster workers, and every test
// or bench that starts it). One option: AsyncLocalStorage on AsyncContextFrame (Node 24's default), not on
// async_hooks' promise hooks. Node 22's default runs a hook on every promise made anywhere (CPU and allocation on
// every page, and slower promises everywhere). Every AsyncLocalStorage here is entered with run() (Start's request
// and event contexts, the log's request scope web/server/ops/log.ts), never enterWith(), which is where the two
// models differ; error reporting keeps a scope of its own. tests/start-up/operations.test.ts checks concurrent
// requests keep their own contexts on it.
const FRAMES = '--experimental-async-context-frame'

/** `execArgv` with the server's options added (once); from Node 24 on they are the default and nothing is added. */
export function serverNodeOptions(execArgv = [], version = process.versions.node) {
  const major = Number(version.split('.')[0])
  return major >= 24 || execArgv.includes(FRAMES) ? [...execArgv] : [...execArgv, FRAMES]
}
