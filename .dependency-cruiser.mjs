// The module boundaries of DESIGN.md ("Architecture"), checked by `npm run lint` and proved by
// test/unit/boundaries/dependency-rules.test.ts, which plants a violation of each rule by name.

/** Code that runs without Electron: the engine, the CLI, the handlers, the test host, shared and the renderer. */
const ELECTRON_FREE = '^(electron/(engine|cli|main/handlers|web-host)|shared|renderer)/';
/** Code that runs in a browser: shared, the renderer and the test host's browser-side bridge (with the paths it reads). */
const BROWSER_CODE = '^(shared|renderer)/|^electron/web-host/(bridge/|host-paths[.]ts$)';
/** The `electron` package, resolved in node_modules or (where it is not installed) by its bare name. */
const ELECTRON_PACKAGE = '(^|/)node_modules/electron/|^electron$';

/**
 * The renderer's features, lowest first (docs/architecture.md, "The renderer's rooms"): a feature may
 * use the ones before it, never one after it, so no two features import each other.
 */
const FEATURES = [
  'project',
  'history',
  'validation',
  'views',
  'details',
  'check',
  'grid',
  'crawl',
  'languages',
  'problems',
  'export',
  'import',
  'files',
  'preferences',
  'help',
];
const folders = (names) => `^renderer/src/(${names.join('|')})/`;
/** The renderer's bottom: the API client, the translations, the shared components and the styles. */
const FOUNDATION = folders(['api', 'i18n', 'ui', 'styles']);
/** Below the features: the services (notices, jobs, prompts, commands, preferences) and the table model. */
const SERVICES = folders(['services']);
const TABLE_MODEL = folders(['table']);
/** The top: the app frame and the entry point. */
const APP = '^renderer/src/(app/|main[.]ts$)';

/** One rule per feature: nothing from the features after it. */
const featureOrderRules = FEATURES.slice(0, -1).map((feature, rank) => ({
  name: 'feature-imports-a-later-feature',
  comment: `${feature} comes before ${FEATURES.slice(rank + 1).join(', ')} in the features' order: it may not use them.`,
  severity: 'error',
  from: { path: `^renderer/src/${feature}/` },
  to: { path: folders(FEATURES.slice(rank + 1)) },
}));

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'electron-free-code-reaches-electron',
      comment:
        'The engine, CLI, handlers, test host, shared code and renderer run without Electron (STYLE.md habit 2), ' +
        'so none of them may reach the electron package, directly or through another module: inject what it needs.',
      severity: 'error',
      from: { path: ELECTRON_FREE },
      to: { path: ELECTRON_PACKAGE, reachable: true },
    },
    {
      name: 'browser-code-imports-node',
      comment: 'shared/, the renderer and the web bridge run in a browser: no Node built-ins.',
      severity: 'error',
      from: { path: BROWSER_CODE },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'shared-imports-an-app-layer',
      comment: 'shared/ is the bottom layer: it may not import from electron/ or renderer/.',
      severity: 'error',
      from: { path: '^shared/' },
      to: { path: '^(electron|renderer)/' },
    },
    {
      name: 'renderer-imports-electron-folder',
      comment: 'The renderer reaches the main process only through the typed API client (shared/ipc-contract).',
      severity: 'error',
      from: { path: '^renderer/' },
      to: { path: '^electron/' },
    },
    {
      name: 'renderer-api-outside-a-store',
      comment:
        'Only stores (*-store.ts) talk to main, through the API client main.ts installs; components and ' +
        'composables ask a store, so every call to main can be unit-tested with a fake client.',
      severity: 'error',
      from: { path: '^renderer/src/', pathNot: '-store[.]ts$|^renderer/src/main[.]ts$|^renderer/src/api/' },
      to: { path: '^renderer/src/api/' },
    },
    {
      name: 'feature-internals-from-outside',
      comment:
        "A feature's index.ts is its front door: outside the feature, import only that, so what is inside can move.",
      severity: 'error',
      from: { path: '^renderer/src/([^/]+)' },
      to: { path: folders(FEATURES), pathNot: `^renderer/src/$1/|${folders(FEATURES)}index[.]ts$` },
    },
    {
      name: 'lower-layer-imports-higher',
      comment:
        'The renderer is layered: foundation (api, i18n, ui, styles) < services and the table model < features < app. ' +
        'A layer uses only the layers below it.',
      severity: 'error',
      from: { path: FOUNDATION },
      to: { path: `${SERVICES}|${TABLE_MODEL}|${folders(FEATURES)}|${APP}` },
    },
    {
      name: 'lower-layer-imports-higher',
      severity: 'error',
      from: { path: `${SERVICES}|${TABLE_MODEL}` },
      to: { path: `${folders(FEATURES)}|${APP}` },
    },
    {
      name: 'lower-layer-imports-higher',
      comment: 'Services and the table model are side by side: neither uses the other.',
      severity: 'error',
      from: { path: SERVICES },
      to: { path: TABLE_MODEL },
    },
    {
      name: 'lower-layer-imports-higher',
      severity: 'error',
      from: { path: TABLE_MODEL },
      to: { path: SERVICES },
    },
    {
      name: 'lower-layer-imports-higher',
      severity: 'error',
      from: { path: folders(FEATURES) },
      to: { path: APP },
    },
    ...featureOrderRules,
    {
      name: 'deep-engine-import',
      comment:
        'Main, the command line and the web host use the engine through its front door, electron/engine/index.ts: ' +
        'what is inside the engine can move without them changing. Its second door, startup.ts, has the little ' +
        'a process uses before it loads the engine; its third, worker-start.ts, the less still that starts ' +
        'workers before that (the CLI starts an export’s workers first thing); its fourth, ' +
        'saved-project-export.ts, what `export <project>` uses (that file says what it leaves out).',
      severity: 'error',
      from: { path: '^electron/(main|cli|web-host)/' },
      to: {
        path: '^electron/engine/',
        pathNot: '^electron/engine/(index|startup|worker-start|saved-project-export)[.]ts$',
      },
    },
    {
      name: 'project-export-without-the-front-door',
      comment:
        'The export command and what it runs for a lone project use the engine through saved-project-export.ts; ' +
        'other sources load the front door when they are met (a dynamic import of streamed-export.ts). This ' +
        'names their own imports; test/unit/cli/export-command-modules.test.ts checks all the command loads.',
      severity: 'error',
      from: {
        path: '^electron/cli/(export-command|lone-project-export|remembered-export|export-dry-run|out-inside-source)[.]ts$',
      },
      to: { path: '^electron/engine/index[.]ts$' },
    },
    {
      name: 'early-workers-wait-for-the-catalogues',
      comment:
        'The CLI starts an export’s workers before it loads anything else (electron/cli/early-workers.ts, through ' +
        'engine/worker-start.ts): nothing they reach may load the catalogues or their compiler (some 480 KB, ' +
        '10-30 ms with every core idle but one). The bundle keeps the language modules in a chunk of their own ' +
        '(electron.vite.config.ts) for the same reason.',
      severity: 'error',
      from: { path: '^electron/(cli/early-workers|engine/worker-start)[.]ts$' },
      to: { path: '^shared/i18n/(messages/|catalogues|translator)|@intlify', reachable: true },
    },
    {
      name: 'unresolvable-import',
      comment: 'An import the cruiser cannot resolve is an edge no rule above can see.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
    {
      name: 'no-cycle',
      comment: 'Modules form a hierarchy: a cycle means two modules that should be one, or a missing third.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(out|dist|node_modules|test-results|playwright-report)/' },
    // Type-only imports count: they are still edges between layers.
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      extensions: ['.ts', '.mts', '.js', '.mjs', '.vue', '.json'],
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
    skipAnalysisNotInRules: true,
  },
};
