import { DEFAULT_EXPORT_SETTINGS } from '../../shared/export-settings';
import type { ProjectData } from '../../shared/project-file';
import { emptyRow } from '../../shared/url-table';

/**
 * A project of `rows` URLs with lastmod, changefreq and priority; `label` makes two versions tell
 * apart. Each URL carries a pseudo-random token, so gzip cannot shrink the file to nothing and
 * writing it takes real time.
 */
export function largeProject(rows: number, label: string): ProjectData {
  let seed = 2463534242;
  const token = (): string => {
    let text = '';
    for (let i = 0; i < 4; i += 1) {
      // xorshift32: the same tokens on every run
      seed ^= seed << 13;
      seed ^= seed >>> 17;
      seed ^= seed << 5;
      text += (seed >>> 0).toString(16).padStart(8, '0');
    }
    return text;
  };
  return {
    name: `large ${label}`,
    robotsTxt: 'User-agent: *\nDisallow: /cart\n',
    siteChecks: [],
    exportSettings: { ...DEFAULT_EXPORT_SETTINGS, baseUrl: 'https://example.com/' },
    tables: [
      {
        id: 'table-1',
        name: 'pages',
        source: null,
        rows: Array.from({ length: rows }, (_, i) => ({
          ...emptyRow(`https://example.com/${label}/section-${i % 97}/page-${i}-${token()}`),
          lastmod: `2026-11-${String((i % 28) + 1).padStart(2, '0')}T10:00:00+00:00`,
          changefreq: 'weekly',
          priority: '0.5',
        })),
      },
    ],
  };
}
