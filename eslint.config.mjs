import js from '@eslint/js';
import vueI18n from '@intlify/eslint-plugin-vue-i18n';
import prettier from 'eslint-config-prettier';
import vue from 'eslint-plugin-vue';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Which globals each kind of code may use (the imports are checked by .dependency-cruiser.mjs).
// TypeScript turns `no-undef` off, so the globals a file must not see are restricted by name.
const BROWSER_CODE = ['renderer/**', 'electron/web-host/bridge/**'];
/** Runs in the browser and in Node (the engine imports it), so it sees only what both have. */
const SHARED_CODE = ['shared/**', 'electron/web-host/host-paths.ts'];
const namesOnlyIn = (globalsOf, butNot) => Object.keys(globalsOf).filter((name) => !Object.hasOwn(butNot, name));
const restrictGlobals = (names, message) => ['error', ...names.map((name) => ({ name, message }))];

export default tseslint.config(
  { ignores: ['out/**', 'dist/**', 'node_modules/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...vue.configs['flat/recommended'],
  {
    files: ['**/*.vue'],
    languageOptions: { parserOptions: { parser: tseslint.parser } },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    // electron/, tests, scripts and configs run in Node (Playwright specs also hand functions to the page).
    ignores: [...BROWSER_CODE, ...SHARED_CODE],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['electron/**'],
    ignores: [...BROWSER_CODE, ...SHARED_CODE],
    rules: {
      'no-restricted-globals': restrictGlobals(
        namesOnlyIn(globals.browser, globals.node),
        'Node code has no browser globals: take what you need as a parameter.',
      ),
    },
  },
  {
    // Node's fetch runs its own bundled undici, and any pool but createHttpAgent's can be paused and
    // crash on a server that closes the connection (electron/engine/http/unpaused-agent.ts).
    files: ['electron/engine/**', 'electron/cli/**', 'electron/main/**'],
    rules: {
      'no-restricted-globals': [
        ...restrictGlobals(
          namesOnlyIn(globals.browser, globals.node),
          'Node code has no browser globals: take what you need as a parameter.',
        ),
        {
          name: 'fetch',
          message: 'Ask with undici through a pool from createHttpAgent (engine/http/unpaused-agent.ts).',
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "ImportDeclaration[source.value='undici'] ImportSpecifier[imported.name=/^(Agent|Pool|Client|fetch|setGlobalDispatcher)$/]",
          message: 'Make pools with createHttpAgent (engine/http/unpaused-agent.ts), which keeps undici from crashing.',
        },
        // A worker's isolate made without optimiseOnWorkerThreads can abort the process as it ends:
        // worker_threads' Worker is taken only as a type, and no Worker is made, by any name.
        ...[
          "ImportDeclaration[importKind='value'][source.value=/worker_threads$/] > ImportSpecifier[imported.name='Worker'][importKind='value']",
          "NewExpression[callee.name='Worker']",
          "NewExpression[callee.property.name='Worker']",
        ].map((selector) => ({
          selector,
          message: 'Make workers with makeWorker (engine/worker-script.ts), which sets what every worker needs.',
        })),
      ],
    },
  },
  {
    files: ['electron/engine/http/unpaused-agent.ts', 'electron/engine/worker-script.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: BROWSER_CODE,
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'no-restricted-globals': restrictGlobals(
        namesOnlyIn(globals.node, globals.browser),
        'Browser code has no Node globals: ask main through the API.',
      ),
    },
  },
  {
    files: SHARED_CODE,
    languageOptions: { globals: { ...globals['shared-node-browser'] } },
    rules: {
      'no-restricted-globals': restrictGlobals(
        [...namesOnlyIn(globals.node, globals.browser), ...namesOnlyIn(globals.browser, globals.node)],
        'shared/ runs in the browser and in Node: use only what both have.',
      ),
    },
  },
  {
    // Every word a person reads comes from the message catalogues (shared/i18n/messages): a template
    // may hold only symbols, numbers and the protocol's own element names, which no language translates.
    files: ['renderer/**/*.vue'],
    plugins: { '@intlify/vue-i18n': vueI18n },
    rules: {
      '@intlify/vue-i18n/no-raw-text': [
        'error',
        {
          attributes: { '/.+/': ['title', 'aria-label', 'placeholder', 'alt', 'label', 'aria-description'] },
          ignorePattern: '^[\\s\\d\\p{P}\\p{S}]*$',
          ignoreText: [
            'Sitemap Studio',
            'loc',
            'lastmod',
            'changefreq',
            'priority',
            'hreflang',
            'href',
            'XML',
            'URL',
            'CSV',
            'TSV',
          ],
        },
      ],
    },
  },
  {
    files: ['bin/**/*.js'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  prettier,
);
