import { resolve } from 'node:path';
import { defineConfig } from 'electron-vite';
import vue from '@vitejs/plugin-vue';
import type { Plugin } from 'vite';
import { appIcon } from './scripts/app-icon-plugin';
import { cataloguesAsData } from './scripts/catalogues-as-data-plugin';

const here = (path: string): string => resolve(__dirname, path);

/** The dev server injects styles inline and talks over a websocket; the built app needs neither. */
function relaxCspForDevServer(): Plugin {
  return {
    name: 'relax-csp-for-dev-server',
    apply: 'serve',
    transformIndexHtml: (html) =>
      html
        .replace("style-src 'self'", "style-src 'self' 'unsafe-inline'")
        .replace("connect-src 'self'", "connect-src 'self' ws:"),
  };
}

export default defineConfig({
  main: {
    // The window's icon (out/main/icon.png), and electron-builder's icons in build/; the catalogues
    // as data, each language parsed when first asked for (scripts/catalogues-as-data.ts).
    plugins: [appIcon({ pngSize: 512, buildResources: here('build') }), cataloguesAsData()],
    build: {
      outDir: 'out/main',
      rolldownOptions: {
        // The import's parse worker, the export's pack worker, the rules' check worker and the project worker are entries of their own, emitted beside
        // index.js and cli.js (worker-script.ts).
        input: {
          index: here('electron/main/index.ts'),
          cli: here('electron/cli/index.ts'),
          'parse-worker': here('electron/engine/import/parse-worker.ts'),
          'pack-worker': here('electron/engine/export/pack-worker.ts'),
          'check-worker': here('electron/engine/checks/check-worker.ts'),
          'project-worker': here('electron/engine/project/project-worker.ts'),
        },
        // The language modules alone, not with the catalogues they share their entries with: the CLI
        // starts its workers in the user's language before it loads the catalogues (early-workers.ts).
        output: {
          codeSplitting: { groups: [{ name: 'locale', test: /shared[\\/]i18n[\\/](locales|active-locale)\.ts$/ }] },
        },
      },
    },
  },
  preload: {
    build: {
      outDir: 'out/preload',
      // A sandboxed preload must be one CommonJS file.
      rolldownOptions: { input: { index: here('electron/preload/index.ts') } },
    },
  },
  renderer: {
    root: here('renderer'),
    base: './',
    // The icon the web host answers /favicon.ico with (out/renderer/icon.png).
    plugins: [vue(), relaxCspForDevServer(), appIcon({ pngSize: 256 })],
    // vue-i18n's build flags: Composition API only, messages compiled without eval (the CSP has no
    // 'unsafe-eval'), no devtools hook in the built app.
    define: {
      __VUE_I18N_FULL_INSTALL__: true,
      __VUE_I18N_LEGACY_API__: false,
      __INTLIFY_PROD_DEVTOOLS__: false,
      __INTLIFY_JIT_COMPILATION__: true,
      __INTLIFY_DROP_MESSAGE_COMPILER__: false,
    },
    build: {
      outDir: here('out/renderer'),
      rolldownOptions: { input: { index: here('renderer/index.html') } },
    },
  },
});
