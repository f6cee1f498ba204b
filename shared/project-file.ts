import type { ExportSettings } from './export-settings';
import type { UrlTable } from './url-table';

/** The project file format's version; a file with a higher one was written by a newer Sitemap Studio. */
export const PROJECT_FORMAT_VERSION = 1;

/** Everything a project holds, as saved: the tables with every field, the robots.txt, the export settings. */
export interface ProjectData {
  name: string;
  tables: UrlTable[];
  robotsTxt: string | null;
  exportSettings: ExportSettings;
}
