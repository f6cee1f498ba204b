import { toRaw } from 'vue';
import type { ExportSettings } from '../../../shared/export-settings';
import type { ProjectData } from '../../../shared/project-file';
import type { UrlTable } from '../../../shared/url-table';

/** The parts of the open project that a save writes. */
export interface ProjectState {
  name: string;
  tables: readonly UrlTable[];
  robotsTxt: string | null;
  exportSettings: ExportSettings;
}

/**
 * What Save (and the recovery copy) writes: the tables with every row, the robots.txt and the export
 * settings, as they are now, in plain data. The row lists are copied (the rows themselves are not):
 * the JSON is made in slices, and a row inserted or deleted meanwhile must not shift what is written.
 * `name` is the name to save under (Save As names the project after its new file).
 */
export function buildProjectData(state: ProjectState, name = state.name): ProjectData {
  return {
    name,
    tables: state.tables.map((table) => {
      const raw = toRaw(table);
      return {
        id: raw.id,
        name: raw.name,
        source: raw.source ? { ...toRaw(raw.source) } : null,
        rows: toRaw(raw.rows).slice(),
      };
    }),
    robotsTxt: state.robotsTxt,
    exportSettings: JSON.parse(JSON.stringify(state.exportSettings)) as ExportSettings,
  };
}
