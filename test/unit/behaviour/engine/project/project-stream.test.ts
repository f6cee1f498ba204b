import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  openProjectFile,
  saveProjectFile,
  saveProjectStream,
} from '../../../../../electron/engine/project/project-file';
import { MAX_RECORD_BYTES } from '../../../../../electron/engine/project/project-stream-format';
import { UrlColumns } from '../../../../../shared/columnar/url-columns';
import { DEFAULT_EXPORT_SETTINGS } from '../../../../../shared/export-settings';
import { headerOf, PROJECT_FORMAT_VERSION, type ProjectData } from '../../../../../shared/project-file';
import { encodeProjectJson } from '../../../../../shared/project-json';
import { emptyRow, type UrlRow } from '../../../../../shared/url-table';
import { noteCorpus } from '../../../../support/corpus';
import { corpusSitemapFiles } from '../../../../support/corpus-sitemap-rows';
import { fullRow } from '../../../../support/full-row';
import { gzipLines, projectLinesOf } from '../../../../support/project-lines';
import { useTempDir } from '../../../../support/use-temp-dir';
import { escapeRegExp } from '../../../../../shared/escape-regexp';

noteCorpus('version-2 project round trip');

const MiB = 2 ** 20;

const projectOf = (...tables: UrlRow[][]): ProjectData => ({
  name: 'Shop',
  robotsTxt: 'User-agent: *\nDisallow: /cart\n',
  exportSettings: { ...DEFAULT_EXPORT_SETTINGS, baseUrl: 'https://example.com/' },
  tables: tables.map((rows, t) => ({ id: `t${t}`, name: `table ${t}`, source: null, rows })),
  siteChecks: [],
});

const pages = (count: number): UrlRow[] =>
  Array.from({ length: count }, (_, i) => ({ ...emptyRow(`https://example.com/p/${i}`), priority: '0.5' }));

describe('version-2 project files', () => {
  const temp = useTempDir();

  it('gives back every field and extension, tables read as columns a run at a time', async () => {
    const rows = [
      fullRow(1),
      fullRow(2),
      { ...emptyRow('https://example.com/raw'), extra: ['<x:y xmlns:x="urn:x">kept</x:y>'] },
    ];
    const project = projectOf(rows, [], pages(4500));
    const path = join(temp.path(), 'columns.sitemapstudio');
    // UrlColumns reads as TableRows: what main holds from an upload is saved as it is.
    await saveProjectStream(path, headerOf(project), {
      tables: project.tables.map((table) => UrlColumns.fromRows(table.rows)),
      siteChecks: [],
    });
    expect(await openProjectFile(path)).toEqual(project);
  });

  it('gives back every row of every real sitemap of the corpus', async (test) => {
    const project = projectOf(...(await corpusSitemapFiles(test)));
    const path = join(temp.path(), 'corpus.sitemapstudio');
    await saveProjectFile(path, project);
    expect(await openProjectFile(path)).toEqual(project);
  });

  it('still opens a version-1 file, plain or gzip', async () => {
    const project = projectOf([fullRow(1)], pages(3));
    expect(await openProjectFile(await temp.write('v1.sitemapstudio', encodeProjectJson(project)))).toEqual(project);
    const gzipped = await temp.write('v1-gzip.sitemapstudio', gzipSync(encodeProjectJson(project)));
    expect(await openProjectFile(gzipped)).toEqual(project);
  });

  it('refuses a truncated file naming the file and where it ends, whether cut in gzip or between records', async () => {
    const path = join(temp.path(), 'shop.sitemapstudio');
    await saveProjectFile(path, projectOf(pages(5000)));
    const bytes = await readFile(path);
    const cut = await temp.write('cut.sitemapstudio', bytes.subarray(0, Math.floor(bytes.length / 2)));
    await expect(openProjectFile(cut)).rejects.toMatchObject({
      code: 'project-corrupt',
      message: expect.stringMatching(
        new RegExp(
          `^${escapeRegExp(cut)} is damaged and cannot be opened: .+ \\(line \\d+, at table "table 0", after row [\\d,]+\\)\\.$`,
        ),
      ),
    });
    const lines = await projectLinesOf(path);
    const short = await temp.write('short.sitemapstudio', gzipLines(lines.slice(0, 2)));
    await expect(openProjectFile(short)).rejects.toThrow(
      `${short} is damaged and cannot be opened: it ends early: table "table 0" has 2,000 of its 5,000 rows.`,
    );
  });

  it('refuses a row of the wrong shape by its path in the file, and records out of order by their place', async () => {
    const path = join(temp.path(), 'shop.sitemapstudio');
    await saveProjectFile(path, projectOf(pages(10), pages(5000)));
    const lines = await projectLinesOf(path);
    const record = JSON.parse(lines[3]!) as { rows: Record<string, unknown>[] };
    record.rows[12]!['images'] = {};
    const bad = await temp.write(
      'bad.sitemapstudio',
      gzipLines([...lines.slice(0, 3), JSON.stringify(record), ...lines.slice(4)]),
    );
    await expect(openProjectFile(bad)).rejects.toThrow(
      `${bad} is damaged at line 4, tables[1].rows[2012].images: expected a list, found an object.`,
    );
    // A member of no known name (a damaged "lastmod"): its value would be lost.
    const misnamed = JSON.parse(lines[3]!) as { rows: Record<string, unknown>[] };
    misnamed.rows[7]!['lastmdo'] = '2026-01-01';
    const named = await temp.write(
      'misnamed.sitemapstudio',
      gzipLines([...lines.slice(0, 3), JSON.stringify(misnamed), ...lines.slice(4)]),
    );
    await expect(openProjectFile(named)).rejects.toThrow(
      `${named} is damaged at line 4, tables[1].rows[2007].lastmdo: expected no such member (is its name misspelt?), found the text "2026-01-01".`,
    );
    const swapped = await temp.write('swapped.sitemapstudio', gzipLines([lines[0]!, lines[1]!, lines[3]!, lines[2]!]));
    await expect(openProjectFile(swapped)).rejects.toThrow(
      `${swapped} is damaged and cannot be opened: a record from row 2000 came where row 0 was due (line 3, at table "table 1", after row 0).`,
    );
  });

  it('refuses a tiny file that claims a huge record once the record passes its bound, holding no more than that', async () => {
    const path = join(temp.path(), 'shop.sitemapstudio');
    await saveProjectFile(path, projectOf(pages(3)));
    const [header] = await projectLinesOf(path);
    // One compressed MiB of spaces repeated: a few hundred KB that inflate to a "record" past the bound.
    const spaces = gzipSync(Buffer.alloc(MiB, ' '), { level: 9 });
    const bomb = Buffer.concat([
      gzipSync(`${header}\n{"table":0,"from":0,"rows":["`),
      ...Array.from({ length: MAX_RECORD_BYTES / MiB + 8 }, () => spaces),
    ]);
    expect(bomb.length).toBeLessThan(MiB);
    const file = await temp.write('bomb.sitemapstudio', bomb);
    await expect(openProjectFile(file)).rejects.toThrow(
      `${file} is damaged and cannot be opened: a record is longer than 67,108,864 bytes (line 2, at table "table 0", after row 0).`,
    );
  });

  it('refuses to save a row past the record bound with its own error, leaving no file and no temp file', async () => {
    // A row whose unknown elements alone pass 64 MiB: the one-stream save threw it as an unhandled
    // 'error' event of its gzip, which ended the process and left the temporary file behind.
    const huge = { ...emptyRow('https://example.com/d'), extra: [`<x>${'z'.repeat(MAX_RECORD_BYTES + MiB)}</x>`] };
    const path = join(temp.path(), 'huge.sitemapstudio');
    await expect(saveProjectFile(path, projectOf([huge]))).rejects.toMatchObject({
      code: 'save-invalid',
      message: expect.stringContaining('row 1 of table 1'),
    });
    expect(await readdir(temp.path())).toEqual([]);
  });

  it('refuses a file from a newer format by name, read from its header alone', async () => {
    const path = join(temp.path(), 'shop.sitemapstudio');
    await saveProjectFile(path, projectOf(pages(3)));
    const lines = await projectLinesOf(path);
    const newer = await temp.write(
      'newer.sitemapstudio',
      gzipLines([lines[0]!.replace('"version":2', `"version":${PROJECT_FORMAT_VERSION + 1}`), ...lines.slice(1)]),
    );
    await expect(openProjectFile(newer)).rejects.toMatchObject({ code: 'project-too-new' });
  });

  it('says a header whose version is no version is one, rather than refusing the JSON after its first line', async () => {
    const path = join(temp.path(), 'shop.sitemapstudio');
    await saveProjectFile(path, projectOf(pages(3)));
    const lines = await projectLinesOf(path);
    for (const version of ['"2"', '2.5', '0', 'null']) {
      const file = await temp.write(
        `version ${version}.sitemapstudio`,
        gzipLines([lines[0]!.replace('"version":2', `"version":${version}`), ...lines.slice(1)]),
      );
      await expect(openProjectFile(file)).rejects.toMatchObject({
        code: 'project-corrupt',
        message: `${file} has no valid format version.`,
      });
    }
  });
});
