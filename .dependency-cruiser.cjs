/**
 * Import-cycle check over apps/ and libs/ (and where game libraries may be imported), run by
 * `npm run lint:cycles` before the tests.
 * Only value imports count: an `import type` is erased by the compiler, so it cannot make
 * modules wait on each other at load time.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Value imports flow one way; pass a function or an interface down instead of importing up.',
      from: { path: '^(apps|libs)/' },
      to: {
        circular: true,
        dependencyTypesNot: ['type-only'],
        viaOnly: { dependencyTypesNot: ['type-only'] },
      },
    },
    {
      name: 'games-through-the-registry',
      severity: 'error',
      comment: 'The api, the worker, the dashboard and the shared shell reach a game only through the GameRegistry; registered-games.ts is the one place that names the game libraries.',
      from: { path: '^(apps/(api|worker|web)|libs/(platform|tournament))/', pathNot: '^libs/platform/src/games/registered-games\\.ts$' },
      to: { path: '^libs/games/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.js', '.json'],
    },
    cache: false,
    progress: { type: 'none' },
  },
};
