import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { openProjectColumns } from '../../../../../electron/engine/project/project-columns';
import { openProjectFile, saveProjectStream } from '../../../../../electron/engine/project/project-file';
import { UrlColumns } from '../../../../../shared/columnar/url-columns';
import { DEFAULT_EXPORT_SETTINGS } from '../../../../../shared/export-settings';
import { headerOf, PROJECT_VERSION_WITHOUT_COLUMNS } from '../../../../../shared/project-file';
import { emptyRow, type UrlRow } from '../../../../../shared/url-table';
import { rowAt } from '../../../../../shared/validation/table-rows';
import { validateRow } from '../../../../../shared/validation/validate-rows';
import { allLocs, importAll, problemTuples } from '../../../../support/import-helpers';
import { membersOf } from '../../../../support/project-members-of';
import { SITEMAP_NS } from '../../../../support/sitemap-xml';
import { useTempDir } from '../../../../support/use-temp-dir';

/*
 * Which routes bring half of a UTF-16 pair (a lone surrogate) into a row's own unknown XML (`extra`).
 * XML cannot: a character reference to one is not well-formed, and UTF-8 bytes cannot hold one. CSV,
 * TSV and the grid's paste hold only loc, lastmod, changefreq and priority. A project file can (its
 * JSON escapes it), so the row opens as saved and validation says so (extra-broken-character).
 */

const temp = useTempDir();
const BROKEN_XML = '<x:note xmlns:x="urn:example:x">half \uD800 a pair</x:note>';

const urlWith = (loc: string, unknown: string): string => `<url><loc>${loc}</loc>${unknown}</url>\n`;

describe("half of a UTF-16 pair in a row's own unknown XML", { timeout: 60_000 }, () => {
  it('cannot come from XML: a reference to one, in a text or an attribute, is refused where it stands', async () => {
    for (const [name, unknown] of [
      ['text.xml', '<x:note>a &#xD800; b</x:note>'],
      ['attribute.xml', '<x:note at="&#56320;"/>'],
    ] as const) {
      const xml =
        `<urlset xmlns="${SITEMAP_NS}" xmlns:x="urn:example:x">\n` +
        urlWith('https://example.com/a', '<x:note>fine</x:note>') +
        urlWith('https://example.com/b', unknown) +
        '</urlset>';
      const result = await importAll([await temp.write(name, xml)]);
      // The row before is kept with its unknown XML; the reading stops at the reference.
      expect(allLocs(result)).toEqual(['https://example.com/a']);
      expect(result.files[0]!.rows[0]!.extra).toEqual(['<x:note xmlns:x="urn:example:x">fine</x:note>']);
      expect(problemTuples(result).filter(([severity]) => severity === 'error')).toEqual([
        ['error', 'xml-malformed', 3, expect.any(Number)],
      ]);
    }
  });

  it('comes from a project file, in either format, and validation stops it', async () => {
    const rows = Array.from({ length: 30_000 }, (_, i) => emptyRow(`https://example.com/${i}`));
    rows[7] = { ...rows[7]!, extra: [BROKEN_XML] };
    const project = { name: 'Shop', robotsTxt: null, exportSettings: DEFAULT_EXPORT_SETTINGS, siteChecks: [] };
    const context = { base: null, now: Date.UTC(2026, 0, 1) };
    const tables = [{ id: 't0', name: 'shop', source: null, rows }];
    const header = headerOf({ ...project, tables });
    // Rows as lines of JSON (saved from row objects), and in column members (version 5, saved from columns).
    for (const [name, body] of [
      ['lines', { tables: [rows], siteChecks: [] }],
      ['members', { tables: [UrlColumns.fromRows(rows)], siteChecks: [] }],
    ] as const) {
      const path = join(temp.path(), `${name}.sitemapstudio`);
      await saveProjectStream(path, header, body, { workers: 2 });
      const members = membersOf(await readFile(path));
      const { version } = JSON.parse(gunzipSync(members[0]!).toString()) as { version: number };
      expect(version > PROJECT_VERSION_WITHOUT_COLUMNS).toBe(name === 'members');
      const asObjects = (await openProjectFile(path)).tables[0]!.rows[7]!;
      const asColumns: UrlRow = rowAt((await openProjectColumns(path)).tables[0]!, 7);
      for (const row of [asObjects, asColumns]) {
        expect(row.extra).toEqual([BROKEN_XML]);
        expect(validateRow(row, context).map((found) => found.code)).toEqual(['extra-broken-character']);
      }
    }
  });
});
