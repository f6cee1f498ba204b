import { markRaw, reactive, shallowRef } from 'vue';
import { describe, expect, it } from 'vitest';
import { UrlColumns } from '../../../../shared/columnar/url-columns';
import { DEFAULT_EXPORT_SETTINGS } from '../../../../shared/export-settings';
import { emptyRow } from '../../../../shared/url-table';
import type { ColumnarTable } from '../../../../shared/columnar/columnar-table';
import { buildProjectData, snapshotRows } from '../../../../renderer/src/project/project-snapshot';
import { SiteCheckResults } from '../../../../shared/site-check/site-check-results';
import { fullRow } from '../../../support/full-row';
import { pageCheck, pageChecks } from '../../../support/page-checks';

describe('buildProjectData', () => {
  const source = {
    location: '/sites/shop/sitemap.xml',
    name: 'sitemap.xml',
    kind: 'urlset' as const,
    gzip: false,
    bytes: 99,
  };
  const tables = shallowRef<readonly ColumnarTable[]>([
    { id: 'table-1', name: 'pages', source, rows: UrlColumns.fromRows([fullRow(0), fullRow(1)]) },
  ]);
  // The store's settings are a Vue proxy, deep: IPC's structured clone refuses proxies.
  const exportSettings = reactive({
    ...DEFAULT_EXPORT_SETTINGS,
    tableFileNamePatterns: { 'table-1': 'pages-{n}.xml' },
  });

  it('holds every table, row and field, the robots.txt and the settings, as plain data, as they are now', () => {
    expect(() => structuredClone(exportSettings)).toThrow();
    const siteChecks = new SiteCheckResults();
    siteChecks.add(pageChecks(3));
    const data = buildProjectData({
      id: 'project-1',
      name: 'Untitled',
      tables: tables.value,
      robotsTxt: 'User-agent: *\n',
      exportSettings,
      siteChecks: markRaw(siteChecks),
      lastExport: null,
    });
    // Plain data besides the rows (which cross as uploads): a structured clone takes it.
    expect(structuredClone({ ...data, tables: [] })).toEqual({
      id: 'project-1',
      name: 'Untitled',
      tables: [],
      robotsTxt: 'User-agent: *\n',
      exportSettings: { ...DEFAULT_EXPORT_SETTINGS, tableFileNamePatterns: { 'table-1': 'pages-{n}.xml' } },
      siteChecks: pageChecks(3),
    });
    // The results are a list of them now: a check that goes on later adds to the store's, not to it.
    siteChecks.add([pageCheck(1), pageCheck(7)]);
    expect(data.siteChecks).toEqual(pageChecks(3));
    expect(data.tables.map(({ rows, ...table }) => ({ ...table, rows: rows.toRows() }))).toEqual([
      { id: 'table-1', name: 'pages', source, rows: [fullRow(0), fullRow(1)] },
    ]);
    // The rows are a snapshot: rows inserted, deleted or edited later are not in it.
    const live = tables.value[0]!.rows;
    live.insertRows(0, [emptyRow('https://example.com/new')]);
    live.setCell(1, 'priority', '0.1');
    live.deleteRows(2, 1);
    expect(data.tables[0]!.rows).not.toBe(live);
    expect(data.tables[0]!.rows.toRows()).toEqual([fullRow(0), fullRow(1)]);
  });

  it('saves under the name it is given (Save As names the project after its file)', () => {
    const data = buildProjectData(
      {
        id: 'project-1',
        name: 'Untitled',
        tables: [],
        robotsTxt: null,
        exportSettings,
        siteChecks: new SiteCheckResults(),
        lastExport: null,
      },
      'shop',
    );
    expect(data.name).toBe('shop');
    exportSettings.baseUrl = 'https://example.com/';
    expect(data.exportSettings.baseUrl).toBe('');
  });

  it('names the last export by the memory main keeps of it, as plain data', () => {
    const held = reactive({ memory: 'last-export-1', at: 1_700_000_000_000, files: ['sitemap.xml'], urls: 12 });
    const state = {
      id: 'project-1',
      name: 'shop',
      tables: [],
      robotsTxt: null,
      exportSettings,
      siteChecks: new SiteCheckResults(),
    };
    const data = buildProjectData({ ...state, lastExport: held });
    expect(structuredClone(data.lastExport)).toEqual({ ...held, files: ['sitemap.xml'] });
    expect('lastExport' in buildProjectData({ ...state, lastExport: null })).toBe(false);
  });
});

describe('snapshotRows', () => {
  it('copies the rows of any length, every field, into a table of their own', () => {
    const rows = UrlColumns.fromRows(
      Array.from({ length: 250_001 }, (_, i) => (i % 1000 === 0 ? fullRow(i) : emptyRow(`https://example.com/${i}`))),
    );
    const copy = snapshotRows(rows);
    expect(copy.rowCount).toBe(250_001);
    for (const i of [0, 1, 99_999, 100_000, 200_000, 250_000]) expect(copy.rowAt(i)).toEqual(rows.rowAt(i));
    rows.setCell(0, 'loc', 'https://example.com/changed');
    expect(copy.get(0, 'loc')).toBe(fullRow(0).loc);
    expect(snapshotRows(new UrlColumns()).rowCount).toBe(0);
  });
});
