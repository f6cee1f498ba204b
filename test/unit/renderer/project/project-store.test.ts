import { describe, expect, it } from 'vitest';
import { newTableId, useProjectStore } from '../../../../renderer/src/project/project-store';
import { UrlColumns } from '../../../../shared/columnar/url-columns';
import { DEFAULT_EXPORT_SETTINGS } from '../../../../shared/export-settings';
import { problem } from '../../../../shared/problems';
import { addTable, rowsOf } from '../../../support/renderer/project-tables';
import { startStores } from '../../../support/renderer/store-harness';

describe('project store', () => {
  it('adds what an import brings: its problems, its tables (the last shown), and the first robots.txt', () => {
    startStores();
    const project = useProjectStore();
    const found = problem('warning', 'loc-fragment', 'A fragment.', { file: '/a.xml', row: 1, field: 'loc' });
    const blog = {
      id: newTableId(),
      name: 'blog',
      source: null,
      rows: UrlColumns.fromRows(rowsOf('https://example.com/b')),
    };
    const shop = {
      id: newTableId(),
      name: 'shop',
      source: null,
      rows: UrlColumns.fromRows(rowsOf('https://example.com/s')),
    };
    project.addImport({ tables: [blog, shop], robotsTxt: 'User-agent: *\nDisallow: /a\n', problems: [found] });
    project.addImport({ tables: [], robotsTxt: 'User-agent: *\nDisallow: /b\n', problems: [] });

    expect(project.tables.map((table) => table.name)).toEqual(['blog', 'shop']);
    expect(project.activeTable?.name).toBe('shop');
    expect(project.robotsTxt).toBe('User-agent: *\nDisallow: /a\n');
    expect(project.problems).toEqual([found]);
    expect([project.dirty, project.urlCount]).toEqual([true, 2]);
    project.clearProblems();
    expect(project.problems).toEqual([]);
  });

  it('names empty tables after the first free number', () => {
    startStores();
    const project = useProjectStore();
    addTable('table-1', []);
    project.addEmptyTable();
    project.addEmptyTable();
    expect(project.tables.map((table) => table.name)).toEqual(['table-1', 'table-2', 'table-3']);
  });

  it('replaces the project with one read from a file, giving its tables ids no later table takes', () => {
    startStores();
    const project = useProjectStore();
    addTable('old', rowsOf('https://example.com/o'));
    project.replaceProject(
      {
        id: 'shop-id',
        name: 'Shop',
        robotsTxt: null,
        exportSettings: { ...DEFAULT_EXPORT_SETTINGS, baseUrl: 'https://example.com/' },
        tables: [
          { id: 'table-1000', name: 'pages', source: null, rows: UrlColumns.fromRows(rowsOf('https://example.com/p')) },
        ],
        siteChecks: [],
      },
      '/projects/shop.sitemapstudio',
      false,
    );
    expect([project.name, project.path, project.dirty]).toEqual(['Shop', '/projects/shop.sitemapstudio', false]);
    expect(project.tables.map((table) => table.name)).toEqual(['pages']);
    expect(project.activeTable?.name).toBe('pages');
    expect(project.exportSettings.baseUrl).toBe('https://example.com/');
    expect(project.tables[0]!.id).toBe('table-1000');
    expect(addTable('later', []).id).not.toBe('table-1000');
  });

  it('owns its unsaved flag: edits set it, a save clears it unless the project changed while it ran', () => {
    startStores();
    const project = useProjectStore();
    const version = project.version;
    project.rowsChanged();
    expect([project.dirty, project.version]).toEqual([true, version + 1]);
    project.markSaved('/p/site.sitemapstudio', 'site');
    expect([project.dirty, project.path, project.name]).toEqual([false, '/p/site.sitemapstudio', 'site']);
    project.markSaved('/p/site.sitemapstudio', 'site', true);
    expect(project.dirty).toBe(true);
    project.newProject();
    expect([project.dirty, project.path, project.name, project.tables]).toEqual([false, null, 'Untitled', []]);
  });

  it('lists what main repaired at start', async () => {
    const repaired = problem('info', 'export-interrupted-undone', 'An interrupted export to /out was undone.', {
      file: '/out',
    });
    startStores({ takeStartupNotes: () => [repaired] });
    const project = useProjectStore();
    await project.addStartupNotes();
    expect(project.problems).toEqual([repaired]);
  });
});
