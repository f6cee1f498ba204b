import { saveProjectFile } from '../../electron/engine/project/project-file';
import { DEFAULT_EXPORT_SETTINGS, type ExportSettings } from '../../shared/export-settings';
import { emptyRow } from '../../shared/url-table';
import { answeredPage } from './page-checks';

/** A page of the site the checked project lists. */
export const checkedPage = (path: string): string => `https://example.com/${path}`;

/**
 * Saves a project of one table "pages" of five URLs whose site check found row 2 answering 404,
 * row 4 noindex and row 5 redirecting; rows 1 and 3 are indexable.
 */
export async function saveCheckedProject(path: string, settings: Partial<ExportSettings> = {}): Promise<void> {
  const page = checkedPage;
  await saveProjectFile(path, {
    name: 'checked',
    robotsTxt: null,
    exportSettings: { ...DEFAULT_EXPORT_SETTINGS, ...settings },
    tables: [
      {
        id: 'pages',
        name: 'pages',
        source: null,
        rows: ['', 'gone', 'about', 'private', 'old'].map((p) => emptyRow(page(p))),
      },
    ],
    siteChecks: [
      answeredPage(page('')),
      answeredPage(page('gone'), { status: 404, hops: [{ url: page('gone'), status: 404, location: null }] }),
      answeredPage(page('private'), { metaRobots: 'noindex' }),
      answeredPage(page('old'), {
        hops: [
          { url: page('old'), status: 301, location: page('about') },
          { url: page('about'), status: 200, location: null },
        ],
        finalUrl: page('about'),
        canonical: page('about'),
      }),
    ],
  });
}
