import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { openProjectFile, saveProjectStream } from '../../../../../electron/engine/project/project-file';
import { openProjectColumns } from '../../../../../electron/engine/project/project-columns';
import { UrlColumns } from '../../../../../shared/columnar/url-columns';
import { headerOf } from '../../../../../shared/project-file';
import { cliExport } from '../../../../support/cli-run';
import { membersOf } from '../../../../support/project-members-of';
import { MEMBER_HEADER_BYTES, memberLength } from '../../../../../electron/engine/project/project-members';
import { useTempDir } from '../../../../support/use-temp-dir';
import { columnMembersProject, exportedFilesOf } from '../../../../support/column-members-project';
import { escapeRegExp } from '../../../../../shared/escape-regexp';

// A project file written in members is one gzip stream that any gunzip reads whole; something that
// re-compresses it (`gzip -d` then `gzip`, a backup or sync tool) keeps every byte but drops the
// framing that names each member's length. Its column members' records then lie among its lines.

// Its lastmods pass the export gate, so the command line's export writes files to compare.
const project = columnMembersProject('2026-01-05T10:00:00+01:00');

/** The file's bytes inflated whole and deflated again as a single member, as `gzip -d; gzip` leaves it. */
const recompressed = (bytes: Buffer): Buffer => gzipSync(gunzipSync(bytes));

describe('a project file re-compressed as one gzip stream (its members’ framing gone)', () => {
  const temp = useTempDir();

  async function saved(): Promise<Buffer> {
    const path = join(temp.path(), 'framed.sitemapstudio');
    const tables = project.tables.map((table) => UrlColumns.fromRows(table.rows));
    await saveProjectStream(path, headerOf(project), { tables, siteChecks: project.siteChecks }, { workers: 2 });
    return readFile(path);
  }

  async function written(name: string, bytes: Buffer): Promise<string> {
    const path = join(temp.path(), name);
    await writeFile(path, bytes);
    return path;
  }

  it('opens with every row, extension and result, as rows and as columns, and exports the same files', async () => {
    const framed = await saved();
    expect(membersOf(framed).length).toBeGreaterThan(3); // column members, which the stream no longer frames
    const path = await written('recompressed.sitemapstudio', recompressed(framed));
    expect(memberLength((await readFile(path)).subarray(0, MEMBER_HEADER_BYTES))).toBeNull();

    expect(await openProjectFile(path)).toEqual(project);
    const opened = await openProjectColumns(path, { workers: 2 });
    expect(opened.tables.map((table) => table.toRows())).toEqual(project.tables.map((table) => table.rows));
    expect(opened.siteChecks).toEqual(project.siteChecks);

    // The command line's export reads it as it reads the file as saved.
    const cli = await cliExport(path, join(temp.path(), 'cli'));
    expect(cli.err).toBe('');
    expect(cli.code).toBe(0);
    expect((await cliExport(join(temp.path(), 'framed.sitemapstudio'), join(temp.path(), 'cli-framed'))).code).toBe(0);
    expect(await exportedFilesOf(join(temp.path(), 'cli'))).toEqual(
      await exportedFilesOf(join(temp.path(), 'cli-framed')),
    );
  }, 120_000);

  /** Opening `bytes`, as rows and as columns, refuses them naming the file and `words`. */
  async function refused(name: string, bytes: Buffer, words: RegExp): Promise<void> {
    const path = await written(name, bytes);
    const named = new RegExp(`${escapeRegExp(name)} is damaged and cannot be opened: ${words.source}`);
    await expect(openProjectFile(path)).rejects.toThrow(named);
    await expect(openProjectColumns(path, { workers: 2 })).rejects.toThrow(named);
  }

  it('refuses one cut inside a column record, or with a record’s descriptor damaged, naming the table and row', async () => {
    const text = gunzipSync(await saved());
    const headerLine = text.indexOf(10) + 1;
    const secondRecord = text.indexOf('\0SSCOLUMNS\n', headerLine + 1);
    expect(secondRecord).toBeGreaterThan(headerLine);

    // Cut 3,000 bytes into the first record, inside its descriptor, or inside its mark.
    for (const [name, at] of [
      ['cut', 3000],
      ['cut-descriptor', 20],
      ['cut-mark', 5],
    ] as const)
      await refused(
        `${name}.sitemapstudio`,
        gzipSync(text.subarray(0, headerLine + at)),
        /the file ends inside a record \(line 2, at table "shop", after row 0\)/,
      );
    // Cut after the first record: the rows read are kept count of, and the file is short of the rest.
    await refused(
      'cut-after.sitemapstudio',
      gzipSync(text.subarray(0, secondRecord)),
      /it ends early: table "shop" has 20,000 of its 44,020 rows/,
    );

    // A record after one of columns is named at the line it begins on in the stream (zcat | sed -n Np).
    const line = text.subarray(0, secondRecord).filter((byte) => byte === 10).length + 1;
    expect(line).toBeGreaterThan(3);
    const at = `\\(line ${line}, at table "shop", after row 20,000\\)`;
    // The second record's descriptor names a table other than the one due.
    const wrongTable = Buffer.from(text);
    const descriptor = wrongTable.indexOf('{"table":0', secondRecord);
    wrongTable.write('{"table":1', descriptor);
    await refused(
      'table.sitemapstudio',
      gzipSync(wrongTable),
      new RegExp(`a record of table 1 came where table 0 was due ${at}`),
    );

    // A descriptor that is not JSON.
    const notJson = Buffer.from(text);
    notJson.write('[', notJson.indexOf('{"table":0', secondRecord));
    await refused('json.sitemapstudio', gzipSync(notJson), new RegExp(`its descriptor is not JSON ${at}`));
  }, 120_000);
});
