import { readdir, readFile, rename, rm, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lockExportFolder } from '../../../../../electron/engine/export/export-folder-lock';
import { MANIFEST_NAME, readManifest } from '../../../../../electron/engine/export/export-manifest';
import { exportProject } from '../../../../../electron/engine/export/export-project';
import { recoverExportFolder, recoverLockedFolder } from '../../../../../electron/engine/export/recover-export-folder';
import type { ExportOutcome, ExportRequest } from '../../../../../shared/export-types';
import { setActiveLocale } from '../../../../../shared/i18n/active-locale';
import { problemText } from '../../../../../shared/problems';
import { exportChildInput } from '../../../../support/export-child-input';
import { readExportedSet } from '../../../../support/exported-set';
import { noneHeld } from '../../../../support/scanner-holds';
import { useTempDir } from '../../../../support/use-temp-dir';

const STAGING = '.sitemap-studio-staging-';

/** Disk faults while switched on (test/support/scanner-holds.ts): a held file leaves the first commit stuck. */
const faults = vi.hoisted(() => ({
  on: false,
  stuck: null as string | null,
  manifestOfOthers: false,
  journalOfOthers: false,
  stuckJournalHeld: false,
  heldName: null as string | null,
  keepsAll: false,
  heldInFolder: null as string | null,
  beforeCommit: null as (() => Promise<unknown>) | null,
}));

vi.mock('node:fs/promises', async (importOriginal) => {
  const { scannerHolds } = await import('../../../../support/scanner-holds');
  return scannerHolds(await importOriginal(), faults);
});

const temp = useTempDir();
const elsewhere = useTempDir(); // another folder on the same file system

afterEach(() => {
  Object.assign(faults, noneHeld());
  setActiveLocale('en');
});

const stagingFolders = async (folder: string): Promise<string[]> =>
  (await readdir(folder)).filter((name) => name.startsWith(STAGING));

/** How many URLs of each export the folder's set holds, and whether its index names a file not there. */
async function setIn(folder: string): Promise<{ old: number; first: number; second: number; missing: string[] }> {
  const set = await readExportedSet(folder);
  const count = (label: string): number => set.locs.filter((loc) => loc.includes(`/${label}/`)).length;
  return { old: count('old'), first: count('first'), second: count('second'), missing: set.missing };
}

/** A first export whose commit fails part-way and cannot be put back: its staging folder and journal stay. */
async function stuckFirstExport(out: string): Promise<string> {
  faults.on = true;
  const first = await exportProject(exportChildInput(out, 120, 50, 'first'));
  expect(first.ok ? [] : first.problems.map((problem) => problem.code)).toEqual(['export-commit-interrupted']);
  const [stuck] = await stagingFolders(out);
  expect(stuck).toBeDefined();
  return stuck!;
}

describe('a commit left stuck, and a later export into the same folder', () => {
  it('the later complete set replaces it: no repair afterwards moves the stuck files over it', async () => {
    const out = temp.path();
    await stuckFirstExport(out);

    // Exported again while the file is still held: the repair is stuck again, the export goes on.
    const second = await exportProject(exportChildInput(out, 150, 50, 'second'));
    expect(second.ok).toBe(true);
    expect(await setIn(out)).toEqual({ old: 0, first: 0, second: 150, missing: [] });
    const leftBySecond = await stagingFolders(out);

    // The hold is gone; a repair (the app's next start, any later export) changes nothing.
    faults.on = false;
    expect(await recoverExportFolder(out)).toEqual([]);
    expect(await setIn(out)).toEqual({ old: 0, first: 0, second: 150, missing: [] });

    // The second export told the person its set replaced the stuck one (not that it is kept for a repair).
    const notes = second.ok ? second.report.notes : [];
    expect(notes.map((note) => note.code)).toContain('export-interrupted-superseded');
    expect(notes.map((note) => note.code)).not.toContain('export-interrupted-stuck');
    const superseded = notes.find((note) => note.code === 'export-interrupted-superseded')!;
    for (const [locale, words] of [
      ['en', `An interrupted export to ${out} was not finished: a later export of the same project replaced it`],
      [
        'nl',
        `Een onderbroken export naar ${out} is niet afgemaakt: een latere export van hetzelfde project heeft hem vervangen`,
      ],
    ] as const) {
      setActiveLocale(locale);
      expect(problemText(superseded)).toContain(words);
    }
    expect(leftBySecond).toEqual([]); // the stuck commit's staging folder went with it
  });

  it('a later commit killed after its index is finished first, and the stuck one under it is dropped, whatever the order found', async () => {
    const out = temp.path();
    const stuck = await stuckFirstExport(out);

    // The second export's index is in, but its manifest cannot follow: its staging folder stays too.
    faults.manifestOfOthers = true;
    const second = await exportProject(exportChildInput(out, 150, 50, 'second'));
    expect(second.ok ? [] : second.problems.map((problem) => problem.code)).toEqual([
      'export-interrupted-stuck', // its repair, as it began, told beside the failure
      'export-commit-unfinished',
    ]);
    const later = (await stagingFolders(out)).find((name) => name !== stuck)!;
    expect(later).toBeDefined();

    // The repair meets the stuck (older) commit first: the later one must still come first.
    Object.assign(faults, { on: false, manifestOfOthers: false });
    const found = await readdir(out, { withFileTypes: true });
    const rank = (name: string): number => (name === stuck ? 0 : name === later ? 1 : 2);
    found.sort((one, other) => rank(one.name) - rank(other.name));
    const lock = await lockExportFolder(out);
    const notes = await recoverLockedFolder(out, found).finally(() => lock.release());
    expect(notes.map((note) => note.code)).toEqual(['export-interrupted-finished', 'export-interrupted-superseded']);
    expect(await setIn(out)).toEqual({ old: 0, first: 0, second: 150, missing: [] });
    expect(await stagingFolders(out)).toEqual([]);
    expect(await readdir(out)).toContain(MANIFEST_NAME);
    expect(await recoverExportFolder(out)).toEqual([]);
    expect(join(out, stuck)).not.toBe(join(out, later));
  });

  it('one that comes back between the repair and the commit is replaced all the same: the commit reads the folder again', async () => {
    const out = temp.path();
    const stuck = await stuckFirstExport(out);
    // Moved away (a rename keeps the folder's identity, so its journal is still believed) while the
    // second export repairs the folder, and back as it commits.
    const away = join(elsewhere.path(), stuck);
    await rename(join(out, stuck), away);
    faults.beforeCommit = () => rename(away, join(out, stuck));

    const second = await exportProject(exportChildInput(out, 150, 50, 'second'));
    expect(faults.beforeCommit).toBeNull(); // it came back while the export ran
    expect(codesOf(second)).toContain('export-interrupted-superseded');
    expect(await stagingFolders(out)).toEqual([]);
    faults.on = false;
    expect(await recoverExportFolder(out)).toEqual([]);
    expect(await setIn(out)).toEqual({ old: 0, first: 0, second: 150, missing: [] });
  });
});

/** Project 1's last export, then its next one stuck over it: the live index lists 100 new and 20 old URLs. */
async function stuckOverOld(out: string): Promise<string> {
  expect((await exportProject(exportChildInput(out, 120, 50, 'old'))).ok).toBe(true);
  const stuck = await stuckFirstExport(out);
  expect(await setIn(out)).toEqual({ old: 20, first: 100, second: 0, missing: [] });
  return stuck;
}

/** Project 2 (news), exporting into the same folder under its own index and file names. */
function newsExport(out: string): ExportRequest {
  const news = exportChildInput(out, 10, 50, 'news');
  news.projectId = 'cli:news';
  news.settings = {
    ...news.settings,
    indexName: 'news_index.xml',
    fileNamePattern: 'news-{n}.xml.gz',
    writeRobotsTxt: false,
  };
  return news;
}

const codesOf = (outcome: ExportOutcome): string[] =>
  (outcome.ok ? outcome.report.notes : outcome.problems).map((problem) => problem.code);

describe('a commit left stuck is replaced only by a later export of its own project', () => {
  it("another project's export leaves it to the repair, which finishes it once the hold is gone", async () => {
    const out = temp.path();
    await stuckOverOld(out);

    const news = await exportProject(newsExport(out));
    expect(news.ok).toBe(true);
    expect(codesOf(news)).toContain('export-interrupted-stuck');
    expect(codesOf(news)).not.toContain('export-interrupted-superseded');

    faults.on = false;
    expect((await recoverExportFolder(out)).map((note) => note.code)).toEqual(['export-interrupted-finished']);
    expect(await setIn(out)).toEqual({ old: 0, first: 120, second: 0, missing: [] });
    expect((await readExportedSet(out, 'news_index.xml')).locs).toHaveLength(10);
    expect(await stagingFolders(out)).toEqual([]);
    // The manifest the finished commit moved in keeps project 2's entry (its next export removes its stale files by it).
    const { manifest } = await readManifest(out);
    expect(Object.keys(manifest.projects).sort()).toEqual(['cli:news', 'cli:public']);
    expect(manifest.projects['cli:news']!.files).toEqual(['news-1.xml.gz', 'news_index.xml']);
  });

  for (const [what, change] of [
    ['touched (a sync program, a backup restored)', (path: string) => utimes(path, new Date(), new Date())],
    ['removed by hand', (path: string) => rm(path)],
  ] as const) {
    it(`is finished by the repair after the folder's manifest was ${what}`, async () => {
      const out = temp.path();
      await stuckOverOld(out);
      faults.on = false;
      await change(join(out, MANIFEST_NAME));
      expect((await recoverExportFolder(out)).map((note) => note.code)).toEqual(['export-interrupted-finished']);
      expect(await setIn(out)).toEqual({ old: 0, first: 120, second: 0, missing: [] });
      expect(await stagingFolders(out)).toEqual([]);
    });
  }

  it('an export that cannot write the journal naming what it replaces does not begin: the folder stays as it was', async () => {
    const out = temp.path();
    const stuck = await stuckOverOld(out);

    faults.journalOfOthers = true;
    const second = await exportProject(exportChildInput(out, 150, 50, 'second'));
    // Its repair, as it began, is stuck again: told beside the failure, which says none of its files moved in.
    expect(codesOf(second)).toEqual(['export-interrupted-stuck', 'export-commit-not-begun']);
    expect(await setIn(out)).toEqual({ old: 20, first: 100, second: 0, missing: [] });
    expect(await stagingFolders(out)).toEqual([stuck]);
    const problem = second.ok ? null : second.problems[1]!;
    for (const [locale, words] of [
      ['en', [`The export to ${out} did not begin`, 'None of its files were moved in', 'ENOSPC', 'export again']],
      ['nl', [`De export naar ${out} is niet begonnen`, 'Geen van de bestanden is geplaatst', 'exporteer opnieuw']],
    ] as const) {
      setActiveLocale(locale);
      for (const part of words) expect(problemText(problem!)).toContain(part);
    }

    // Not replaced, the stuck commit is finished once the hold is gone.
    Object.assign(faults, { on: false, journalOfOthers: false });
    expect((await recoverExportFolder(out)).map((note) => note.code)).toEqual(['export-interrupted-finished']);
    expect(await setIn(out)).toEqual({ old: 0, first: 120, second: 0, missing: [] });
  });

  it("an older build's journal (no project) is left by another project's export and replaced by its own", async () => {
    const out = temp.path();
    const stuck = await stuckOverOld(out);
    // As a build before this one wrote it: no project, nothing it replaces.
    const path = join(out, stuck, 'commit.json');
    const journal = JSON.parse(await readFile(path, 'utf8')) as Record<string, unknown>;
    delete journal.projectId;
    delete journal.supersedes;
    await writeFile(path, JSON.stringify(journal));

    const news = await exportProject(newsExport(out));
    expect(codesOf(news)).toContain('export-interrupted-stuck');
    expect(codesOf(news)).not.toContain('export-interrupted-superseded');
    expect(await stagingFolders(out)).toEqual([stuck]);

    const second = await exportProject(exportChildInput(out, 150, 50, 'second'));
    expect(codesOf(second)).toContain('export-interrupted-superseded');
    expect(await stagingFolders(out)).toEqual([]);
    faults.on = false;
    expect(await recoverExportFolder(out)).toEqual([]);
    expect(await setIn(out)).toEqual({ old: 0, first: 0, second: 150, missing: [] });
  });

  it('a later export of the project whose commit is undone replaces nothing: the stuck one is repaired later', async () => {
    const out = temp.path();
    await stuckOverOld(out);

    faults.heldName = 'robots.txt'; // the second commit fails at a part, and is put back
    // Told after what its repair did as it began (the stuck commit still stuck), not thrown without it.
    const second = await exportProject(exportChildInput(out, 150, 50, 'second'));
    expect(codesOf(second)).toEqual(['export-interrupted-stuck', 'export-failed']);
    expect(second.ok ? '' : second.problems[1]!.message).toContain(
      `the system does not allow this on ${join(out, 'robots.txt')}`,
    );
    expect(await setIn(out)).toEqual({ old: 20, first: 100, second: 0, missing: [] });
    expect((await stagingFolders(out)).length).toBe(1);

    Object.assign(faults, { on: false, heldName: null });
    expect((await recoverExportFolder(out)).map((note) => note.code)).toEqual(['export-interrupted-finished']);
    expect(await setIn(out)).toEqual({ old: 0, first: 120, second: 0, missing: [] });
  });

  it("keeps the replacing commit's journal while the stuck one's will not go, and drops it at the next repair", async () => {
    const out = temp.path();
    await stuckFirstExport(out);

    faults.stuckJournalHeld = true;
    const second = await exportProject(exportChildInput(out, 150, 50, 'second'));
    expect(codesOf(second)).toContain('export-interrupted-superseded');
    expect(await setIn(out)).toEqual({ old: 0, first: 0, second: 150, missing: [] });
    expect((await stagingFolders(out)).length).toBe(2);

    Object.assign(faults, { on: false, stuckJournalHeld: false });
    expect((await recoverExportFolder(out)).map((note) => note.code)).toEqual([
      'export-interrupted-finished',
      'export-interrupted-superseded',
    ]);
    expect(await setIn(out)).toEqual({ old: 0, first: 0, second: 150, missing: [] });
    expect(await stagingFolders(out)).toEqual([]);
    expect(await recoverExportFolder(out)).toEqual([]);
  });

  it("a commit of one project does not wait behind another project's stuck one", async () => {
    const out = temp.path();
    // Project 1's commit is stopped after its index (its manifest cannot follow); -3 is not held.
    Object.assign(faults, { on: true, stuck: 'none', manifestOfOthers: true });
    expect(codesOf(await exportProject(exportChildInput(out, 120, 50, 'first')))).toEqual(['export-commit-unfinished']);
    // Project 2's commit, later, gets stuck: its index is held, and its sitemap cannot be taken back.
    faults.heldName = 'news_index.xml';
    expect(codesOf(await exportProject(newsExport(out)))).toEqual([
      'export-interrupted-stuck', // project 1's, told beside the failure
      'export-commit-interrupted',
    ]);

    // Project 2's file still held: the repair finishes project 1's commit all the same.
    faults.manifestOfOthers = false;
    const notes = await recoverExportFolder(out);
    expect(notes.map((note) => note.code)).toEqual(['export-interrupted-stuck', 'export-interrupted-finished']);
    expect(await setIn(out)).toEqual({ old: 0, first: 120, second: 0, missing: [] });

    Object.assign(faults, { on: false, heldName: null });
    expect((await recoverExportFolder(out)).map((note) => note.code)).toEqual(['export-interrupted-finished']);
    expect((await readExportedSet(out, 'news_index.xml')).locs).toHaveLength(10);
    expect(Object.keys((await readManifest(out)).manifest.projects).sort()).toEqual(['cli:news', 'cli:public']);
    expect(await stagingFolders(out)).toEqual([]);
  });
});

describe('the files a replaced commit had already moved in', () => {
  const sitemaps = (count: number): string[] =>
    Array.from({ length: count }, (_, at) => `sitemap-pages-${at + 1}.xml.gz`);
  const exactly = (count: number): string[] =>
    [MANIFEST_NAME, 'robots.txt', 'sitemap_index.xml', ...sitemaps(count)].sort();
  /** The folder's files, its staging folders left out. */
  const filesIn = async (folder: string): Promise<string[]> =>
    (await readdir(folder)).filter((name) => !name.startsWith(STAGING)).sort();

  /** Project 1's last export (20 sitemaps), then its next one (25) stuck with all but -3 moved in: -21..-25 are new names. */
  async function stuckWithNewNames(out: string): Promise<void> {
    expect((await exportProject(exportChildInput(out, 1000, 50, 'old'))).ok).toBe(true);
    Object.assign(faults, { on: true, keepsAll: true });
    expect(codesOf(await exportProject(exportChildInput(out, 1250, 50, 'first')))).toEqual([
      'export-commit-interrupted',
    ]);
    expect(await readdir(out)).toContain('sitemap-pages-25.xml.gz');
  }

  it('go once a later export of the project replaces it: the folder holds exactly the new set and its index', async () => {
    const out = temp.path();
    await stuckWithNewNames(out);

    // Exported again (20 sitemaps) while the stuck commit's files are still held.
    const second = await exportProject(exportChildInput(out, 1000, 50, 'second'));
    expect(codesOf(second)).toContain('export-interrupted-superseded');
    expect((await readdir(out)).sort()).toEqual(exactly(20));
    expect(await setIn(out)).toEqual({ old: 0, first: 0, second: 1000, missing: [] });
    // Told as files of the project's last export the new set no longer has.
    const removed = (second.ok ? second.report.notes : []).find((note) => note.code === 'export-stale-removed');
    expect(removed?.params?.[0]).toMatchObject({ names: expect.arrayContaining(sitemaps(25).slice(20)) });

    faults.on = false;
    expect(await recoverExportFolder(out)).toEqual([]);
    expect((await readdir(out)).sort()).toEqual(exactly(20));
  });

  it('one that cannot be removed keeps the replaced commit for the next repair, which removes it', async () => {
    const out = temp.path();
    await stuckWithNewNames(out);

    faults.heldInFolder = 'sitemap-pages-24.xml.gz'; // a scanner holds it
    const second = await exportProject(exportChildInput(out, 1000, 50, 'second'));
    expect(second.ok).toBe(true);
    expect(await setIn(out)).toEqual({ old: 0, first: 0, second: 1000, missing: [] });
    expect(await filesIn(out)).toEqual([...exactly(20), 'sitemap-pages-24.xml.gz'].sort());
    expect((await stagingFolders(out)).length).toBe(2);
    // The person is told which file kept it, and that the next export removes it.
    const superseded = (second.ok ? second.report.notes : []).filter((note) =>
      note.code.startsWith('export-interrupted'),
    );
    expect(superseded.map((note) => note.code)).toEqual(['export-interrupted-superseded']);
    expect(problemText(superseded[0]!)).toContain(join(out, 'sitemap-pages-24.xml.gz'));
    expect(problemText(superseded[0]!)).toContain('let the next export to this folder remove it');

    Object.assign(faults, { on: false, heldInFolder: null });
    expect((await recoverExportFolder(out)).map((note) => note.code)).toEqual([
      'export-interrupted-finished',
      'export-interrupted-superseded',
    ]);
    expect((await readdir(out)).sort()).toEqual(exactly(20));
    expect(await setIn(out)).toEqual({ old: 0, first: 0, second: 1000, missing: [] });
  });

  it("one changed since it was moved in is the person's, and stays", async () => {
    const out = temp.path();
    await stuckWithNewNames(out);
    const touched = new Date(Date.now() - 60_000);
    await utimes(join(out, 'sitemap-pages-23.xml.gz'), touched, touched);

    expect((await exportProject(exportChildInput(out, 1000, 50, 'second'))).ok).toBe(true);
    expect((await readdir(out)).sort()).toEqual([...exactly(20), 'sitemap-pages-23.xml.gz'].sort());
  });
});

describe("the files a replaced commit had moved in over another project's set", () => {
  // The other project's stuck commit had moved sitemaps -21 to -25 in over the shop's; the export that
  // replaced it removed them as its leftovers, and the shop's index named five files that were gone.
  const leftovers = [21, 22, 23, 24, 25].map((at) => `sitemap-pages-${at}.xml.gz`);

  it("stay, so that set's index names no file that is gone; the person is told, and that set removes them once it no longer lists them", async () => {
    const out = join(temp.path(), 'public');
    const shopInput = exportChildInput(out, 1_250, 50, 'shop'); // 25 sitemaps named as the other project's
    const shop = { ...shopInput, projectId: 'shop', settings: { ...shopInput.settings, indexName: 'shop_index.xml' } };
    expect((await exportProject(shop)).ok).toBe(true);
    expect((await exportProject(exportChildInput(out, 1_000, 50, 'old'))).ok).toBe(true);
    Object.assign(faults, { on: true, keepsAll: true });
    const stuck = await exportProject(exportChildInput(out, 1_250, 50, 'first'));
    expect(stuck.ok ? [] : stuck.problems.map((problem) => problem.code)).toContain('export-commit-interrupted');

    const second = await exportProject(exportChildInput(out, 1_000, 50, 'second'));
    expect(second.ok).toBe(true);
    faults.on = false;
    await recoverExportFolder(out);

    expect((await readExportedSet(out, 'shop_index.xml')).missing).toEqual([]);
    // Told, as the files of this set's last export kept for another set are (they were silently left).
    const kept = (second.ok ? second.report.notes : []).find((note) => note.code === 'export-stale-shared');
    expect(kept?.params?.[0]).toEqual({ names: leftovers, index: 'shop_index.xml' });
    // And handed to the shop's entry: the shop's own smaller set removes them, as its own files.
    const smallerShop = {
      ...shop,
      ...exportChildInput(out, 1_000, 50, 'shop'),
      projectId: 'shop',
      settings: shop.settings,
    };
    const shopAgain = await exportProject(smallerShop);
    const codes = codesOf(shopAgain);
    expect(codes).not.toContain('export-stale-left');
    const removed = (shopAgain.ok ? shopAgain.report.notes : []).find((note) => note.code === 'export-stale-removed');
    expect(removed?.params?.[0]).toMatchObject({ names: expect.arrayContaining(leftovers) });
    for (const name of leftovers) expect(await readdir(out)).not.toContain(name);
  });
});

describe('the files a replaced commit of another project had moved in', () => {
  const leftovers = [21, 22, 23, 24, 25].map((at) => `sitemap-pages-${at}.xml.gz`);
  const sharedNote = (outcome: ExportOutcome): unknown =>
    (outcome.ok ? outcome.report.notes : []).find((note) => note.code === 'export-stale-shared')?.params?.[0];

  // The blog's commit, its index renamed to the one another project writes, was left stuck; that
  // project's export replaced it, told its leftovers kept for the blog's older index, and removed them.
  it("stay while that project's older index in the folder names them, as told", async () => {
    const out = join(temp.path(), 'public');
    const blogInput = exportChildInput(out, 1_250, 50, 'old');
    const blog = { ...blogInput, projectId: 'blog', settings: { ...blogInput.settings, indexName: 'blog_index.xml' } };
    expect((await exportProject(blog)).ok).toBe(true);
    Object.assign(faults, { on: true, keepsAll: true });
    const renamed = await exportProject({ ...exportChildInput(out, 1_250, 50, 'first'), projectId: 'blog' });
    expect(codesOf(renamed)).toContain('export-commit-interrupted');

    const second = await exportProject(exportChildInput(out, 1_000, 50, 'second'));
    expect(codesOf(second)).toContain('export-interrupted-superseded');
    expect(sharedNote(second)).toEqual({ names: leftovers, index: 'blog_index.xml' });
    const removed = (second.ok ? second.report.notes : []).find((note) => note.code === 'export-stale-removed');
    const removedNames = (removed?.params?.[0] as { names: string[] } | undefined)?.names ?? [];
    expect(removedNames.filter((name) => leftovers.includes(name))).toEqual([]);
    for (const name of leftovers) expect(await readdir(out)).toContain(name);
    expect((await readExportedSet(out, 'blog_index.xml')).missing).toEqual([]);
  });

  it("are told kept for another set only where it had moved them in: a name it never did holds that set's own file", async () => {
    const out = join(temp.path(), 'public');
    const shopInput = exportChildInput(out, 1_250, 50, 'shop');
    const shop = { ...shopInput, projectId: 'shop', settings: { ...shopInput.settings, indexName: 'shop_index.xml' } };
    expect((await exportProject(shop)).ok).toBe(true);
    expect((await exportProject(exportChildInput(out, 1_000, 50, 'old'))).ok).toBe(true);
    Object.assign(faults, { on: true, keepsAll: true, heldName: 'sitemap-pages-22.xml.gz' }); // never moved in
    expect(codesOf(await exportProject(exportChildInput(out, 1_250, 50, 'first')))).toContain(
      'export-commit-interrupted',
    );

    const second = await exportProject(exportChildInput(out, 1_000, 50, 'second'));
    expect(sharedNote(second)).toEqual({
      names: leftovers.filter((name) => name !== 'sitemap-pages-22.xml.gz'),
      index: 'shop_index.xml',
    });
    expect((await readExportedSet(out, 'shop_index.xml')).missing).toEqual([]);
  });
});

describe('a file a commit left stuck kept for another set', () => {
  // Finishing the commit brings in what the folder's manifest says of the other sets now; that took
  // back the identity the commit had handed over, and the other set's own smaller export then left
  // the file in place as "changed since", listed by no set.
  it("is that set's once the repair finishes the commit: that set removes it once it no longer lists it", async () => {
    const out = join(temp.path(), 'public');
    const shopInput = exportChildInput(out, 1_250, 50, 'shop'); // 25 sitemaps named as the other project's
    const shop = { ...shopInput, projectId: 'shop', settings: { ...shopInput.settings, indexName: 'shop_index.xml' } };
    expect((await exportProject(shop)).ok).toBe(true);
    expect((await exportProject(exportChildInput(out, 1_250, 50, 'old'))).ok).toBe(true); // over the shop's 25
    await stuckFirstExport(out); // 20 sitemaps: -21 to -25 kept for the shop

    faults.on = false;
    expect((await recoverExportFolder(out)).map((note) => note.code)).toEqual(['export-interrupted-finished']);
    const leftovers = [21, 22, 23, 24, 25].map((at) => `sitemap-pages-${at}.xml.gz`);
    for (const name of leftovers) expect(await readdir(out)).toContain(name);

    const smallerShop = { ...exportChildInput(out, 1_000, 50, 'shop'), projectId: 'shop', settings: shop.settings };
    const shopAgain = await exportProject(smallerShop);
    expect(codesOf(shopAgain)).not.toContain('export-stale-left');
    for (const name of leftovers) expect(await readdir(out)).not.toContain(name);
  });
});
