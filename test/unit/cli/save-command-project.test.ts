import { readdir, readFile, rename, symlink, writeFile } from 'node:fs/promises';
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
      await expect(saving).rejects.toThrow(
        `${path} changed while this command ran (another program saved, moved or removed it)`,
      );
      expect(await readFile(path)).toEqual(theirs);
    }
    // Another file is written: what was read goes there, and the changed one is left alone.
    const other = join(temp.path(), 'copy.sitemapstudio');
    await saveCommandProject(read, { out: other, outArgument: `--out ${other}`, readFrom: { path, identity } });
    expect((await openProjectFile(other)).tables[0]!.rows[0]!.loc).toBe('https://example.com/read');
    expect(await readFile(path)).toEqual(theirs);
  });

  it('is refused when the file is saved by another program while the new one is being written', async () => {
    const path = join(temp.path(), 'shop.sitemapstudio');
    await saveProjectFile(path, project('https://example.com/read'));
    const { project: read, identity } = await openColumnarProject(path);
    const writeDurably = async (temporary: string, bytes: AsyncIterable<Uint8Array>): Promise<void> => {
      const chunks: Uint8Array[] = [];
      for await (const chunk of bytes) chunks.push(chunk);
      await writeFile(temporary, Buffer.concat(chunks));
      // The app saves it now: after the check before the save, before the new file takes the name.
      await saveProjectFile(path, project('https://example.com/saved-meanwhile'));
    };
    const saving = saveCommandProject(read, {
      out: path,
      outArgument: path,
      readFrom: { path, identity },
      writeDurably,
    });
    await expect(saving).rejects.toThrow(RefusedWorkError);
    expect((await openProjectFile(path)).tables[0]!.rows[0]!.loc).toBe('https://example.com/saved-meanwhile');
    expect(await readdir(temp.path())).toEqual(['shop.sitemapstudio']);
  });

  it('is refused when the file was moved away, however the two paths are spelled', async () => {
    const path = join(temp.path(), 'shop.sitemapstudio');
    await saveProjectFile(path, project('https://example.com/read'));
    const { project: read, identity } = await openColumnarProject(path);
    await rename(path, join(temp.path(), 'moved.sitemapstudio'));
    const here = process.cwd();
    process.chdir(temp.path());
    try {
      const saving = saveCommandProject(read, {
        out: path,
        outArgument: path,
        readFrom: { path: 'shop.sitemapstudio', identity },
      });
      await expect(saving).rejects.toThrow(RefusedWorkError);
    } finally {
      process.chdir(here);
    }
    expect(await readdir(temp.path())).toEqual(['moved.sitemapstudio']);
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
