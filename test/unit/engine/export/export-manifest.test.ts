import { execFileSync } from 'node:child_process';
import { mkdir, readdir, readFile, rename, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { exportProject } from '../../../../electron/engine/export/export-project';
import { MANIFEST_NAME } from '../../../../electron/engine/export/export-manifest';
import { exportChildInput } from '../../../support/export-child-input';
import { isRoot } from '../../../support/immutable-folder';
import { useTempDir } from '../../../support/use-temp-dir';

const temp = useTempDir();

/** A manifest as a hostile folder (a cloned repository, a download) could carry it. */
const planted = (files: unknown[]): string =>
  JSON.stringify({
    format: 'sitemap-studio-export',
    version: 1,
    projects: { 'cli:public': { files, exportedAt: '2020-01-01T00:00:00.000Z' }, other: { files: ['../../etc'] } },
  });

describe('a manifest found in the export folder', () => {
  it('never reaches outside the folder: names with paths, hidden or reserved names are ignored with a warning', async () => {
    const dir = temp.path();
    const project = join(dir, 'project');
    const out = join(project, 'public');
    await mkdir(join(project, 'src'), { recursive: true });
    await mkdir(join(out, 'x'), { recursive: true });
    await writeFile(join(project, 'src', 'app.ts'), 'source');
    await writeFile(join(project, '.env'), 'SECRET=1');
    await writeFile(join(dir, 'y'), 'outside');
    await writeFile(join(out, '.htaccess'), 'rules');
    await writeFile(join(out, 'sitemap-old-1.xml.gz'), 'an earlier export of ours');
    const hostile = ['../src', '../.env', 'x/../../y', '.htaccess', 'x', 'CON', '', 42, 'sitemap-old-1.xml.gz'];
    await writeFile(join(out, MANIFEST_NAME), planted(hostile));

    const outcome = await exportProject(exportChildInput(out, 3, 1, 'new'));

    expect(outcome.ok).toBe(true);
    expect(await readFile(join(project, 'src', 'app.ts'), 'utf8')).toBe('source');
    expect(await readFile(join(project, '.env'), 'utf8')).toBe('SECRET=1');
    expect(await readFile(join(dir, 'y'), 'utf8')).toBe('outside');
    expect(await readFile(join(out, '.htaccess'), 'utf8')).toBe('rules');
    expect(await readdir(join(out, 'x'))).toEqual([]);
    // Even a plain name an earlier export could have written stays: the manifest does not say it wrote that file.
    expect(await readFile(join(out, 'sitemap-old-1.xml.gz'), 'utf8')).toBe('an earlier export of ours');
    const notes = outcome.ok ? outcome.report.notes : [];
    expect(notes.map((note) => note.code)).toEqual([...Array(8).fill('manifest-entry-ignored'), 'export-stale-left']);
    expect(notes.at(-1)!.message).toContain('sitemap-old-1.xml.gz');
    expect(
      notes.slice(0, 8).every((note) => note.severity === 'warning' && note.place.file === join(out, MANIFEST_NAME)),
    ).toBe(true);
    for (const entry of ['"../src"', '"../.env"', '"x/../../y"', '".htaccess"', '"CON"', '""', '42', '"../../etc"'])
      expect(notes.map((note) => note.message).join('\n')).toContain(entry);
    // What is written back holds only names the export may touch.
    const written = JSON.parse(await readFile(join(out, MANIFEST_NAME), 'utf8'));
    expect(written.projects.other.files).toEqual([]);
    expect(written.projects['cli:public'].files).toEqual([
      'sitemap-pages-1.xml.gz',
      'sitemap-pages-2.xml.gz',
      'sitemap-pages-3.xml.gz',
      'sitemap_index.xml',
      'robots.txt',
    ]);
  });

  it("leaves a site's own files in place that a planted manifest lists as this project's, made-up identities or none", async () => {
    const dir = temp.path();
    const out = join(dir, 'public');
    await mkdir(out);
    for (const name of ['index.html', 'README.md', 'CNAME']) await writeFile(join(out, name), `the site's ${name}`);
    await writeFile(
      join(out, MANIFEST_NAME),
      JSON.stringify({
        format: 'sitemap-studio-export',
        version: 1,
        projects: {
          'cli:public': {
            files: ['index.html', 'README.md', 'CNAME'],
            exportedAt: '2020-01-01T00:00:00.000Z',
            identities: { 'index.html': '1:2:3', 'README.md': 'guessed', ['__proto__']: 'x' },
          },
        },
      }),
    );

    const outcome = await exportProject(exportChildInput(out, 2, 1, 'new'));

    expect(outcome.ok).toBe(true);
    for (const name of ['index.html', 'README.md', 'CNAME'])
      expect(await readFile(join(out, name), 'utf8')).toBe(`the site's ${name}`);
    const notes = outcome.ok ? outcome.report.notes : [];
    expect(notes.map((note) => note.code)).toEqual(['export-stale-left']);
    expect(notes[0]!.message).toContain('Left 3 files in place');
    expect(notes[0]!.message).toContain('index.html, README.md, CNAME');
  });

  it('removes the files its own last export wrote that the new set no longer has, saying which; one changed since stays', async () => {
    const dir = temp.path();
    const out = join(dir, 'public');
    expect((await exportProject(exportChildInput(out, 4, 1, 'old'))).ok).toBe(true);
    // The person replaces one of them with a file of their own, as an editor saves: a new file renamed over it.
    await writeFile(join(dir, 'mine'), 'my own sitemap');
    await rename(join(dir, 'mine'), join(out, 'sitemap-pages-4.xml.gz'));

    const outcome = await exportProject(exportChildInput(out, 2, 1, 'new'));

    expect(outcome.ok).toBe(true);
    expect((await readdir(out)).sort()).toEqual([
      MANIFEST_NAME,
      'robots.txt',
      'sitemap-pages-1.xml.gz',
      'sitemap-pages-2.xml.gz',
      'sitemap-pages-4.xml.gz',
      'sitemap_index.xml',
    ]);
    expect(await readFile(join(out, 'sitemap-pages-4.xml.gz'), 'utf8')).toBe('my own sitemap');
    const notes = outcome.ok ? outcome.report.notes : [];
    expect(notes.map((note) => [note.code, note.message])).toEqual([
      [
        'export-stale-removed',
        "Removed 1 file this project's last export wrote here that the new set no longer has: sitemap-pages-3.xml.gz.",
      ],
      ['export-stale-left', expect.stringContaining('Left 1 file in place') as unknown as string],
    ]);
  });

  // Only root can make one file in a writable folder undeletable (chattr +i); CI runs as root.
  it.runIf(isRoot)(
    'says a file of its last export that the system would not let it remove was left, listed by no index, never that it went',
    async () => {
      const dir = temp.path();
      const out = join(dir, 'public');
      expect((await exportProject(exportChildInput(out, 4, 1, 'old'))).ok).toBe(true);
      const stuck = join(out, 'sitemap-pages-4.xml.gz');
      const before = await readFile(stuck);
      execFileSync('chattr', ['+i', stuck]);
      try {
        const outcome = await exportProject(exportChildInput(out, 2, 1, 'new'));
        expect(outcome.ok).toBe(true);
        const notes = outcome.ok ? outcome.report.notes : [];
        expect(notes.map((note) => [note.code, note.severity, note.message])).toEqual([
          [
            'export-stale-removed',
            'info',
            "Removed 1 file this project's last export wrote here that the new set no longer has: sitemap-pages-3.xml.gz.",
          ],
          [
            'export-stale-not-removed',
            'warning',
            `Could not remove 1 file this project's last export wrote here that the new set no longer has (the system does not allow this on ${stuck}); no index lists it now, so delete it yourself: sitemap-pages-4.xml.gz.`,
          ],
        ]);
        expect(await readFile(stuck)).toEqual(before);
        expect(await readFile(join(out, 'sitemap_index.xml'), 'utf8')).not.toContain('sitemap-pages-4');
      } finally {
        execFileSync('chattr', ['-i', stuck]);
      }
    },
  );

  it('reads a manifest that is not even an object of projects as empty, saying so', async () => {
    const dir = temp.path();
    const out = join(dir, 'public');
    await mkdir(out);
    await writeFile(
      join(out, MANIFEST_NAME),
      JSON.stringify({ format: 'sitemap-studio-export', version: 1, projects: [['../x']] }),
    );
    const outcome = await exportProject(exportChildInput(out, 1, 1, 'new'));
    expect(outcome.ok && outcome.report.notes.map((note) => note.code)).toEqual(['manifest-unreadable']);
  });

  it('reads a manifest that is no plain file (a FIFO that would block, a link out of the folder) as unreadable, and replaces it', async () => {
    const dir = temp.path();
    await writeFile(join(dir, 'elsewhere.json'), planted(['sitemap-old-1.xml.gz']));
    for (const [name, plant] of [
      ['fifo', (path: string) => void execFileSync('mkfifo', [path])],
      ['link', (path: string) => symlink(join(dir, 'elsewhere.json'), path)],
    ] as const) {
      const out = join(dir, name);
      await mkdir(out);
      await writeFile(join(out, 'sitemap-old-1.xml.gz'), 'not ours');
      await plant(join(out, MANIFEST_NAME));
      const outcome = await exportProject(exportChildInput(out, 1, 1, 'new'));
      expect(outcome.ok && outcome.report.notes.map((note) => note.code)).toEqual(['manifest-unreadable']);
      expect(await readFile(join(out, 'sitemap-old-1.xml.gz'), 'utf8')).toBe('not ours');
      expect(JSON.parse(await readFile(join(out, MANIFEST_NAME), 'utf8')).projects['cli:public'].files).toContain(
        'sitemap_index.xml',
      );
    }
    expect(await readFile(join(dir, 'elsewhere.json'), 'utf8')).toBe(planted(['sitemap-old-1.xml.gz']));
  }, 20_000);
});
