import { execFileSync } from 'node:child_process';
import { mkdir, readdir, readFile, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { exportProject } from '../../../../electron/engine/export/export-project';
import { MANIFEST_NAME } from '../../../../electron/engine/export/export-manifest';
import { exportChildInput } from '../../../support/export-child-input';
import { useTempDir } from '../../support/temp-dir';

/** A manifest as a hostile folder (a cloned repository, a download) could carry it. */
const planted = (files: unknown[]): string =>
  JSON.stringify({
    format: 'sitemap-studio-export',
    version: 1,
    projects: { 'cli:public': { files, exportedAt: '2020-01-01T00:00:00.000Z' }, other: { files: ['../../etc'] } },
  });

describe('a manifest found in the export folder', () => {
  it('never reaches outside the folder: names with paths, hidden or reserved names are ignored with a warning', async () => {
    const dir = await useTempDir();
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
    // A plain name an earlier export could have written is this project's stale file: it goes.
    expect(await readdir(out)).not.toContain('sitemap-old-1.xml.gz');
    const notes = outcome.ok ? outcome.report.notes : [];
    expect(notes.map((note) => note.code)).toEqual(Array(8).fill('manifest-entry-ignored'));
    expect(notes.every((note) => note.severity === 'warning' && note.place.file === join(out, MANIFEST_NAME))).toBe(
      true,
    );
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

  it('reads a manifest that is not even an object of projects as empty, saying so', async () => {
    const dir = await useTempDir();
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
    const dir = await useTempDir();
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
