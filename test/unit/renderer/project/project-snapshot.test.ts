import { reactive, shallowRef } from 'vue';
import { describe, expect, it } from 'vitest';
import { DEFAULT_EXPORT_SETTINGS } from '../../../../shared/export-settings';
import type { UrlTable } from '../../../../shared/url-table';
import { buildProjectData } from '../../../../renderer/src/project/project-snapshot';
import { fullRow } from '../../../support/full-row';

describe('buildProjectData', () => {
  const source = {
    location: '/sites/shop/sitemap.xml',
    name: 'sitemap.xml',
    kind: 'urlset' as const,
    gzip: false,
    bytes: 99,
  };
  const tables = shallowRef<readonly UrlTable[]>([
    { id: 'table-1', name: 'pages', source, rows: [fullRow(0), fullRow(1)] },
  ]);
  // The store's settings are a Vue proxy, deep: IPC's structured clone refuses proxies.
  const exportSettings = reactive({
    ...DEFAULT_EXPORT_SETTINGS,
    tableFileNamePatterns: { 'table-1': 'pages-{n}.xml' },
  });

  it('holds every table, row and field, the robots.txt and the settings, as plain data, as they are now', () => {
    expect(() => structuredClone(exportSettings)).toThrow();
    const data = buildProjectData({
      name: 'Untitled',
      tables: tables.value,
      robotsTxt: 'User-agent: *\n',
      exportSettings,
    });
    const cloned = structuredClone(data);
    expect(cloned).toEqual({
      name: 'Untitled',
      tables: [{ id: 'table-1', name: 'pages', source, rows: [fullRow(0), fullRow(1)] }],
      robotsTxt: 'User-agent: *\n',
      exportSettings: { ...DEFAULT_EXPORT_SETTINGS, tableFileNamePatterns: { 'table-1': 'pages-{n}.xml' } },
    });
    // The list is the rows as they are now: one inserted later is not in it; the row objects are the same.
    tables.value[0]!.rows.push(fullRow(2));
    expect(data.tables[0]!.rows).toHaveLength(2);
    expect(data.tables[0]!.rows[0]).toBe(tables.value[0]!.rows[0]);
  });

  it('saves under the name it is given (Save As names the project after its file)', () => {
    const data = buildProjectData({ name: 'Untitled', tables: [], robotsTxt: null, exportSettings }, 'shop');
    expect(data.name).toBe('shop');
    exportSettings.baseUrl = 'https://example.com/';
    expect(data.exportSettings.baseUrl).toBe('');
  });
});
