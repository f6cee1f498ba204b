import { mkdir, readFile, readdir, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { exportProject } from '../../../../../electron/engine/export/export-project';
import { folderRobotsTxtRefusal } from '../../../../../electron/engine/export/folder-robots-txt';
import { readManifest } from '../../../../../electron/engine/export/export-manifest';
import type { ExportOutcome } from '../../../../../shared/export-types';
import { exportChildInput } from '../../../../support/export-child-input';
import { cliRun } from '../../../../support/cli-run';
import { useTempDir } from '../../../../support/use-temp-dir';

const temp = useTempDir();
const INDEX_LINE = 'Sitemap: https://example.com/sitemap_index.xml';
/** A site's own rules, written by hand in the folder it publishes. */
const HAND_WRITTEN = 'User-agent: *\nDisallow: /admin/\n';

const notesOf = (outcome: ExportOutcome): string[] => (outcome.ok ? outcome.report.notes.map((note) => note.code) : []);

// The probe found `export --robots-txt` into a folder holding the site's robots.txt replaced it with one
// Sitemap: line, exit 0, nothing said: its Disallow rules were gone.
describe('an export writing robots.txt into a folder that has one', () => {
  it('keeps its lines, adds the Sitemap: line once, and says so where its rules differ from the project', async () => {
    const out = temp.path();
    await writeFile(join(out, 'robots.txt'), HAND_WRITTEN);
    const input = { ...exportChildInput(out, 3, 10, 'new'), robotsTxt: null };
    const first = await exportProject(input);
    expect(notesOf(first)).toEqual(['robots-txt-kept']);
    expect(first.ok && first.report.notes[0]!.message).toBe(
      "The folder's robots.txt was kept, with the Sitemap: line for the index added where it had none: its lines " +
        "differ from the project's robots.txt. To write the project's instead, remove the folder's first.",
    );
    expect(await readFile(join(out, 'robots.txt'), 'utf8')).toBe(`${HAND_WRITTEN}${INDEX_LINE}\n`);
    // Again: the line is there already, and stays one.
    expect((await exportProject(input)).ok).toBe(true);
    expect(await readFile(join(out, 'robots.txt'), 'utf8')).toBe(`${HAND_WRITTEN}${INDEX_LINE}\n`);
  });

  it("writes the project's where the folder has none, and says nothing where the folder's has the same rules", async () => {
    const out = temp.path();
    const input = exportChildInput(out, 3, 10, 'new');
    expect(notesOf(await exportProject(input))).toEqual([]);
    expect(await readFile(join(out, 'robots.txt'), 'utf8')).toBe(`User-agent: *\nDisallow: /cart\n${INDEX_LINE}\n`);
    expect(notesOf(await exportProject(input))).toEqual([]);
  });

  it('refuses one that is no UTF-8 text, naming it, and leaves the folder as it was', async () => {
    const out = temp.path();
    const latin1 = Buffer.from('User-agent: *\nDisallow: /caf\xe9/\n', 'latin1');
    await writeFile(join(out, 'robots.txt'), latin1);
    const outcome = await exportProject(exportChildInput(out, 3, 10, 'new'));
    expect(outcome.ok === false && outcome.problems.map(({ code, place }) => [code, place.file])).toEqual([
      ['robots-txt-not-utf8', join(out, 'robots.txt')],
    ]);
    expect(await readFile(join(out, 'robots.txt'))).toEqual(latin1);
    expect((await readdir(out)).filter((name) => !name.startsWith('.'))).toEqual(['robots.txt']);
  });

  // Kept once, it was this set's file in the manifest: an export that no longer wrote robots.txt removed it as stale.
  it('leaves a robots.txt this set no longer writes where it is, saying so, its rules with it', async () => {
    const out = temp.path();
    await writeFile(join(out, 'robots.txt'), HAND_WRITTEN);
    const input = { ...exportChildInput(out, 3, 10, 'new'), robotsTxt: null };
    expect((await exportProject(input)).ok).toBe(true);
    const without = await exportProject({ ...input, settings: { ...input.settings, writeRobotsTxt: false } });
    expect(notesOf(without)).toEqual(['robots-txt-left']);
    expect(await readFile(join(out, 'robots.txt'), 'utf8')).toBe(`${HAND_WRITTEN}${INDEX_LINE}\n`);
  });

  // The export's own robots.txt was taken for the site's: a change of the project's never reached the
  // folder, and a renamed index left its old Sitemap: line behind.
  it("makes again from the project's robots.txt the one this project's last export made from it", async () => {
    const out = temp.path();
    const input = exportChildInput(out, 3, 10, 'new');
    expect(notesOf(await exportProject(input))).toEqual([]);
    const changed = {
      ...input,
      robotsTxt: 'User-agent: *\nDisallow: /private\n',
      settings: { ...input.settings, indexName: 'index.xml' },
    };
    expect(notesOf(await exportProject(changed))).toEqual(['export-stale-removed']); // the old index
    expect(await readFile(join(out, 'robots.txt'), 'utf8')).toBe(
      'User-agent: *\nDisallow: /private\nSitemap: https://example.com/index.xml\n',
    );
  });

  // Review: a kept robots.txt only ever had a line added, so a renamed index left one to a file removed as stale.
  it('names a renamed index in the place of the last one, in a robots.txt whose lines were kept', async () => {
    const out = temp.path();
    await writeFile(join(out, 'robots.txt'), HAND_WRITTEN);
    const input = { ...exportChildInput(out, 3, 10, 'new'), robotsTxt: null };
    expect((await exportProject(input)).ok).toBe(true);
    const renamed = { ...input, settings: { ...input.settings, indexName: 'sitemap.xml' } };
    expect(notesOf(await exportProject(renamed))).toEqual(['robots-txt-kept', 'export-stale-removed']);
    expect(await readFile(join(out, 'robots.txt'), 'utf8')).toBe(
      `${HAND_WRITTEN}Sitemap: https://example.com/sitemap.xml\n`,
    );
  });

  // Review: a robots.txt left, then written again, was taken for the site's own for good.
  it("makes again from the project's robots.txt the one this set made, left and writes again", async () => {
    const out = temp.path();
    const input = exportChildInput(out, 3, 10, 'new');
    expect((await exportProject(input)).ok).toBe(true);
    const without = { ...input, settings: { ...input.settings, writeRobotsTxt: false } };
    expect(notesOf(await exportProject(without))).toEqual(['robots-txt-left']);
    expect(notesOf(await exportProject(without))).toEqual([]); // said once
    // Left, it names no index of this set's any more: another set may take that name and its line.
    const entry = (await readManifest(out)).manifest.projects[input.projectId]!;
    expect(entry).toMatchObject({ leftRobotsTxt: expect.any(String) });
    expect(entry.robotsSitemap).toBeUndefined();
    const changed = { ...input, robotsTxt: 'User-agent: *\nDisallow: /new\n' };
    expect(notesOf(await exportProject(changed))).toEqual([]);
    expect(await readFile(join(out, 'robots.txt'), 'utf8')).toBe(`User-agent: *\nDisallow: /new\n${INDEX_LINE}\n`);
  });

  it('refuses one too large to be a robots.txt, naming it, and leaves the folder as it was', async () => {
    const out = temp.path();
    const huge = Buffer.alloc(8 * 2 ** 20 + 1, 0x23); // '#' comments
    await writeFile(join(out, 'robots.txt'), huge);
    const outcome = await exportProject(exportChildInput(out, 3, 10, 'new'));
    expect(outcome.ok === false && outcome.problems.map(({ code, place }) => [code, place.file])).toEqual([
      ['robots-txt-unreadable', join(out, 'robots.txt')],
    ]);
    expect((await readFile(join(out, 'robots.txt'))).equals(huge)).toBe(true);
  });

  // The CLI probe: a robots.txt linked to the site's shared rules was replaced by one Sitemap: line.
  it('refuses a link named robots.txt, naming where it leads, and neither writes through it nor replaces it', async () => {
    const out = temp.path();
    const elsewhere = join(temp.path(), 'elsewhere.txt');
    await writeFile(elsewhere, HAND_WRITTEN);
    await symlink(elsewhere, join(out, 'robots.txt'));
    const outcome = await exportProject({ ...exportChildInput(out, 3, 10, 'new'), robotsTxt: null });
    expect(outcome.ok === false && outcome.problems.map(({ code, message }) => [code, message])).toEqual([
      [
        'robots-txt-link',
        `The folder's robots.txt is a link to ${elsewhere}: the export neither writes through a link nor replaces ` +
          'the rules it leads to, so nothing was written. Put the file itself in the folder, or export without robots.txt.',
      ],
    ]);
    expect(await readFile(elsewhere, 'utf8')).toBe(HAND_WRITTEN);
    expect(await readFile(join(out, 'robots.txt'), 'utf8')).toBe(HAND_WRITTEN);
    expect((await readdir(out)).filter((name) => /\.xml/.test(name))).toEqual([]);
    // A link that leads nowhere is refused as well, and stays.
    const dangling = join(temp.path(), 'dangling');
    await mkdir(dangling);
    await symlink('missing.txt', join(dangling, 'robots.txt'));
    expect(await folderRobotsTxtRefusal(dangling, 'new')).toMatchObject({ code: 'robots-txt-link' });
  });

  it('keeps them in a streaming export from the command line too', async () => {
    const out = temp.path();
    const sitemap = join(temp.path(), 'sitemap.xml');
    await writeFile(
      sitemap,
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>https://example.com/a</loc></url></urlset>',
    );
    await writeFile(join(out, 'robots.txt'), HAND_WRITTEN);
    const run = await cliRun('export', sitemap, '--out', out, '--base-url', 'https://example.com/', '--robots-txt');
    expect(run.code).toBe(0);
    expect(await readFile(join(out, 'robots.txt'), 'utf8')).toBe(`${HAND_WRITTEN}${INDEX_LINE}\n`);
    expect(run.out + run.err).toContain("The folder's robots.txt was kept");

    const latin1 = Buffer.from('User-agent: *\nDisallow: /caf\xe9/\n', 'latin1');
    await writeFile(join(out, 'robots.txt'), latin1);
    const refused = await cliRun('export', sitemap, '--out', out, '--base-url', 'https://example.com/', '--robots-txt');
    expect(refused.code).toBe(1);
    expect(refused.err).toContain("The folder's robots.txt is not UTF-8 text");
    expect(await readFile(join(out, 'robots.txt'))).toEqual(latin1);
  });

  // Review: the early check refused the project's own robots.txt past 8 MiB, which is made again, never kept.
  it("does not refuse early this project's own robots.txt, however large", async () => {
    const out = temp.path();
    const input = {
      ...exportChildInput(out, 3, 10, 'new'),
      robotsTxt: `User-agent: *\n${'# note\n'.repeat(1_300_000)}`,
    };
    expect((await exportProject(input)).ok).toBe(true);
    expect(await folderRobotsTxtRefusal(out, input.projectId)).toBeNull();
    expect(await folderRobotsTxtRefusal(out, 'another-project')).toMatchObject({ code: 'robots-txt-unreadable' });
  });

  // Review: a streaming export read and packed every source before the folder's robots.txt refused it.
  it('refuses a streaming export for the folder robots.txt before any source is read', async () => {
    const out = temp.path();
    await writeFile(join(out, 'robots.txt'), Buffer.from('Disallow: /caf\xe9/\n', 'latin1'));
    const missing = join(temp.path(), 'never-read.xml');
    const run = await cliRun('export', missing, '--out', out, '--base-url', 'https://example.com/', '--robots-txt');
    expect(run.code).toBe(1);
    expect(run.err).toContain("The folder's robots.txt is not UTF-8 text");
    expect(run.out + run.err).not.toContain('never-read.xml');
  });
});
