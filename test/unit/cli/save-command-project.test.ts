import { readFile, symlink } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { saveCommandProject } from '../../../electron/cli/save-command-project';
import { RefusedWorkError } from '../../../electron/cli/bad-argument';
import { openColumnarProject, openProjectFile, saveProjectFile } from '../../../electron/engine';
import { DEFAULT_EXPORT_SETTINGS } from '../../../shared/export-settings';
import { emptyRow } from '../../../shared/url-table';
import { useTempDir } from '../../support/use-temp-dir';

const project = (loc: string) => ({
  id: 'p',
  name: 'shop',
  robotsTxt: null,
  exportSettings: DEFAULT_EXPORT_SETTINGS,
  tables: [{ id: 't', name: 'pages', source: null, rows: [emptyRow(loc)] }],
  siteChecks: [],
});

describe("a command's project saved back (fix, hreflang)", () => {
  const temp = useTempDir();

  it('is refused over its own file once another program saved that file meanwhile, which stays as that program left it', async () => {
    const path = join(temp.path(), 'shop.sitemapstudio');
    await saveProjectFile(path, project('https://example.com/read'));
    const { project: read, identity } = await openColumnarProject(path);
    // The app saves the project while the command works on what it read.
    await saveProjectFile(path, project('https://example.com/saved-meanwhile'));
    const theirs = await readFile(path);
    const link = join(temp.path(), 'link.sitemapstudio');
    await symlink(path, link);
    for (const out of [path, link]) {
      const saving = saveCommandProject(read, { out, outArgument: `--out ${out}`, readFrom: { path, identity } });
      await expect(saving).rejects.toThrow(RefusedWorkError);
      await expect(saving).rejects.toThrow(`${path} changed while this command ran (another program saved it)`);
      expect(await readFile(path)).toEqual(theirs);
    }
    // Another file is written: what was read goes there, and the changed one is left alone.
    const other = join(temp.path(), 'copy.sitemapstudio');
    await saveCommandProject(read, { out: other, outArgument: `--out ${other}`, readFrom: { path, identity } });
    expect((await openProjectFile(other)).tables[0]!.rows[0]!.loc).toBe('https://example.com/read');
    expect(await readFile(path)).toEqual(theirs);
  });

  it('is written over its own file when nothing else saved it', async () => {
    const path = join(temp.path(), 'shop.sitemapstudio');
    await saveProjectFile(path, project('https://example.com/read'));
    const { project: read, identity } = await openColumnarProject(path);
    read.tables[0]!.rows.setCell(0, 'lastmod', '2026-11-27');
    await saveCommandProject(read, { out: path, outArgument: `--out ${path}`, readFrom: { path, identity } });
    expect((await openProjectFile(path)).tables[0]!.rows[0]!.lastmod).toBe('2026-11-27');
  });
});
