import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { exportProject } from '../../../../../electron/engine/export/export-project';
import { recoverExportFolder } from '../../../../../electron/engine/export/recover-export-folder';
import type { ExportOutcome, ExportRequest } from '../../../../../shared/export-types';
import { setActiveLocale } from '../../../../../shared/i18n/active-locale';
import { problemText } from '../../../../../shared/problems';
import { exportChildInput } from '../../../../support/export-child-input';
import { readExportedSet } from '../../../../support/exported-set';
import { labelsIn } from '../../../../support/labelled-set';
import { noneHeld } from '../../../../support/scanner-holds';
import { useTempDir } from '../../../../support/use-temp-dir';

/** A file held open by a scanner while `on` (test/support/scanner-holds.ts): the first commit to meet it is left stuck. */
const faults = vi.hoisted(() => ({
  on: false,
  stuck: null as string | null,
  journalOfOthers: false,
  othersStuck: false,
}));

vi.mock('node:fs/promises', async (importOriginal) => {
  const { scannerHolds } = await import('../../../../support/scanner-holds');
  return scannerHolds(await importOriginal(), faults);
});

const temp = useTempDir();
afterEach(() => {
  Object.assign(faults, noneHeld());
  setActiveLocale('en');
});

const stagingFolders = async (folder: string): Promise<string[]> =>
  (await readdir(folder)).filter((name) => name.startsWith('.sitemap-studio-staging-'));
const codesOf = (outcome: ExportOutcome): string[] =>
  (outcome.ok ? outcome.report.notes : outcome.problems).map((problem) => problem.code);

/** 120 old URLs exported as `id`, then 120 new ones whose commit is left stuck (100 new and 20 old in the set). */
async function stuckAs(out: string, id: string): Promise<void> {
  expect((await exportProject({ ...exportChildInput(out, 120, 50, 'old'), projectId: id })).ok).toBe(true);
  faults.on = true;
  const first = await exportProject({ ...exportChildInput(out, 120, 50, 'first'), projectId: id });
  expect(codesOf(first)).toEqual(['export-commit-interrupted']);
  expect(await labelsIn(out)).toEqual({ old: 20, first: 100, second: 0, missing: [] });
}

/**
 * A set of project cli:copy with an index of its own (copy_index.xml) but the same sitemap names
 * (sitemap-pages-{n}): two projects misconfigured into one file name, not one set under two ids.
 */
function copyWithOwnIndex(out: string): ExportRequest {
  const copy: ExportRequest = { ...exportChildInput(out, 150, 50, 'second'), projectId: 'cli:copy' };
  copy.settings = { ...copy.settings, indexName: 'copy_index.xml' };
  return copy;
}

describe('a stuck commit and a later export of the same index under another project id', () => {
  for (const [before, after] of [
    ['unsaved:Shop', 'project:/home/me/shop.sitemapstudio'], // exported unsaved, then saved and exported again
    ['cli:public', 'cli:./public'], // the same command with another spelling of its folder
  ] as const) {
    it(`replaces it: ${before}, then ${after}, and no repair moves the older files over the newer set`, async () => {
      const out = temp.path();
      await stuckAs(out, before);

      // Exported again (same names) while the file is still held.
      const second = await exportProject({ ...exportChildInput(out, 150, 50, 'second'), projectId: after });
      expect(codesOf(second)).toContain('export-interrupted-superseded');
      expect(codesOf(second)).not.toContain('export-interrupted-stuck');
      expect(await labelsIn(out)).toEqual({ old: 0, first: 0, second: 150, missing: [] });

      // The hold is gone: the next repair (the app's start, any later export) has nothing left to do.
      faults.on = false;
      expect(await recoverExportFolder(out)).toEqual([]);
      expect(await labelsIn(out)).toEqual({ old: 0, first: 0, second: 150, missing: [] });
      expect(await stagingFolders(out)).toEqual([]);

      // Told as replaced by an export writing the same index, not "of the same project".
      const note = second.ok ? second.report.notes.find((n) => n.code === 'export-interrupted-superseded') : undefined;
      for (const [locale, words] of [
        ['en', `An interrupted export to ${out} was not finished: a later export that writes the same index file`],
        [
          'nl',
          `Een onderbroken export naar ${out} is niet afgemaakt: een latere export die hetzelfde indexbestand schrijft`,
        ],
      ] as const) {
        setActiveLocale(locale);
        expect(problemText(note!)).toContain(words);
      }
    });
  }

  it('an older stuck commit waits behind a later stuck one that writes the same files under another id', async () => {
    const out = temp.path();
    await stuckAs(out, 'unsaved:Shop');
    // The same files exported as the saved project while the file is held: its commit is left stuck too
    // (its index held, nothing put back), its parts in.
    faults.othersStuck = true;
    const second = await exportProject({
      ...exportChildInput(out, 150, 50, 'second'),
      projectId: 'project:/home/me/shop.sitemapstudio',
    });
    expect(codesOf(second)).toEqual(['export-interrupted-stuck', 'export-commit-interrupted']);
    expect(await stagingFolders(out)).toHaveLength(2);

    // The first hold is gone, the second's stays: the older commit is not finished under the later one.
    faults.on = false;
    expect((await recoverExportFolder(out)).map((note) => note.code)).toEqual(['export-interrupted-stuck']);
    expect(await stagingFolders(out)).toHaveLength(2);

    // Both gone: the later one is finished and replaces the older one, its set whole.
    faults.othersStuck = false;
    expect((await recoverExportFolder(out)).map((note) => note.code)).toEqual([
      'export-interrupted-finished',
      'export-interrupted-superseded',
    ]);
    expect(await labelsIn(out)).toEqual({ old: 0, first: 0, second: 150, missing: [] });
    expect(await stagingFolders(out)).toEqual([]);
  });

  it('another project sharing only sitemap names, not the index, replaces nothing: the repair finishes the stuck commit', async () => {
    const out = temp.path();
    await stuckAs(out, 'cli:public');
    const outcome = await exportProject(copyWithOwnIndex(out));
    expect(codesOf(outcome)).toContain('export-interrupted-stuck');
    expect(codesOf(outcome)).not.toContain('export-interrupted-superseded');
    expect(await labelsIn(out, 'copy_index.xml')).toEqual({ old: 0, first: 0, second: 150, missing: [] });
    expect(await stagingFolders(out)).toHaveLength(1);

    // The hold is gone: the repair finishes it, as the manifest keeps the other id's entry (its index is
    // not the copy's). The sitemap name both write holds whichever came last: the misconfiguration.
    faults.on = false;
    expect((await recoverExportFolder(out)).map((note) => note.code)).toEqual(['export-interrupted-finished']);
    expect(await stagingFolders(out)).toEqual([]);
    expect(await labelsIn(out)).toEqual({ old: 0, first: 20, second: 100, missing: [] });
    const manifest = JSON.parse(await readFile(join(out, '.sitemap-studio-export.json'), 'utf8')) as {
      projects: Record<string, { index: string }>;
    };
    expect(Object.keys(manifest.projects).sort()).toEqual(['cli:copy', 'cli:public']);
    expect(manifest.projects['cli:public']!.index).toBe('sitemap_index.xml');
  });

  it('an older stuck commit does not wait behind a later stuck one of another id that shares only sitemap names', async () => {
    const out = temp.path();
    await stuckAs(out, 'cli:public');
    faults.othersStuck = true; // the copy's commit is left stuck too: its index held, nothing put back
    expect(codesOf(await exportProject(copyWithOwnIndex(out)))).toEqual([
      'export-interrupted-stuck',
      'export-commit-interrupted',
    ]);
    expect(await stagingFolders(out)).toHaveLength(2);

    // The first hold gone: the later one does not replace it (not its index), so it is finished now.
    faults.on = false;
    expect((await recoverExportFolder(out)).map((note) => note.code)).toEqual([
      'export-interrupted-stuck',
      'export-interrupted-finished',
    ]);
    expect(await stagingFolders(out)).toHaveLength(1);
    expect((await labelsIn(out)).missing).toEqual([]);

    faults.othersStuck = false;
    expect((await recoverExportFolder(out)).map((note) => note.code)).toEqual(['export-interrupted-finished']);
    expect(await stagingFolders(out)).toEqual([]);
    expect((await labelsIn(out, 'copy_index.xml')).missing).toEqual([]);
  });

  it('another project sharing only robots.txt with it replaces nothing: the repair finishes the stuck commit', async () => {
    const out = temp.path();
    await stuckAs(out, 'cli:public');
    const news: ExportRequest = { ...exportChildInput(out, 10, 50, 'news'), projectId: 'cli:news' };
    news.settings = { ...news.settings, indexName: 'news_index.xml', fileNamePattern: 'news-{n}.xml.gz' };
    expect(news.settings.writeRobotsTxt).toBe(true);
    const outcome = await exportProject(news);
    expect(codesOf(outcome)).toContain('export-interrupted-stuck');
    expect(codesOf(outcome)).not.toContain('export-interrupted-superseded');

    faults.on = false;
    expect((await recoverExportFolder(out)).map((note) => note.code)).toEqual(['export-interrupted-finished']);
    expect(await labelsIn(out)).toEqual({ old: 0, first: 120, second: 0, missing: [] });
    expect((await readExportedSet(out, 'news_index.xml')).locs).toHaveLength(10);
  });

  it("finished late, keeps the entries it replaced out of the folder's manifest (no ghost entry)", async () => {
    const out = temp.path();
    // shop's set, then a copy of it (another id) exported in its place, left stuck: it writes shop's index.
    expect((await exportProject({ ...exportChildInput(out, 120, 50, 'old'), projectId: 'cli:shop' })).ok).toBe(true);
    faults.on = true;
    const copy = await exportProject({ ...exportChildInput(out, 120, 50, 'first'), projectId: 'cli:copy' });
    expect(codesOf(copy)).toEqual(['export-commit-interrupted']);

    faults.on = false;
    expect((await recoverExportFolder(out)).map((note) => note.code)).toEqual(['export-interrupted-finished']);
    expect(await labelsIn(out)).toEqual({ old: 0, first: 120, second: 0, missing: [] });
    // The copy's set is the published one: shop's entry, which listed the same files, is not brought back.
    const manifest = JSON.parse(await readFile(join(out, '.sitemap-studio-export.json'), 'utf8')) as {
      projects: Record<string, { files: string[] }>;
    };
    expect(Object.keys(manifest.projects)).toEqual(['cli:copy']);
  });
});
