import type { ExportRequest } from '../../shared/export-types';
import { DEFAULT_EXPORT_SETTINGS } from '../../shared/export-settings';
import { emptyRow } from '../../shared/url-table';

/**
 * The export export-child.ts runs, for tests to run in-process too: `rows` URLs in files of `maxUrls`,
 * gzipped, with robots.txt; `label` changes every lastmod, so two versions differ in every file.
 */
export function exportChildInput(folder: string, rows: number, maxUrls: number, label: string): ExportRequest {
  const day = label === 'old' ? '2024-01-01' : '2025-06-30';
  return {
    projectId: 'cli:public',
    tables: [
      {
        id: 'pages',
        name: 'pages',
        rows: Array.from({ length: rows }, (_, i) => ({
          ...emptyRow(`https://example.com/${label}/${i}`),
          lastmod: day,
        })),
      },
    ],
    settings: {
      ...DEFAULT_EXPORT_SETTINGS,
      baseUrl: 'https://example.com/',
      outputFolder: folder,
      maxUrls,
      writeRobotsTxt: true,
    },
    robotsTxt: 'User-agent: *\nDisallow: /cart\n',
  };
}
