import { DEFAULT_EXPORT_SETTINGS } from '../../shared/export-settings';
import { exportedUrl } from '../../shared/last-export/exported-urls';
import type { ProjectData } from '../../shared/project-file';
import { emptyRow, type UrlRow } from '../../shared/url-table';

/** 12,001 plain rows: as many URLs remembered fill two records of 5,000 and open a third. */
export const rememberedRows: UrlRow[] = Array.from({ length: 12_001 }, (_, i) => ({
  ...emptyRow(`https://example.com/${i}`),
  lastmod: '2026-01-05',
}));

/** A project of those rows in one table, that remembers no export. */
export const plainProject: ProjectData = {
  name: 'Shop',
  robotsTxt: null,
  exportSettings: DEFAULT_EXPORT_SETTINGS,
  tables: [{ id: 't0', name: 'pages', source: null, rows: rememberedRows }],
  siteChecks: [],
};

/** The same project, remembering an export that wrote every one of its rows. */
export const rememberedProject: ProjectData = {
  ...plainProject,
  lastExport: {
    at: Date.UTC(2026, 10, 1),
    files: ['sitemap-pages-1.xml.gz', 'sitemap.xml'],
    urls: rememberedRows.map(exportedUrl),
  },
};
