import { resolve } from 'node:path';
import { defineConfig } from 'electron-vite';
import vue from '@vitejs/plugin-vue';

const here = (path: string): string => resolve(__dirname, path);

export default defineConfig({
  main: {
    build: {
      outDir: 'out/main',
      rolldownOptions: {
        input: { index: here('electron/main/index.ts'), cli: here('electron/cli/index.ts') },
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
    plugins: [vue()],
    build: {
      outDir: here('out/renderer'),
      rolldownOptions: { input: { index: here('renderer/index.html') } },
    },
  },
});
