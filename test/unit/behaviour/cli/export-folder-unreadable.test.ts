import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readdir, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cliExport, cliRun } from '../../../support/cli-run';
import { urlset } from '../../../support/sitemap-xml';
import { useTempDir } from '../../../support/use-temp-dir';

/*
 * A folder's file that may hold a sitemap (named like one, or XML) and cannot be read at all leaves
 * the set incomplete: `export <folder>` stops, naming it, rather than publishing the set without its
 * URLs with exit 0 (review 21 F2); so does a folder inside it that cannot be listed, whatever its
 * name. An unreadable file that holds no sitemap stays a warning.
 */

describe('export of a folder with a file it cannot read', () => {
  const dir = useTempDir();

  it('stops, naming the file, when that file may hold a sitemap; the target is left as it was', async () => {
    const folder = join(dir.path(), 'site');
    await dir.write('site/sitemap-a.xml', urlset('https://example.com/a'));
    await symlink(join(folder, 'gone.xml'), join(folder, 'sitemap-b.xml')); // a link that leads nowhere
    const out = join(dir.path(), 'out');
    const { code, err, out: printed } = await cliExport(folder, out);
    expect(code).toBe(1);
    expect(printed).toBe('');
    expect(err).toContain('Not exported: some sources could not be read completely');
    expect(err).toContain(
      `error   ${join(folder, 'sitemap-b.xml')}  [folder-sitemap-skipped] sitemap-b.xml was skipped`,
    );
    expect(await readdir(out).catch(() => [])).toEqual([]);
    // Asked for JSON, stdout says so as well: nothing was written, and why.
    const json = await cliExport(folder, out, '--json');
    expect(json.code).toBe(1);
    const outcome = JSON.parse(json.out) as { ok: boolean; problems: { code: string; place: { file: string } }[] };
    expect(outcome.ok).toBe(false);
    expect(outcome.problems.map((item) => [item.code, item.place.file])).toEqual([
      ['folder-sitemap-skipped', join(folder, 'sitemap-b.xml')],
    ]);
  });

  it('is not imported into a project unless --keep-partial, as the same files named one by one', async () => {
    // import <folder> --out saved the project without the file's URLs (a hostile-input probe).
    const folder = join(dir.path(), 'kept');
    await dir.write('kept/sitemap-a.xml', urlset('https://example.com/a'));
    await symlink(join(folder, 'gone.xml'), join(folder, 'sitemap-b.xml'));
    const project = join(dir.path(), 'kept.sitemapstudio');
    const refused = await cliRun('import', folder, '--out', project);
    expect(refused.code).toBe(1);
    expect(refused.err).toContain(`Not saved`);
    expect(refused.err).toContain(join(folder, 'sitemap-b.xml'));
    expect(existsSync(project)).toBe(false);
    const kept = await cliRun('import', folder, '--out', project, '--keep-partial');
    expect(kept.code).toBe(1);
    expect(kept.err).toContain(`Saved ${project}: 1 table, 1 URL.`);
  });

  it('stops, naming the folder, when a folder inside it cannot be listed, whatever it is called', async () => {
    // A folder may hold sitemaps under any name: one the system would not list (no permission, here a
    // path longer than the system takes) was a warning, and the set was exported and saved without it.
    const folder = join(dir.path(), 'deep');
    await dir.write('deep/sitemap-a.xml', urlset('https://example.com/a'));
    // Made a folder at a time (each path relative): its whole path, past PATH_MAX, is listed by no one.
    const name = 'd'.repeat(250);
    const steps = Array.from({ length: 18 }, () => `mkdir ${name} && cd ${name}`).join(' && ');
    execFileSync('bash', ['-c', `cd "${folder}" && ${steps} && echo '${urlset('https://example.com/b')}' > b.xml`]);
    try {
      const out = join(dir.path(), 'out-deep');
      const { code, err } = await cliExport(folder, out);
      expect(code).toBe(1);
      expect(err).toContain('Not exported: some sources could not be read completely');
      expect(err).toMatch(
        /error {3}\/\S+\/deep\/d{250}(\/d{250})* {2}\[folder-sitemap-skipped\] (d{250}\/)*d{250} was skipped/,
      );
      expect(err).toContain('ENAMETOOLONG');
      expect(await readdir(out).catch(() => [])).toEqual([]);
      const project = join(dir.path(), 'deep.sitemapstudio');
      const refused = await cliRun('import', folder, '--out', project);
      expect(refused.code).toBe(1);
      expect(refused.err).toContain('Not saved');
      expect(existsSync(project)).toBe(false);
    } finally {
      // GNU rm walks it a folder at a time; Node's rm takes whole paths, which the system refuses here.
      execFileSync('rm', ['-rf', folder]);
    }
  });

  it('exports the set when the file it cannot read holds no sitemap', async () => {
    const folder = join(dir.path(), 'notes');
    await dir.write('notes/sitemap-a.xml', urlset('https://example.com/a'));
    await writeFile(join(folder, 'read-me.md'), 'notes\n');
    await symlink(join(folder, 'gone.txt'), join(folder, 'notes.txt'));
    const out = join(dir.path(), 'out-notes');
    const { code, out: printed } = await cliExport(folder, out);
    expect(code).toBe(0);
    expect(printed).toContain('Wrote 2 files (1 URL)');
  });
});
