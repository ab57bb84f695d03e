/**
 * The layers of the hexagon, enforced: dependencies point inward only (see docs/architecture.md).
 *   domain       imports nothing of ours and no framework (neverthrow only)
 *   application  imports domain (and xstate, neverthrow)
 *   adapters     import application and domain, never ui or server
 *   ui / server  are imported only from inside themselves
 * Only the composition roots know inversify; scripts/ reach the server only through its root.
 */
module.exports = {
  forbidden: [
    {
      name: 'domain-is-pure',
      comment: 'src/domain imports only itself and neverthrow: no I/O, no frameworks, no other layer.',
      severity: 'error',
      from: { path: '^src/domain/' },
      to: { pathNot: ['^src/domain/', 'node_modules/neverthrow/'] },
    },
    {
      name: 'application-imports-only-domain',
      comment: 'src/application may use the domain and its libraries, never an adapter, the ui or the server.',
      severity: 'error',
      from: { path: '^src/application/' },
      to: { path: '^src/(adapters|ui|server)/' },
    },
    {
      name: 'application-uses-no-io-libraries',
      comment: 'src/application talks to the world through ports only.',
      severity: 'error',
      from: { path: '^src/application/' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'adapters-point-inward',
      comment: 'Adapters implement ports; they never reach into the ui or the server.',
      severity: 'error',
      from: { path: '^src/adapters/' },
      to: { path: '^src/(ui|server)/' },
    },
    {
      name: 'only-ui-imports-ui',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/ui/' },
      to: { path: '^src/ui/' },
    },
    {
      name: 'only-server-imports-server',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/server/' },
      to: { path: '^src/server/' },
    },
    {
      name: 'scripts-use-the-server-roots',
      comment: 'A command in scripts/ builds the server through its composition root and settings, as main.ts does.',
      severity: 'error',
      from: { path: '^scripts/' },
      to: { path: '^src/server/', pathNot: ['^src/server/composition-root\\.ts$', '^src/server/config\\.ts$'] },
    },
    {
      name: 'inversify-only-in-composition-roots',
      comment: 'Only the two composition roots know the container.',
      severity: 'error',
      from: { path: '^(src|scripts)/', pathNot: ['/composition-root\\.tsx?$', '^src/server/main\\.ts$'] },
      to: { path: 'node_modules/(inversify|reflect-metadata)/' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
