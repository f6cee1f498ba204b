import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import vue from 'eslint-plugin-vue';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['renderer/**', 'electron/web-host/bridge/**'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['bin/**/*.js'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // The engine, the shared code and the handlers run without Electron (STYLE.md, habit 2);
    // the renderer reaches main only through the typed API.
    files: [
      'electron/engine/**',
      'electron/cli/**',
      'electron/main/handlers/**',
      'electron/web-host/**',
      'shared/**',
      'renderer/**',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'electron',
              message: 'This code must run without Electron: inject what it needs.',
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  prettier,
);
