import { watch, type FSWatcher } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../../../electron/cli/run-cli';
import { saveProjectFile } from '../../../../electron/engine/project/project-file';
import { cliExport, EXPORT_BASE_URL } from '../../../support/cli-run';
import { largeProject } from '../../../support/large-project';
import { useTempDir } from '../../../support/use-temp-dir';

/**
 * An AbortController aborted as the export's commit begins in `out` (its journal, commit.json, in the
 * staging folder: from there the commit is only ever finished), or, given `saveOf`, as --remember's
 * save of that project begins (its temporary file beside it).
 */
function abortedAt(out: string, saveOf?: string): { signal: AbortSignal; stop(): void; aborted(): boolean } {
  const interrupt = new AbortController();
  const watchers: FSWatcher[] = [];
  if (saveOf === undefined) {
    watchers.push(
      watch(out, (_, name) => {
        if (!name?.startsWith('.sitemap-studio-staging-') || watchers.length > 1) return;
        watchers.push(
          watch(join(out, name), (__, inStaging) => {
            if (inStaging === 'commit.json') interrupt.abort();
          }),
        );
      }),
    );
  } else {
    const temporary = `.${basename(saveOf)}.`;
    watchers.push(
      watch(dirname(saveOf), (_, name) => {
        if (name?.startsWith(temporary) && name.endsWith('.tmp')) interrupt.abort();
      }),
    );
  }
  return {
    signal: interrupt.signal,
    stop: () => watchers.forEach((watcher) => watcher.close()),
    aborted: () => interrupt.signal.aborted,
  };
}

/** `export` of `project` into `out`, in this process, stopped as abortedAt says. */
async function exportStopped(
  project: string,
  out: string,
  extra: readonly string[],
  saveOf?: string,
): Promise<{ code: number; stdout: string; stderr: string }> {
  const stop = abortedAt(out, saveOf);
  let stdout = '';
  let stderr = '';
  const args = ['export', project, '--out', out, '--base-url', EXPORT_BASE_URL, '--max-urls', '30000', ...extra];
  const code = await runCli(args, {
    out: (text) => void (stdout += text),
    err: (text) => void (stderr += text),
    signal: stop.signal,
  }).finally(stop.stop);
  expect(stop.aborted()).toBe(true);
  return { code, stdout, stderr };
}

const NOT_STOPPED =
  'Not stopped: the stop came once the new files had begun to move in, a step that is finished whole once begun, so the export above is complete.';

describe('export asked to stop once its commit has begun', () => {
  const temp = useTempDir();

  /** A project of 120,000 rows, exported once into `out` (so the commit replaces files), and its bytes. */
  async function exportedOnce(): Promise<{ project: string; out: string; projectBefore: Buffer }> {
    const project = join(temp.path(), 'shop.sitemapstudio');
    await saveProjectFile(project, largeProject(120_000, 'shop'));
    const out = join(temp.path(), 'out');
    expect((await cliExport(project, out, '--max-urls', '50000')).code).toBe(0);
    return { project, out, projectBefore: await readFile(project) };
  }

  /** The new set whole in `out`, nothing of the export's own left beside it. */
  const expectNewSet = async (out: string): Promise<void> =>
    expect((await readdir(out)).sort()).toEqual([
      '.sitemap-studio-export.json',
      'sitemap-pages-1.xml.gz',
      'sitemap-pages-2.xml.gz',
      'sitemap-pages-3.xml.gz',
      'sitemap-pages-4.xml.gz',
      'sitemap_index.xml',
    ]);

  // A Ctrl-C (or SIGTERM) while the files moved in went unheard: "Wrote 6 files", exit 0.
  it('finishes the commit, reports the files written, says the stop came late and leaves the project as it was (--remember), exit 130', async () => {
    const { project, out, projectBefore } = await exportedOnce();
    const run = await exportStopped(project, out, ['--remember']);
    expect(run.code).toBe(130);
    expect(run.stdout).toMatch(/^Wrote 5 files \(120,000 URLs\) to /);
    expect(run.stderr).toBe(
      `${NOT_STOPPED} This export was not remembered in the project (--remember): the project file is as it was.\n`,
    );
    await expectNewSet(out);
    expect(await readFile(project)).toEqual(projectBefore);
  }, 120_000);

  it('says so in --json too (stoppedLate), the export ok and whole, exit 130', async () => {
    const { project, out } = await exportedOnce();
    const run = await exportStopped(project, out, ['--json']);
    expect(run.code).toBe(130);
    const json = JSON.parse(run.stdout) as { ok: boolean; stoppedLate?: boolean; report: { urls: number } };
    expect(json).toMatchObject({ ok: true, stoppedLate: true });
    expect(run.stderr).toBe(`${NOT_STOPPED}\n`);
    await expectNewSet(out);
  }, 120_000);

  // A stop that came as --remember's save began went unheard too: "Remembered this export", exit 0.
  it('finishes a save of --remember the stop reaches under way, and says both were finished, exit 130', async () => {
    const { project, out, projectBefore } = await exportedOnce();
    const run = await exportStopped(project, out, ['--remember'], project);
    expect(run.code).toBe(130);
    expect(run.stderr).toBe(
      `Remembered this export in ${project}.\n${NOT_STOPPED} It was remembered in the project too (--remember): the stop came while that was under way, and it is finished whole as well.\n`,
    );
    await expectNewSet(out);
    expect(await readFile(project)).not.toEqual(projectBefore);
  }, 120_000);
});
