// The layer rules of the hexagon, checked by dependency-cruiser (tests/layering/layering.test.ts runs them in
// `npm test`; `npx depcruise --config .dependency-cruiser.cjs domain application adapters web tenants` by hand).
const ROOTS = '^web/server/composition/|^web/client/ports\\.ts$'
const TESTS = '\\.test\\.tsx?$|\\.spec\\.ts$|/testing/|\\.fixture\\.ts$'
/** Code that runs only on the server: web/server/, the server entry, and `*.server.ts(x)` modules anywhere. */
const SERVER = '^web/server/|^web/server\\.ts$|\\.server\\.tsx?$'

/** One forbidden import: a name, why, where from and to what (dependency-cruiser's `from`/`to` filters). */
const rule = (name, comment, from, to) => ({ name, comment, severity: 'error', from, to })

module.exports = {
  forbidden: [
    rule(
      'no-circular',
      'An import circle means two modules cannot be understood (or loaded) one without the other.',
      {},
      { circular: true },
    ),
    rule(
      'domain-is-the-core',
      'domain/ holds pure rules and ports: it imports no other layer.',
      { path: '^domain/' },
      { path: '^(application|adapters|web|tenants|tests)/' },
    ),
    rule(
      'application-imports-domain-only',
      'Use cases receive ports; they never reach an adapter, the web shell or the test kit (their tests may).',
      { path: '^application/', pathNot: TESTS },
      { path: '^(adapters|web|tenants|tests)/' },
    ),
    rule(
      'application-does-no-io',
      'No Node built-ins in use cases: I/O goes through ports.',
      { path: '^application/', pathNot: TESTS },
      { dependencyTypes: ['core'] },
    ),
    rule(
      'application-no-ui-or-framework',
      'Use cases are plain functions: no React, no TanStack, no UI kit.',
      { path: '^application/' },
      { path: 'node_modules/(react|react-dom|react-aria-components|@tanstack)/' },
    ),
    rule(
      'adapters-point-inward',
      'An adapter implements a domain port; it never imports the use cases or the web shell.',
      { path: '^adapters/' },
      { path: '^(application|web)/' },
    ),
    rule(
      'only-roots-build-adapters',
      'The two composition roots (server, browser) are the only code that imports adapters/ (tests exempt).',
      { path: '^(domain|application|web)/', pathNot: `${ROOTS}|${TESTS}` },
      { path: '^adapters/' },
    ),
    rule(
      'server-imports-no-client-or-components',
      'Server modules import nothing from the browser root (web/client/) or the components (web/components/): what both sides need (third-party script origins, image addresses) lives in a module both import.',
      { path: SERVER, pathNot: TESTS },
      { path: '^web/(client|components)/' },
    ),
  ],
  options: {
    // TypeScript 7 ships no compiler API yet; swc parses the sources
    parser: 'swc',
    tsConfig: { fileName: 'tsconfig.json' },
    doNotFollow: { path: 'node_modules' },
    exclude: { path: 'routeTree\\.gen\\.ts$' },
    moduleSystems: ['es6'],
  },
}
