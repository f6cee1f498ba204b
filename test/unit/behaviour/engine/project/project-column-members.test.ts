import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { exportProject } from '../../../../../electron/engine/export/export-project';
import { encodeColumnMember } from '../../../../../electron/engine/project/column-member';
import { openProjectFile, saveProjectStream } from '../../../../../electron/engine/project/project-file';
import { gzipMember, MEMBER_HEADER_BYTES } from '../../../../../electron/engine/project/project-members';
import { openProjectColumns } from '../../../../../electron/engine/project/project-columns';
import { PRIORITY_CODEC } from '../../../../../shared/columnar/priority-codec';
import { StringColumn } from '../../../../../shared/columnar/string-column';
import { sliceToTransfer, type UrlColumnsSlice } from '../../../../../shared/columnar/transfer-slice';
import { UrlColumns } from '../../../../../shared/columnar/url-columns';
import { DEFAULT_EXPORT_SETTINGS } from '../../../../../shared/export-settings';
import { headerOf, type ProjectData } from '../../../../../shared/project-file';
import { projectRow } from '../../../../../shared/project-shape';
import { emptyRow } from '../../../../../shared/url-table';
import { EXPORT_BASE_URL, cliExport } from '../../../../support/cli-run';
import { membersOf } from '../../../../support/project-members-of';
import { useTempDir } from '../../../../support/use-temp-dir';
import { columnMembersProject, exportedFilesOf } from '../../../../support/column-members-project';
import { escapeRegExp } from '../../../../../shared/escape-regexp';

const project = columnMembersProject('2026-1-5');

describe('project files with rows as column members (version 5)', () => {
  const temp = useTempDir();

  /** The project saved on 2 workers from columns, as main saves what the renderer holds. */
  async function saved(name: string): Promise<{ path: string; bytes: Buffer }> {
    const path = join(temp.path(), name);
    const tables = project.tables.map((table) => UrlColumns.fromRows(table.rows));
    await saveProjectStream(path, headerOf(project), { tables, siteChecks: project.siteChecks }, { workers: 2 });
    return { path, bytes: await readFile(path) };
  }

  it('gives back every row and result, on workers as columns and on this thread as rows', async () => {
    const { path, bytes } = await saved('shop.sitemapstudio');
    const members = membersOf(bytes);
    expect(JSON.parse(gunzipSync(members[0]!).toString())).toMatchObject({ version: 5 });
    expect(members.length).toBe(6); // the header, 3 of the first table, 1 of the second, 1 of results
    expect(await openProjectFile(path)).toEqual(project);
    const opened = await openProjectColumns(path, { workers: 1 });
    expect(opened.tables.map((table) => table.toRows())).toEqual(project.tables.map((table) => table.rows));
    expect(opened.siteChecks).toEqual(project.siteChecks);
  }, 60_000);

  it('has each column member’s loc bytes written by the worker that reads it, into room its table claimed', async () => {
    const { path } = await saved('placed.sitemapstudio');
    const appended = vi.spyOn(StringColumn.prototype, 'appendSlice');
    try {
      for (const workers of [1, 2]) {
        appended.mockClear();
        const opened = await openProjectColumns(path, { workers });
        expect(opened.tables.map((table) => table.toRows())).toEqual(project.tables.map((table) => table.rows));
        // Each of the 4 column members' locs came placed; other text columns are copied as before.
        const placed = appended.mock.calls.filter(([slice]) => slice.place !== undefined);
        expect(placed.length).toBe(4);
        expect(placed.reduce((rows, [slice]) => rows + slice.ends.length, 0)).toBe(44_023);
      }
    } finally {
      appended.mockRestore();
    }
  }, 60_000);

  it('fails a save or an open whose worker is killed, naming the file and leaving it as it was', async () => {
    const { path, bytes } = await saved('killed.sitemapstudio');
    const tables = project.tables.map((table) => UrlColumns.fromRows(table.rows));
    const body = { tables, siteChecks: project.siteChecks };
    const crash = { workers: 2, poolHooks: { crashOn: (n: number) => n === 1 } };
    await expect(saveProjectStream(path, headerOf(project), body, crash)).rejects.toThrow(
      /killed\.sitemapstudio was not saved: a project worker stopped/,
    );
    expect((await readFile(path)).equals(bytes)).toBe(true);
    await expect(openProjectColumns(path, crash)).rejects.toThrow(
      /killed\.sitemapstudio could not be read: a project worker stopped/,
    );
  }, 60_000);

  /** Opening refuses `bytes` naming the file, and leaves it as it was. */
  async function refused(name: string, bytes: Buffer, words: RegExp): Promise<void> {
    const path = join(temp.path(), name);
    await writeFile(path, bytes);
    await expect(openProjectFile(path)).rejects.toThrow(new RegExp(`${escapeRegExp(name)}[^]*${words.source}`));
    await expect(openProjectColumns(path, { workers: 2 })).rejects.toThrow(new RegExp(name.replace('.', '\\.')));
    expect((await readFile(path)).equals(bytes)).toBe(true);
  }

  it('refuses a column member that is cut, damaged, wrong inside or out of order, naming the file and the place', async () => {
    const { bytes } = await saved('whole.sitemapstudio');
    const members = membersOf(bytes);

    await refused('cut.sitemapstudio', bytes.subarray(0, members[0]!.length + 3000), /table "shop", after row 0/);

    // A column member whose gzip does not inflate (its data, or its CRC) is named by its member, not a line it lacks.
    const damagedAt = (offset: number): Buffer => {
      const damaged = Buffer.from(bytes);
      const at = members[0]!.length + members[1]!.length + offset;
      damaged[at] = damaged[at]! ^ 0xff;
      return damaged;
    };
    const inMember3 = '\\(gzip member 3, at table "shop", after row 20,000\\)';
    await refused(
      'damaged.sitemapstudio',
      damagedAt(300),
      new RegExp(`opened: invalid distance too far back ${inMember3}`),
    );
    const crc = damagedAt(members[2]!.length - 6);
    await refused('crc.sitemapstudio', crc, new RegExp(`opened: incorrect data check ${inMember3}`));
    // Damaged inside its first block, before anything tells a column member: named by its member all the same.
    for (const offset of [MEMBER_HEADER_BYTES, MEMBER_HEADER_BYTES + 5])
      await refused(`first-block-${offset}.sitemapstudio`, damagedAt(offset), new RegExp(`opened: .* ${inMember3}`));

    // Whole gzip, but its loc offsets run backwards: named with the table and row reading had reached.
    const columns = UrlColumns.fromRows(project.tables[0]!.rows);
    const slice = sliceToTransfer(columns, 20_000, 40_000);
    slice.locs.ends[0] = slice.locs.ends[1]! + 1;
    const wrong = gzipMember(encodeColumnMember(0, 20_000, slice)!);
    await refused(
      'wrong.sitemapstudio',
      Buffer.concat([members[0]!, members[1]!, wrong, ...members.slice(3)]),
      /offsets go backwards \(gzip member 3, at table "shop", after row 20,000\)/,
    );

    // Whole arrays, but an unknown changefreq code and extensions that are not a row's: refused on open.
    const withSecond = (changed: UrlColumnsSlice): Buffer =>
      Buffer.concat([
        members[0]!,
        members[1]!,
        gzipMember(encodeColumnMember(0, 20_000, changed)!),
        ...members.slice(3),
      ]);
    const unknownCode = sliceToTransfer(columns, 20_000, 40_000);
    unknownCode.changefreqs.codes[7] = 200;
    await refused(
      'code.sitemapstudio',
      withSecond(unknownCode),
      /changefreq of row 20,008 has code 200, which no changefreq is written as \(gzip member 3, at table "shop", after row 20,000\)/,
    );
    const notUtf8 = sliceToTransfer(columns, 20_000, 40_000);
    notUtf8.locs.bytes[notUtf8.locs.ends[3]! - 1] = 0xff;
    await refused('utf8.sitemapstudio', withSecond(notUtf8), /loc of row 20,004 is not UTF-8 \(gzip member 3,/);
    const notRows = sliceToTransfer(columns, 20_000, 40_000);
    notRows.extensions = { rows: Uint32Array.of(3), bytes: new Uint8Array(Buffer.from('{}')), ends: Uint32Array.of(2) };
    await refused(
      'extensions.sitemapstudio',
      withSecond(notRows),
      /extensions of row 20,004: images: .*\(gzip member 3, at table "shop", after row 20,000\)/,
    );
    // An entry's member of no known name (a damaged "title"): its value would be lost.
    const misnamed = sliceToTransfer(columns, 20_000, 40_000);
    const entry = JSON.stringify({
      images: [{ loc: 'https://example.com/i.png', titel: 'Red' }],
      videos: [],
      alternates: [],
      news: null,
      extra: [],
    });
    misnamed.extensions = {
      rows: Uint32Array.of(3),
      bytes: new Uint8Array(Buffer.from(entry)),
      ends: Uint32Array.of(Buffer.byteLength(entry)),
    };
    await refused(
      'misnamed.sitemapstudio',
      withSecond(misnamed),
      /extensions of row 20,004: images\[0\]\.titel: expected no such member \(is its name misspelt\?\), found the text "Red" \(gzip member 3,/,
    );
    // A priority's original text kept on a row without a priority (20,002 % 3 !== 0): it would be dropped unsaid.
    const keptWithout = sliceToTransfer(columns, 20_000, 40_000);
    expect(keptWithout.priorities.codes[2]).toBe(PRIORITY_CODEC.absent);
    keptWithout.priorities.texts = {
      rows: Uint32Array.of(2),
      bytes: new Uint8Array(Buffer.from('"high"')),
      ends: Uint32Array.of(6),
    };
    await refused(
      'kept.sitemapstudio',
      withSecond(keptWithout),
      /priority text of row 20,003 is kept for a priority that is absent \(gzip member 3, at table "shop", after row 20,000\)/,
    );

    // Framing that breaks off (the file cut inside a later member, or a member naming more bytes than
    // the file holds, up to 4 GiB): named as the end of the file in that member, after the rows before it.
    const cutLate = bytes.subarray(0, members[0]!.length + members[1]!.length + members[2]!.length - 3);
    const endsIn3 = /opened: unexpected end of file \(gzip member 3, at table "shop", after row 20,000\)/;
    await refused('cut-late.sitemapstudio', cutLate, endsIn3);
    const overlong = Buffer.from(bytes);
    overlong.writeUInt32LE(2 ** 32 - 1, members[0]!.length + members[1]!.length + 16);
    await refused('overlong.sitemapstudio', overlong, endsIn3);

    // The second member of rows before the first.
    await refused(
      'order.sitemapstudio',
      Buffer.concat([members[0]!, members[2]!, members[1]!, ...members.slice(3)]),
      /table "shop", after row 0/,
    );
  }, 60_000);

  it('opens extensions with members left out filled, as version 4 does, and exports them on both paths', async () => {
    // Rows the export gate passes, in one table of 2 members.
    const rows = Array.from({ length: 25_000 }, (_, i) => ({
      ...emptyRow(`https://example.com/q/${i}`),
      priority: '0.5',
    }));
    const valid: ProjectData = { ...project, tables: [{ ...project.tables[0]!, rows }], siteChecks: [] };
    const saveWhole = (path: string, data: ProjectData) =>
      saveProjectStream(
        path,
        headerOf(data),
        { tables: data.tables.map((table) => UrlColumns.fromRows(table.rows)), siteChecks: data.siteChecks },
        { workers: 2 },
      );
    await saveWhole(join(temp.path(), 'valid.sitemapstudio'), valid);
    const members = membersOf(await readFile(join(temp.path(), 'valid.sitemapstudio')));
    expect(members).toHaveLength(3);
    const json = '{"images":[{"loc":"https://example.com/i.jpg"}],"videos":[],"alternates":[],"news":null,"extra":[]}';
    const slice = sliceToTransfer(UrlColumns.fromRows(rows), 20_000, 25_000);
    slice.extensions = {
      rows: Uint32Array.of(3),
      bytes: new Uint8Array(Buffer.from(json)),
      ends: Uint32Array.of(json.length),
    };
    const path = join(temp.path(), 'left-out.sitemapstudio');
    const member = gzipMember(encodeColumnMember(0, 20_000, slice)!);
    await writeFile(path, Buffer.concat([members[0]!, members[1]!, member]));

    // What a version-4 line of the same text reads as: the image's caption, title, … filled with null and [].
    const shop = rows.map((row, i) => (i === 20_003 ? projectRow.read({ ...row, ...JSON.parse(json) }) : row));
    expect(shop[20_003]!.images[0]).toMatchObject({ caption: null, extra: [] });
    const expected = { ...valid, tables: [{ ...valid.tables[0]!, rows: shop }] };
    expect(await openProjectFile(path)).toEqual(expected);
    const opened = await openProjectColumns(path, { workers: 2 });
    expect(opened.tables.map((table) => table.toRows())).toEqual(expected.tables.map((table) => table.rows));

    // The engine export of the opened columns writes what the same rows saved whole write.
    const exported = async (name: string, tables: UrlColumns[]): Promise<Record<string, string>> => {
      const outputFolder = join(temp.path(), name);
      const settings = { ...DEFAULT_EXPORT_SETTINGS, baseUrl: EXPORT_BASE_URL, outputFolder };
      const request = { projectId: 'p', settings, robotsTxt: null };
      const named = tables.map((rows, t) => ({ id: `t${t}`, name: project.tables[t]!.name, rows }));
      const outcome = await exportProject({ ...request, tables: named }, { now: () => 0 });
      expect(outcome.ok ? [] : outcome.problems.slice(0, 3), name).toEqual([]);
      return exportedFilesOf(outputFolder);
    };
    const reference = await exported('reference', [UrlColumns.fromRows(shop)]);
    expect(await exported('engine', opened.tables)).toEqual(reference);

    // The command's streaming export of the file, and of the same rows saved whole.
    const whole = join(temp.path(), 'filled.sitemapstudio');
    await saveWhole(whole, expected);
    const cli = await cliExport(path, join(temp.path(), 'cli'));
    expect(cli.err).toBe('');
    expect(cli.code).toBe(0);
    expect((await cliExport(whole, join(temp.path(), 'cli-whole'))).code).toBe(0);
    expect(await exportedFilesOf(join(temp.path(), 'cli'))).toEqual(
      await exportedFilesOf(join(temp.path(), 'cli-whole')),
    );
  }, 120_000);
});
