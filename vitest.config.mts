import vue from '@vitejs/plugin-vue';
import { configDefaults, defineConfig } from 'vitest/config';

/** After each test file, the folders test/support/temp-dir.ts made (Vitest's workers end without an 'exit' event). */
const setupFiles = ['test/support/remove-temp-dirs.ts'];

/**
 * Tests that run a child process and SIGKILL it, or run one under `ulimit`/`setpriv`, or stop its
 * worker pools hundreds of times: real kills take real seconds, so they run as their own project
 * (`npm run test:kill`) and the unit project stays quick.
 */
const processKillTests = [
  'test/unit/behaviour/engine/project/save-kill.test.ts',
  'test/unit/behaviour/engine/export/export-kill.test.ts',
  'test/unit/behaviour/engine/export/one-export-per-folder-processes.test.ts',
  'test/unit/behaviour/engine/export/export-folder-places.test.ts',
  'test/unit/main/export-targets.test.ts',
  'test/unit/behaviour/engine/stale-temp-folders.test.ts',
  'test/unit/behaviour/cli/export-disk-full.test.ts',
  'test/unit/behaviour/cli/export-stop-signals.test.ts',
  'test/unit/behaviour/cli/cli-entry-streams.test.ts',
  'test/unit/behaviour/engine/pools-stopped-mid-job.test.ts',
];

export default defineConfig({
  test: {
    projects: [
      {
        // Vue single-file components compile in unit tests: a feature's front door brings its panels.
        plugins: [vue()],
        test: {
          name: 'unit',
          include: ['test/unit/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...processKillTests],
          environment: 'node',
          setupFiles,
          // Two files at a time on two cores (Vitest's default is one fewer than the cores): many tests
          // spend their time waiting out real pauses (a host's backoff, Retry-After, a stalled server).
          maxWorkers: 2,
          // Those pauses, and CLI runs that inflate 100 MB, took past 20 s on CI's slow host (a gzip bomb
          // read four times). A timeout is for a test that hangs, not for timing one: that fails still.
          testTimeout: 60_000,
          // Hooks too: removing a test's folder of 50,001 files took past Vitest's 10 s on a loaded machine.
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'kill',
          include: processKillTests,
          environment: 'node',
          setupFiles,
          // Each test starts a child (tsx) that exports or saves before it is killed: 5 s alone, past
          // Vitest's 5 s on a loaded machine (two tests, 1 of 1 each, beside two CPU hogs).
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'conformance',
          include: ['test/conformance/**/*.test.ts'],
          environment: 'node',
          setupFiles,
          testTimeout: 60_000,
        },
      },
    ],
  },
});
