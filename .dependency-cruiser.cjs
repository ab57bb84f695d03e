/**
 * The layers of the hexagon, enforced: dependencies point inward only (see docs/architecture.md).
 *   domain            imports nothing of ours but the identity rules, and no framework (neverthrow only)
 *   identity/rules    the identity module's pure rules and words: neverthrow and the port's types only
 *   application       ports (shared), browser/ (flows the pages run) and server/ (the server's use
 *                     cases), which never import each other; domain and identity rules below them
 *   identity/service  the self-hosted identity service (with identity/ports): its own module, which
 *                     no application part imports, and which imports no application part but ports
 *   adapters          import application, identity and domain, never ui or server
 *   ui / server       are imported only from inside themselves; ui reaches adapters only in its wiring
 * Only the composition roots know inversify; scripts/ reach the server only through its root.
 */
module.exports = {
  forbidden: [
    {
      name: 'domain-is-pure',
      comment: 'src/domain imports only itself, the identity rules and neverthrow: no I/O, no frameworks, no other layer.',
      severity: 'error',
      from: { path: '^src/domain/' },
      to: { pathNot: ['^src/domain/', '^src/identity/rules/', 'node_modules/neverthrow/'] },
    },
    {
      name: 'identity-rules-are-pure',
      comment:
        "src/identity/rules holds the identity module's rules and words: itself, neverthrow and the IdentityProvider port's types only.",
      severity: 'error',
      from: { path: '^src/identity/rules/' },
      to: { pathNot: ['^src/identity/rules/', '^src/application/ports/', 'node_modules/neverthrow/'] },
    },
    {
      name: 'application-imports-only-domain',
      comment:
        'src/application may use the domain, the identity rules and its libraries, never an adapter, the ui, the server or the identity service.',
      severity: 'error',
      from: { path: '^src/application/' },
      to: { path: ['^src/(adapters|ui|server)/', '^src/identity/(service|ports)/'] },
    },
    {
      name: 'browser-and-server-apart',
      comment: 'The flows the browser runs and the use cases the server runs share only ports, the domain and the identity rules.',
      severity: 'error',
      from: { path: '^src/application/browser/' },
      to: { path: '^src/application/server/' },
    },
    {
      name: 'server-and-browser-apart',
      comment: 'The use cases the server runs never reach into the flows the browser runs.',
      severity: 'error',
      from: { path: '^src/application/server/' },
      to: { path: '^src/application/browser/' },
    },
    {
      name: 'identity-service-stands-alone',
      comment:
        'The self-hosted identity service is a module of its own: it uses ports, the domain and its rules, never an application part, an adapter, the ui or the server.',
      severity: 'error',
      from: { path: '^src/identity/' },
      to: { path: ['^src/application/(browser|server)/', '^src/(adapters|ui|server)/'] },
    },
    {
      name: 'application-uses-no-io-libraries',
      comment: 'src/application and src/identity talk to the world through ports only.',
      severity: 'error',
      from: { path: '^src/(application|identity)/' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'ui-reaches-adapters-only-in-its-wiring',
      comment:
        "Pages and components call use cases; only the browser composition roots, the server's gateways they share and the payment wiring know adapters.",
      severity: 'error',
      from: {
        path: '^src/ui/',
        pathNot: ['^src/ui/app/composition-root(\\.aws)?\\.tsx$', '^src/ui/app/server-gateways\\.ts$', '^src/ui/app/payment-wiring\\.ts$'],
      },
      to: { path: '^src/adapters/' },
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
      comment: "Only the composition roots and the server's wiring modules (src/server/wiring) know the container.",
      severity: 'error',
      from: { path: '^(src|scripts)/', pathNot: ['/composition-root\\.tsx?$', '^src/server/main\\.ts$', '^src/server/wiring/'] },
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
