import { join } from 'node:path';
import { build, type Plugin } from 'esbuild';
import { expect, it } from 'vitest';

// `export <project>` loads only what exporting a saved project runs (electron/engine/saved-project-export.ts
// says what it leaves out), and the engine's front door (index.ts) and the streamed export only when
// other sources are met. Bundled here with esbuild, which reaches the modules the build's bundler does
// (rolldown, which may yet put a module in a chunk beside others).

const ROOT = join(__dirname, '../../..');
const COMMAND = join(ROOT, 'electron/cli/export-command.ts');

/** Modules an export of a project never runs: the front door, and what reads, fetches or checks sites. */
const NOT_FOR_A_PROJECT =
  /^electron\/engine\/(index\.ts|site-check\/|http\/|diagnose\/|stream\/(stream-tables|streamed-tables|export-stream)\.ts|import\/(import-sources|parse-xml|parse-pool|read-content|sitemap-document|gzip-members)\.ts)/;

/** The parsers of what an export of a project never reads: sitemaps (sax) and CSV (papaparse). */
const PARSERS = ['sax', 'papaparse'];

/**
 * The modules and the packages export-command.ts loads, with or without the streamed export it
 * imports when other sources are met.
 */
async function loadedByCommand(withStreamedExport: boolean): Promise<{ modules: string[]; packages: string[] }> {
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
  // Every module reached by a value's import (a type's is gone before bundling), and each package it names.
  const inputs = Object.entries(result.metafile.inputs);
  const packages = inputs.flatMap(([, input]) =>
    input.imports.filter((found) => found.external && found.kind !== 'dynamic-import').map((found) => found.path),
  );
  return { modules: inputs.map(([path]) => path), packages: [...new Set(packages)] };
}

it('loads none of the parsers, the fetching, the streamed export or the site check until other sources are met', async () => {
  const { modules, packages } = await loadedByCommand(false);
  expect(modules).toContain('electron/engine/saved-project-export.ts');
  expect(modules).toContain('electron/engine/export/export-project.ts');
  expect(modules.filter((path) => NOT_FOR_A_PROJECT.test(path))).toEqual([]);
  expect(packages.filter((name) => PARSERS.includes(name))).toEqual([]);
  // The streamed export, which other sources load, brings them all: what the lines above keep out.
  const withStreamed = await loadedByCommand(true);
  expect(withStreamed.modules).toContain('electron/engine/index.ts');
  expect(withStreamed.modules).toContain('electron/engine/import/parse-xml.ts');
  expect(withStreamed.modules).toContain('electron/engine/site-check/site-check.ts');
  expect(withStreamed.packages).toEqual(expect.arrayContaining(PARSERS));
}, 60_000);
