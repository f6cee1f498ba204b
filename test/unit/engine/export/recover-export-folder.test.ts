import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { cp, link, mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { readJournal, writeJournal, type CommitJournal } from '../../../../electron/engine/export/commit-journal';
import { exportProject } from '../../../../electron/engine/export/export-project';
import { fileIdentity } from '../../../../electron/engine/export/file-identity';
import { recoverExportFolder } from '../../../../electron/engine/export/recover-export-folder';
import { makeStagingFolder, releaseStagingFolder } from '../../../../electron/engine/export/staging-folders';
import { exportChildInput } from '../../../support/export-child-input';
import { useTempDir } from '../../../support/use-temp-dir';

const temp = useTempDir();

/** The pid of a process that has ended: what a killed export leaves in its staging folder's name. */
const deadPid = (): number =>
  Number(spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']).stdout.toString());

/** The pid of a live process that is no export (its pid once a killed export's), ended with the test. */
function unrelatedLivePid(): number {
  const sleeper = spawn('sleep', ['600'], { stdio: 'ignore' });
  onTestFinished(() => void sleeper.kill());
  return sleeper.pid!;
}

/** A staging folder as a killed export leaves it, with `files` staged in new/, named with `pid`. */
async function leftStaging(target: string, files: Record<string, string>, pid = deadPid()): Promise<string> {
  const staging = join(target, `.sitemap-studio-staging-${pid}-a1B2c3`);
  await mkdir(join(staging, 'new'), { recursive: true });
  await mkdir(join(staging, 'old'));
  for (const [name, text] of Object.entries(files)) await writeFile(join(staging, 'new', name), text);
  return staging;
}

/** A commit's journal of `parts`, then index.xml, and no stale files. */
const journalOf = (parts: string[]): CommitJournal => ({
  format: 'sitemap-studio-commit',
  version: 1,
  parts,
  index: 'index.xml',
  stale: [],
});

describe('recoverExportFolder', () => {
  it('removes what dead exports left before their commit began, and leaves running ones and other folders alone', async () => {
    const target = temp.path();
    await leftStaging(target, { 'sitemap-1.xml': 'staged' });
    const running = await makeStagingFolder(target);
    await mkdir(join(target, '.git'));
    await mkdir(join(target, '.sitemap-studio-staging-x'));
    await writeFile(join(target, 'sitemap_index.xml'), 'live');

    expect(await recoverExportFolder(target)).toEqual([]);
    expect((await readdir(target)).sort()).toEqual(
      ['.git', '.sitemap-studio-staging-x', running.slice(target.length + 1), 'sitemap_index.xml'].sort(),
    );
    releaseStagingFolder(running);
    // Once its export has ended (or a former process had this pid), it is a leftover like any other.
    await recoverExportFolder(target);
    expect(await readdir(target)).not.toContain(running.slice(target.length + 1));
  });

  it('finishes a commit that had begun: every part, then the index, stale files gone, the manifest last', async () => {
    const target = temp.path();
    await writeFile(join(target, 'index.xml'), 'old index');
    await writeFile(join(target, 'a.xml'), 'old a');
    await writeFile(join(target, 'gone.xml'), 'old, listed no more');
    await writeFile(join(target, 'edited.xml'), 'old, listed no more, then changed by the person');
    const editedAsWritten = (await fileIdentity(join(target, 'edited.xml')))!;
    await writeFile(join(target, 'edited.xml'), 'the person saved their own file under this name');
    const staging = await leftStaging(target, {
      'a.xml': 'new a',
      'b.xml': 'new b',
      'index.xml': 'new index',
      '.sitemap-studio-export.json': '{}',
    });
    await writeJournal(staging, {
      format: 'sitemap-studio-commit',
      version: 1,
      parts: ['a.xml', 'b.xml'],
      index: 'index.xml',
      stale: [
        { name: 'gone.xml', identity: (await fileIdentity(join(target, 'gone.xml')))! },
        { name: 'edited.xml', identity: editedAsWritten },
      ],
    });
    await link(join(target, 'a.xml'), join(staging, 'old', 'a.xml')); // killed after a.xml moved in
    await rename(join(staging, 'new', 'a.xml'), join(target, 'a.xml'));

    expect((await recoverExportFolder(target)).map((note) => note.code)).toEqual(['export-interrupted-finished']);
    expect((await readdir(target)).sort()).toEqual([
      '.sitemap-studio-export.json',
      'a.xml',
      'b.xml',
      'edited.xml',
      'index.xml',
    ]);
    expect(await readFile(join(target, 'index.xml'), 'utf8')).toBe('new index');
    expect(await readFile(join(target, 'a.xml'), 'utf8')).toBe('new a');
  });

  it("finishes a dead export's commit whose pid a live process has since, at the app's start and at the next export", async () => {
    for (const start of ['app', 'export'] as const) {
      const target = join(temp.path(), start);
      await mkdir(target);
      const pid = unrelatedLivePid();
      const staging = await leftStaging(target, { 'a.xml': 'new a', 'index.xml': 'new index' }, pid);
      await writeJournal(staging, journalOf(['a.xml']));
      await rename(join(staging, 'new', 'a.xml'), join(target, 'a.xml')); // killed after a.xml moved in

      const notes =
        start === 'app'
          ? await recoverExportFolder(target)
          : await exportProject(exportChildInput(target, 10, 50, 'new')).then((outcome) =>
              outcome.ok ? outcome.report.notes : outcome.problems,
            );
      expect(notes.map((note) => note.code)).toContain('export-interrupted-finished');
      expect(await readFile(join(target, 'index.xml'), 'utf8')).toBe('new index');
      expect(await readdir(target)).not.toContain(staging.slice(target.length + 1));
    }
  });

  it('undoes a commit it cannot finish, before its index moved in: the old files come back', async () => {
    const target = temp.path();
    await writeFile(join(target, 'index.xml'), 'old index');
    await writeFile(join(target, 'a.xml'), 'old a');
    const staging = await leftStaging(target, { 'a.xml': 'new a', 'b.xml': 'new b', 'index.xml': 'new index' });
    await writeJournal(staging, {
      format: 'sitemap-studio-commit',
      version: 1,
      parts: ['a.xml', 'b.xml'],
      index: 'index.xml',
      stale: [],
    });
    await link(join(target, 'a.xml'), join(staging, 'old', 'a.xml'));
    await rename(join(staging, 'new', 'a.xml'), join(target, 'a.xml'));
    await mkdir(join(target, 'b.xml')); // since then, a folder took the next part's name: it cannot move in

    const notes = await recoverExportFolder(target);
    expect(notes.map((note) => note.code)).toEqual(['export-interrupted-undone']);
    expect((await readdir(target)).sort()).toEqual(['a.xml', 'b.xml', 'index.xml']);
    expect(await readFile(join(target, 'a.xml'), 'utf8')).toBe('old a');
    expect(await readFile(join(target, 'index.xml'), 'utf8')).toBe('old index');
    expect(await readdir(join(target, 'b.xml'))).toEqual([]);
  });

  it('undoes every part moved in beside the one that could not be (the parts move at once)', async () => {
    const target = temp.path();
    await writeFile(join(target, 'index.xml'), 'old index');
    await writeFile(join(target, 'b.xml'), 'old b');
    const staged = ['a', 'b', 'c', 'index'].map((name) => [`${name}.xml`, `new ${name}`]);
    const staging = await leftStaging(target, Object.fromEntries(staged));
    await writeJournal(staging, journalOf(['a.xml', 'b.xml', 'c.xml']));
    await mkdir(join(target, 'a.xml')); // the first part cannot move in; the others can, and do

    const notes = await recoverExportFolder(target);
    expect(notes.map((note) => note.code)).toEqual(['export-interrupted-undone']);
    expect((await readdir(target)).sort()).toEqual(['a.xml', 'b.xml', 'index.xml']);
    expect(await readFile(join(target, 'b.xml'), 'utf8')).toBe('old b');
    expect(await readFile(join(target, 'index.xml'), 'utf8')).toBe('old index');
  });

  it('does not believe a journal naming paths outside the folder', async () => {
    const dir = temp.path();
    const target = join(dir, 'public');
    await mkdir(target);
    await writeFile(join(dir, 'outside.txt'), 'mine');
    const staging = await leftStaging(target, { 'index.xml': 'planted' });
    await writeFile(
      join(staging, 'commit.json'),
      JSON.stringify({
        format: 'sitemap-studio-commit',
        version: 1,
        parts: [],
        index: 'index.xml',
        stale: ['../outside.txt'],
      }),
    );
    expect(await recoverExportFolder(target)).toEqual([]);
    expect(await readdir(target)).toEqual([]);
    expect(await readFile(join(dir, 'outside.txt'), 'utf8')).toBe('mine');
  });

  it("does not finish a commit brought into the folder from elsewhere (a clone, an archive): the person's files stay", async () => {
    const dir = temp.path();
    const target = join(dir, 'site');
    await mkdir(target);
    await writeFile(join(target, 'index.html'), 'mine');
    await writeFile(join(target, 'README.md'), 'mine too');
    // A real interrupted commit, made somewhere else, that would replace index.html and remove README.md
    // (named by its very identity), and that is believed where it was made.
    const elsewhere = join(dir, 'elsewhere');
    await mkdir(elsewhere);
    const made = await leftStaging(elsewhere, { 'index.html': 'planted', 'sitemap.xml': 'planted index' });
    const readme = await fileIdentity(join(target, 'README.md'));
    await writeJournal(made, {
      format: 'sitemap-studio-commit',
      version: 1,
      parts: ['index.html'],
      index: 'sitemap.xml',
      stale: [{ name: 'README.md', identity: readme! }],
    });
    expect(await readJournal(made)).toMatchObject({ parts: ['index.html'], stale: [{ identity: readme }] });
    await cp(made, join(target, made.slice(elsewhere.length + 1)), { recursive: true });

    await recoverExportFolder(target);
    expect((await readdir(target)).sort()).toEqual(['README.md', 'index.html']);
    expect(await readFile(join(target, 'index.html'), 'utf8')).toBe('mine');
    expect(await readFile(join(target, 'README.md'), 'utf8')).toBe('mine too');
  });

  it('does not wait on a journal that is no plain file (a FIFO): the staging folder goes as one never committed', async () => {
    const target = temp.path();
    await writeFile(join(target, 'index.xml'), 'live');
    const staging = await leftStaging(target, { 'index.xml': 'planted' });
    execFileSync('mkfifo', [join(staging, 'commit.json')]);
    expect(await recoverExportFolder(target)).toEqual([]);
    expect(await readdir(target)).toEqual(['index.xml']);
    expect(await readFile(join(target, 'index.xml'), 'utf8')).toBe('live');
  }, 20_000);
});
