// The layer rules of the hexagon, checked by dependency-cruiser (tests/layering/layering.test.ts runs them in
// `npm test`; `npx depcruise --config .dependency-cruiser.cjs domain application adapters web tenants` by hand).
const ROOTS = '^web/server/composition/|^web/client/ports\\.ts$'
const TESTS = '\\.test\\.tsx?$|\\.spec\\.ts$|/testing/|\\.fixture\\.ts$'

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'An import circle means two modules cannot be understood (or loaded) one without the other.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'domain-is-the-core',
      comment: 'domain/ holds pure rules and ports: it imports no other layer.',
      severity: 'error',
      from: { path: '^domain/' },
      to: { path: '^(application|adapters|web|tenants|tests)/' },
    },
    {
      name: 'application-imports-domain-only',
      comment: 'Use cases receive ports; they never reach an adapter, the web shell or the test kit (their tests may).',
      severity: 'error',
      from: { path: '^application/', pathNot: TESTS },
      to: { path: '^(adapters|web|tenants|tests)/' },
    },
    {
      name: 'application-does-no-io',
      comment: 'No Node built-ins in use cases: I/O goes through ports.',
      severity: 'error',
      from: { path: '^application/', pathNot: TESTS },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'application-no-ui-or-framework',
      comment: 'Use cases are plain functions: no React, no TanStack, no UI kit.',
      severity: 'error',
      from: { path: '^application/' },
      to: { path: 'node_modules/(react|react-dom|react-aria-components|@tanstack)/' },
    },
    {
      name: 'adapters-point-inward',
      comment: 'An adapter implements a domain port; it never imports the use cases or the web shell.',
      severity: 'error',
      from: { path: '^adapters/' },
      to: { path: '^(application|web)/' },
    },
    {
      name: 'only-roots-build-adapters',
      comment: 'The two composition roots (server, browser) are the only code that imports adapters/ (tests exempt).',
      severity: 'error',
      from: { path: '^(domain|application|web)/', pathNot: `${ROOTS}|${TESTS}` },
      to: { path: '^adapters/' },
    },
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
