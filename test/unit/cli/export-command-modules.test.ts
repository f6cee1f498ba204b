import { join } from 'node:path';
import { build, type Plugin } from 'esbuild';
import { expect, it } from 'vitest';

// `export <project>` loads only what exporting a saved project runs (electron/engine/saved-project-export.ts):
// none of the import's parsers and fetching, the streaming export, the site check or the diagnosis,
// which the engine's front door (index.ts) loads and which the streamed export loads when it is met.

const ROOT = join(__dirname, '../../..');
const COMMAND = join(ROOT, 'electron/cli/export-command.ts');

/** Modules an export of a project never runs: the front door, and what reads, fetches or checks sites. */
const NOT_FOR_A_PROJECT =
  /^electron\/engine\/(index\.ts|site-check\/|http\/|diagnose\/|stream\/(stream-tables|streamed-tables|export-stream)\.ts|import\/(import-sources|parse-xml|parse-pool|read-content|sitemap-document|gzip-members)\.ts)/;

/** The command's own modules bundled as the build bundles them, with or without the streamed export it imports when it is met. */
async function modulesOfCommand(withStreamedExport: boolean): Promise<string[]> {
  const leaveOut: Plugin = {
    name: 'leave-out-the-streamed-export',
    setup(bundler) {
      // Only where it is imported when met (import()): imported statically, it is loaded with the command.
      if (!withStreamedExport)
        bundler.onResolve({ filter: /\/streamed-export$/ }, ({ path, kind }) =>
          kind === 'dynamic-import' ? { path, external: true } : undefined,
        );
    },
  };
  const result = await build({
    entryPoints: [COMMAND],
    absWorkingDir: ROOT,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    packages: 'external',
    write: false,
    metafile: true,
    logLevel: 'silent',
    plugins: [leaveOut],
  });
  const [output] = Object.values(result.metafile.outputs);
  return Object.entries(output!.inputs)
    .filter(([, input]) => input.bytesInOutput > 0)
    .map(([path]) => path);
}

it('loads none of the parsers, the fetching, the streamed export or the site check until other sources are met', async () => {
  const modules = await modulesOfCommand(false);
  expect(modules).toContain('electron/engine/export/export-project.ts');
  expect(modules).toContain('electron/engine/project/project-columns.ts');
  expect(modules.filter((path) => NOT_FOR_A_PROJECT.test(path))).toEqual([]);
  // The streamed export, which other sources load, brings them all: what the line above keeps out.
  const withStreamed = await modulesOfCommand(true);
  expect(withStreamed).toContain('electron/engine/index.ts');
  expect(withStreamed).toContain('electron/engine/import/parse-xml.ts');
  expect(withStreamed).toContain('electron/engine/site-check/site-check.ts');
}, 60_000);
