import { spawnSync } from 'node:child_process';
import { symlink } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { useTempDir } from '../../support/use-temp-dir';

// Each boundary check of `npm run lint` and `npm run typecheck:web`, run for real on planted files.
const REPO = fileURLToPath(new URL('../../..', import.meta.url));
const NODE_MODULES = join(REPO, 'node_modules');

/** Writes the files into the temp folder, with the repo's node_modules beside them so packages resolve. */
async function plantTree(temp: ReturnType<typeof useTempDir>, files: Record<string, string>): Promise<string> {
  for (const [name, text] of Object.entries(files)) await temp.write(name, text);
  await symlink(NODE_MODULES, join(temp.path(), 'node_modules'), 'dir');
  return temp.path();
}

interface Violation {
  rule: { name: string };
  from: string;
}

describe('dependency rules (.dependency-cruiser.mjs)', () => {
  const temp = useTempDir();

  it('names every planted violation, and only those', async () => {
    const dir = await plantTree(temp, {
      'shared/reads-disk.ts': "import { readFileSync } from 'node:fs';\nexport const read = readFileSync;\n",
      'shared/uses-renderer.ts': "import { tsv } from '../renderer/src/grid/tsv';\nexport const t = tsv;\n",
      'renderer/src/grid/tsv.ts': "export const tsv = 'tsv';\n",
      'renderer/src/grid/reads-path.ts': "import { join } from 'node:path';\nexport const j = join;\n",
      'renderer/src/grid/uses-engine.ts': "import { z } from '../../../electron/engine/z';\nexport const y = z;\n",
      'electron/engine/z.ts': "export const z = 'z';\n",
      'renderer/src/api/index.ts': "export const useApi = (): string => 'api';\n",
      'renderer/src/grid/useCalls.ts': "import { useApi } from '../api';\nexport const c = useApi;\n",
      // Allowed: a store calls the API.
      'renderer/src/grid/grid-store.ts': "import { useApi } from '../api';\nexport const s = useApi;\n",
      'electron/engine/uses-electron.ts': "import { app } from 'electron';\nexport const a = app;\n",
      'electron/web-host/bridge/reads-os.ts': "import { cpus } from 'node:os';\nexport const c = cpus;\n",
      // The web host reaches Electron through a main-process module.
      'electron/web-host/server.ts': "import { pick } from '../main/dialogs';\nexport const p = pick;\n",
      'electron/main/dialogs.ts': "import { dialog } from 'electron';\nexport const pick = dialog;\n",
      'electron/engine/cycle-a.ts': "import { b } from './cycle-b';\nexport const a = (): string => b;\n",
      'electron/engine/cycle-b.ts': "import { a } from './cycle-a';\nexport const b = String(a);\n",
      // Allowed: main uses Electron and the engine's front door, the engine uses Node.
      'electron/engine/index.ts': "export { z } from './z';\n",
      'electron/main/index.ts':
        "import { app } from 'electron';\nimport { z } from '../engine';\nexport const m = [app, z];\n",
      // The command line past the engine's front door.
      'electron/cli/deep-engine.ts': "import { z } from '../engine/z';\nexport const d = z;\n",
      // The export of a project through the front door, not its own (saved-project-export.ts).
      'electron/cli/export-command.ts': "import { z } from '../engine';\nexport const e = z;\n",
      'electron/engine/reads-disk.ts': "import { readFileSync } from 'node:fs';\nexport const r = readFileSync;\n",
      // The renderer's rooms: a feature's front door, its inside, the layers below and above the features.
      'renderer/src/grid/index.ts': "export { g } from './g';\n",
      'renderer/src/grid/g.ts': "export const g = 'g';\n",
      'renderer/src/crawl/uses-grid-inside.ts': "import { g } from '../grid/g';\nexport const c = g;\n",
      // Allowed: a later feature through an earlier one's front door.
      'renderer/src/crawl/uses-grid-door.ts': "import { g } from '../grid';\nexport const d = g;\n",
      'renderer/src/project/uses-grid.ts': "import { g } from '../grid';\nexport const p = g;\n",
      'renderer/src/table/uses-feature.ts': "import { g } from '../grid';\nexport const t = g;\n",
      'renderer/src/services/notices.ts': "export const n = 'n';\n",
      'renderer/src/ui/uses-service.ts': "import { n } from '../services/notices';\nexport const u = n;\n",
      'renderer/src/app/frame.ts': "import { g } from '../grid';\nexport const f = g;\n",
      'renderer/src/grid/uses-app.ts': "import { f } from '../app/frame';\nexport const a = f;\n",
    });
    const cruise = (...options: string[]) =>
      spawnSync(
        process.execPath,
        [
          join(NODE_MODULES, 'dependency-cruiser/bin/dependency-cruise.mjs'),
          '--config',
          join(REPO, '.dependency-cruiser.mjs'),
          ...options,
          '.',
        ],
        { cwd: dir, encoding: 'utf8' },
      );
    const report = JSON.parse(cruise('--output-type', 'json').stdout) as { summary: { violations: Violation[] } };
    const violations = report.summary.violations;
    expect(violations.map((v) => `${v.rule.name} ${v.from}`).sort()).toEqual([
      'browser-code-imports-node electron/web-host/bridge/reads-os.ts',
      'browser-code-imports-node renderer/src/grid/reads-path.ts',
      'browser-code-imports-node shared/reads-disk.ts',
      'deep-engine-import electron/cli/deep-engine.ts',
      'electron-free-code-reaches-electron electron/engine/uses-electron.ts',
      'electron-free-code-reaches-electron electron/web-host/server.ts',
      'feature-imports-a-later-feature renderer/src/project/uses-grid.ts',
      'feature-internals-from-outside renderer/src/crawl/uses-grid-inside.ts',
      'lower-layer-imports-higher renderer/src/grid/uses-app.ts',
      'lower-layer-imports-higher renderer/src/table/uses-feature.ts',
      'lower-layer-imports-higher renderer/src/ui/uses-service.ts',
      'no-cycle electron/engine/cycle-a.ts', // a cycle is reported once, from where it was entered
      'project-export-without-the-front-door electron/cli/export-command.ts',
      'renderer-api-outside-a-store renderer/src/grid/useCalls.ts',
      'renderer-imports-electron-folder renderer/src/grid/uses-engine.ts',
      'shared-imports-an-app-layer shared/uses-renderer.ts',
    ]);
    // The form `npm run lint` runs fails the build.
    expect(cruise().status).not.toBe(0);
  }, 60_000); // two cruises of a planted tree: seconds each on a loaded machine
});

/** What one ESLint rule says of `code` planted as the repo's `file`, each message cut by `brief`. */
async function lintSays(
  rule: string,
  file: string,
  code: string,
  brief: (message: string) => string,
): Promise<string[]> {
  const [result] = await new ESLint({ cwd: REPO }).lintText(code, { filePath: join(REPO, file) });
  return result!.messages.filter((m) => m.ruleId === rule).map((m) => brief(m.message));
}

describe('globals per kind of code (eslint.config.mjs)', () => {
  const restrictedGlobals = (file: string, code: string): Promise<string[]> =>
    lintSays('no-restricted-globals', file, code, (message) => message.split("'")[1]!);
  const code = 'export const seen = [typeof process, typeof Buffer, typeof window, typeof document, typeof URL];\n';

  it('keeps Node globals out of the renderer and the web bridge', async () => {
    expect(await restrictedGlobals('renderer/src/planted.ts', code)).toEqual(['process', 'Buffer']);
    expect(await restrictedGlobals('electron/web-host/bridge/planted.ts', code)).toEqual(['process', 'Buffer']);
  });

  it('lets shared/ use only what the browser and Node both have', async () => {
    expect(await restrictedGlobals('shared/planted.ts', code)).toEqual(['process', 'Buffer', 'window', 'document']);
  });

  it('keeps browser globals out of electron/', async () => {
    expect(await restrictedGlobals('electron/engine/planted.ts', code)).toEqual(['window', 'document']);
  });
});

describe("main-process code's own restrictions (eslint.config.mjs)", () => {
  const restricted = (file: string, code: string): Promise<string[]> =>
    lintSays('no-restricted-syntax', file, code, (message) => message.split(' (')[0]!);
  const MAKE_WORKERS = 'Make workers with makeWorker';

  it('makes every worker thread with makeWorker, by whatever name Worker is reached', async () => {
    const named = "import { Worker as W } from 'node:worker_threads';\nexport const w = new W('x.js');\n";
    const spaced = "import * as threads from 'node:worker_threads';\nexport const w = new threads.Worker('x.js');\n";
    const typed = "import type { Worker } from 'node:worker_threads';\nexport type Held = Worker;\n";
    for (const folder of ['electron/engine', 'electron/cli', 'electron/main']) {
      expect(await restricted(`${folder}/planted.ts`, named), folder).toEqual([MAKE_WORKERS]);
      expect(await restricted(`${folder}/planted.ts`, spaced), folder).toEqual([MAKE_WORKERS]);
      expect(await restricted(`${folder}/planted.ts`, typed), folder).toEqual([]);
    }
    // Its one maker, and code outside the main process (tests, the bench), make them as they need.
    expect(await restricted('electron/engine/worker-script.ts', named)).toEqual([]);
    expect(await restricted('test/unit/planted.test.ts', named)).toEqual([]);
  });

  it("asks over HTTP only through createHttpAgent's pools", async () => {
    const code = "import { Agent } from 'undici';\nexport const agent = new Agent();\n";
    expect(await restricted('electron/engine/planted.ts', code)).toEqual(['Make pools with createHttpAgent']);
    expect(await restricted('electron/engine/http/unpaused-agent.ts', code)).toEqual([]);
  });
});

describe('the web type-check (tsconfig.web.json)', () => {
  const temp = useTempDir();

  /** `tsc` on one planted file under the web config's options; its diagnostics, or '' when it passes. */
  async function typecheckWeb(code: string): Promise<string> {
    const dir = await plantTree(temp, {
      'shared/planted.ts': code,
      'tsconfig.json': JSON.stringify({
        extends: join(REPO, 'tsconfig.web.json'),
        compilerOptions: { composite: false, incremental: false, noEmit: true },
        include: ['shared/planted.ts'],
      }),
    });
    const run = spawnSync(process.execPath, [join(NODE_MODULES, 'typescript/bin/tsc'), '-p', dir], {
      encoding: 'utf8',
    });
    return run.stdout;
  }

  it("has no Node types, though papaparse's types reference them", async () => {
    const planted = [
      "import Papa from 'papaparse';",
      "export const text: string = Papa.unparse([['a']], { delimiter: '\\t' });",
      'export const bytes: Buffer | null = null;',
      'export const home = process.env.HOME;',
    ].join('\n');
    const output = await typecheckWeb(planted);
    expect(output).toContain("Cannot find name 'Buffer'");
    expect(output).toContain("Cannot find name 'process'");
    expect(output.match(/error TS/g)).toHaveLength(2);
  });
});
