import { watch, type FSWatcher } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../../../electron/cli/run-cli';
import { saveProjectFile } from '../../../../electron/engine/project/project-file';
import { cliExport, EXPORT_BASE_URL } from '../../../support/cli-run';
import { largeProject } from '../../../support/large-project';
import { useTempDir } from '../../../support/use-temp-dir';

/**
 * An AbortController aborted as the export's commit begins in `out`: once its journal (commit.json)
 * is in the staging folder, the point from which the commit is only ever finished.
 */
function abortedAtCommit(out: string): { signal: AbortSignal; stop(): void; aborted(): boolean } {
  const interrupt = new AbortController();
  const watchers: FSWatcher[] = [];
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
  return {
    signal: interrupt.signal,
    stop: () => watchers.forEach((watcher) => watcher.close()),
    aborted: () => interrupt.signal.aborted,
  };
}

describe('export asked to stop once its commit has begun', () => {
  const temp = useTempDir();

  // A Ctrl-C (or SIGTERM) while the files moved in went unheard: "Wrote 6 files", exit 0.
  it('finishes the commit, reports the files written, says the stop came late and leaves the project as it was (--remember), exit 130', async () => {
    const project = join(temp.path(), 'shop.sitemapstudio');
    await saveProjectFile(project, largeProject(120_000, 'shop'));
    const out = join(temp.path(), 'out');
    expect((await cliExport(project, out, '--max-urls', '50000')).code).toBe(0);
    const projectBefore = await readFile(project);
    const stop = abortedAtCommit(out);
    let stdout = '';
    let stderr = '';
    const args = ['export', project, '--out', out, '--base-url', EXPORT_BASE_URL, '--max-urls', '30000', '--remember'];
    const code = await runCli(args, {
      out: (text) => void (stdout += text),
      err: (text) => void (stderr += text),
      signal: stop.signal,
    }).finally(stop.stop);
    expect(stop.aborted()).toBe(true);
    expect(code).toBe(130);
    expect(stdout).toMatch(/^Wrote 5 files \(120,000 URLs\) to /);
    expect(stderr).toBe(
      'Stopped late: the stop came once the new files had begun to move in, a step that is finished whole once begun, so the export above is complete. Its settings were not saved in the project (--remember): the project file is as it was.\n',
    );
    // The new set whole, nothing of the export's own left beside it; the project file untouched.
    const names = (await readdir(out)).sort();
    expect(names).toEqual([
      '.sitemap-studio-export.json',
      'sitemap-pages-1.xml.gz',
      'sitemap-pages-2.xml.gz',
      'sitemap-pages-3.xml.gz',
      'sitemap-pages-4.xml.gz',
      'sitemap_index.xml',
    ]);
    expect(await readFile(project)).toEqual(projectBefore);
  }, 120_000);
});
