import js from '@eslint/js';
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
    files: ['bin/**/*.js'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  prettier,
);
