// The server process's environment and what the build wrote into the code: the one module outside scripts/ that
// reads `process.env`. It imports nothing, so modules that also run in the browser (the caches, kept markup) can
// read a build flag without taking the adapters' settings (./environment.ts) into the browser's module graph.

/**
 * The server process's environment: the one place outside scripts/ that reads `process.env`. The server entry hands
 * it to the composition root, and everything after reads the variables it is given.
 */
export const processEnvironment = (): Readonly<Record<string, string | undefined>> => process.env

/**
 * Whether this is the code the test runner loads: `NODE_ENV` as the bundler fixes it where the code is built, so the
 * production build answers false whatever the environment of the process that runs it.
 */
export const builtForTests = (): boolean => process.env.NODE_ENV === 'test'

/**
 * Whether this is code built for development or tests (not the production build): `NODE_ENV` as the bundler fixes
 * it where the code is built. Caches freeze what they keep there (web/caches/caches.ts).
 */
export const builtForDevelopment = (): boolean => process.env.NODE_ENV !== 'production'

/** `LOG_LEVEL`: the server logger's level; default `info`, `warn` in the code the test runner loads. */
export const readLogLevel = (env: Readonly<Record<string, string | undefined>> = processEnvironment()): string =>
  env.LOG_LEVEL ?? (builtForTests() ? 'warn' : 'info')

/** `KEPT_MARKUP=off` keeps no rendered part for later pages (web/components/markup/render-alone.ts), to compare. */
export const readKeptMarkup = (env: Readonly<Record<string, string | undefined>> = processEnvironment()): boolean =>
  env.KEPT_MARKUP !== 'off'

/**
 * Start's path for server function calls from the browser: written by the framework's build into the code (so
 * read here as the build writes it, never from the process), with Start's default when a build names none.
 */
export const serverFunctionBase = (): string => process.env.TSS_SERVER_FN_BASE ?? '/_serverFn/'
