import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createWriteStream } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  openProjectFile,
  readProject,
  saveProjectFile,
  saveProjectStream,
} from '../../../../../electron/engine/project/project-file';
import { gzipMember, memberLength } from '../../../../../electron/engine/project/project-members';
import { bodyOf } from '../../../../../electron/engine/project/project-file';
import { projectFileBytes, projectLines } from '../../../../../electron/engine/project/project-stream-write';
import { appendSlice } from '../../../../../shared/columnar/transfer-slice';
import { UrlColumns } from '../../../../../shared/columnar/url-columns';
import { DEFAULT_EXPORT_SETTINGS } from '../../../../../shared/export-settings';
import { exportedUrl } from '../../../../../shared/last-export/exported-urls';
import { headerOf, type ProjectData } from '../../../../../shared/project-file';
import { emptyCheck } from '../../../../../shared/site-check/empty-check';
import { emptyRow, type UrlRow } from '../../../../../shared/url-table';
import { fullRow } from '../../../../support/full-row';
import { pageChecks } from '../../../../support/page-checks';
import { useTempDir } from '../../../../support/use-temp-dir';

const pages = (count: number, from = 0): UrlRow[] =>
  Array.from({ length: count }, (_, i) => ({
    ...emptyRow(`https://example.com/p/${from + i}?q=é`),
    lastmod: i % 3 === 0 ? '2026-01-05' : i % 3 === 1 ? '2026-01-05T10:00:00+01:00' : null,
    changefreq: i % 2 === 0 ? 'daily' : null,
    priority: i % 5 === 0 ? '0.50' : '0.5',
  }));

/** Every field and extension, several members of rows, results with a content history, and what the last export wrote. */
function everything(): ProjectData {
  const rows = [
    ...Array.from({ length: 30 }, (_, i) => fullRow(i)),
    { ...emptyRow('https://example.com/raw'), extra: ['<x:y xmlns:x="urn:x">kept</x:y>'] },
    ...pages(45_000),
  ];
  const checks = pageChecks(23_000);
  const historied = { ...checks[5]!, unstable: ['content' as const] };
  return {
    name: 'Shop',
    robotsTxt: 'User-agent: *\nDisallow: /cart\n',
    exportSettings: { ...DEFAULT_EXPORT_SETTINGS, baseUrl: 'https://example.com/' },
    tables: [
      { id: 't0', name: 'articles', source: null, rows },
      { id: 't1', name: 'empty', source: null, rows: [] },
      { id: 't2', name: 'more', source: null, rows: pages(21_000, 1e6) },
    ],
    siteChecks: [...checks.slice(0, 5), historied, ...checks.slice(6), emptyCheck('https://example.com/x', 1)],
    lastExport: { at: Date.UTC(2026, 10, 1), files: ['sitemap.xml'], urls: pages(61_000).map(exportedUrl) },
  };
}

/** The gzip members a file is made of, as their header names their lengths; null where a header does not. */
function memberLengths(bytes: Buffer): (number | null)[] {
  const lengths: (number | null)[] = [];
  for (let at = 0; at < bytes.length;) {
    const length = memberLength(bytes.subarray(at, at + 20));
    lengths.push(length);
    if (length === null) break;
    at += length;
  }
  return lengths;
}

/** The project read into columns (as the app's main does), its tables as rows again, and its results and URLs. */
async function readAsColumns(path: string, workers: number): Promise<ProjectData> {
  const project = {} as ProjectData;
  const columns: UrlColumns[] = [];
  await readProject(
    path,
    {
      header(header) {
        const { lastExport, ...rest } = header;
        Object.assign(project, { ...rest, siteChecks: [] });
        if (lastExport) project.lastExport = { ...lastExport, urls: [] };
        columns.push(...header.tables.map(() => new UrlColumns()));
      },
      rows: (t, rows) => columns[t]!.appendRows(rows),
      slice: (t, slice) => appendSlice(columns[t]!, slice),
      checks: (checks) => void project.siteChecks.push(...checks),
      exported: (urls) => void project.lastExport!.urls.push(...urls),
    },
    { workers },
  );
  project.tables = project.tables.map((table, t) => ({ ...table, rows: columns[t]!.toRows() })) as never;
  return project;
}

describe('project files saved and opened on several threads', () => {
  const temp = useTempDir();
  const project = everything();

  it.each([1, 2, 7])(
    'gives back every field, extension, result and exported URL on %i workers, as columns and as rows',
    async (workers) => {
      const path = join(temp.path(), `all-${workers}.sitemapstudio`);
      await saveProjectStream(
        path,
        headerOf(project),
        {
          ...bodyOf(project),
          tables: project.tables.map((table, t) => (t === 0 ? UrlColumns.fromRows(table.rows) : table.rows)),
        },
        { workers },
      );
      const bytes = await readFile(path);
      // Many members, each naming its length; the table held as columns makes it version 5.
      const lengths = memberLengths(bytes);
      expect(lengths.length).toBe(10); // the header, 3 + 2 of rows, 2 of results, 2 of exported URLs
      expect(lengths).not.toContain(null);
      expect(JSON.parse(gunzipSync(bytes.subarray(0, lengths[0]!)).toString())).toMatchObject({ version: 5 });
      expect(await readAsColumns(path, workers)).toEqual(project);
      expect(await openProjectFile(path)).toEqual(project);

      // Rows held as objects: inflated as one stream, the very lines the one-thread writer makes (version 4).
      const lined = join(temp.path(), `lines-${workers}.sitemapstudio`);
      await saveProjectStream(lined, headerOf(project), bodyOf(project), { workers });
      const serial: Buffer[] = [];
      for await (const line of projectLines(headerOf(project), bodyOf(project))) serial.push(line);
      expect(gunzipSync(await readFile(lined)).equals(Buffer.concat(serial))).toBe(true);
      expect(await readAsColumns(lined, workers)).toEqual(project);
    },
    60_000,
  );

  it('opens a file the one-thread writer made (one gzip member, version 4 with history and a last export)', async () => {
    const path = join(temp.path(), 'old.sitemapstudio');
    await pipeline(projectFileBytes(headerOf(project), bodyOf(project)), createWriteStream(path));
    expect(memberLengths(await readFile(path))).toEqual([null]);
    expect(await readAsColumns(path, 2)).toEqual(project);
  }, 60_000);

  it('leaves the previous file as it was when a worker is killed mid-save, naming the file', async () => {
    const path = join(temp.path(), 'kept.sitemapstudio');
    const small: ProjectData = {
      ...project,
      tables: [{ id: 'a', name: 'a', source: null, rows: pages(10) }],
      siteChecks: [],
    };
    delete small.lastExport;
    await saveProjectFile(path, small);
    const before = await readFile(path);
    await expect(
      saveProjectFile(path, project, { workers: 2, poolHooks: { crashOn: (n) => n === 3 } }),
    ).rejects.toThrow(/kept\.sitemapstudio was not saved: a project worker stopped/);
    expect((await readFile(path)).equals(before)).toBe(true);
    expect(await readdir(temp.path())).toEqual(['kept.sitemapstudio']);
  }, 60_000);

  it('fails an open whose worker is killed, naming the file', async () => {
    const path = join(temp.path(), 'read.sitemapstudio');
    await saveProjectFile(path, project, { workers: 2 });
    await expect(
      readProject(
        path,
        { header: () => undefined, rows: () => undefined },
        { workers: 2, poolHooks: { crashOn: (n) => n === 2 } },
      ),
    ).rejects.toThrow(/read\.sitemapstudio could not be read: a project worker stopped/);
  }, 60_000);

  it('names the file and what is wrong when it is truncated, damaged inside a member, or a row breaks its shape', async () => {
    const path = join(temp.path(), 'whole.sitemapstudio');
    await saveProjectFile(path, project, { workers: 2 });
    const bytes = await readFile(path);

    const cut = join(temp.path(), 'cut.sitemapstudio');
    await writeFile(cut, bytes.subarray(0, bytes.length - 5000));
    await expect(openProjectFile(cut)).rejects.toThrow(/cut\.sitemapstudio.*(unexpected end|ends early|truncated)/is);

    // A byte changed inside the third member's deflated data: its CRC or its inflating fails there.
    const lengths = memberLengths(bytes) as number[];
    const damaged = Buffer.from(bytes);
    const at = lengths[0]! + lengths[1]! + 200;
    damaged[at] = damaged[at]! ^ 0xff;
    const bad = join(temp.path(), 'bad.sitemapstudio');
    await writeFile(bad, damaged);
    await expect(openProjectFile(bad)).rejects.toThrow(/bad\.sitemapstudio/);

    // A row of the wrong shape in the second member of rows: the same words as in a one-stream file.
    const lines: string[] = [];
    for await (const line of projectLines(headerOf(project), bodyOf(project))) lines.push(line.toString());
    lines[13] = lines[13]!.replace('"loc":"https://example.com/p/', '"loc":42,"x":"');
    const members = join(temp.path(), 'shape.sitemapstudio');
    await writeFile(
      members,
      Buffer.concat([
        gzipMember(Buffer.from(lines[0]!)),
        ...[lines.slice(1, 10), lines.slice(10)].map((part) => gzipMember(Buffer.from(part.join('')))),
      ]),
    );
    const error = await openProjectFile(members).catch((caught: Error) => caught);
    expect(String(error)).toMatch(/shape\.sitemapstudio/);
    expect(String(error)).toMatch(/tables\[0\]\.rows\[24000\]\.loc/);
    expect(String(error)).toMatch(/line 14/);
    // Read into columns on workers, where plain rows skip the full shape: the same place and line.
    const onWorkers = await readAsColumns(members, 2).catch((caught: Error) => caught);
    expect(String(onWorkers)).toBe(String(error));
  }, 60_000);
});
