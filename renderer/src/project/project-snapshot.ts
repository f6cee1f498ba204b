import { toRaw } from 'vue';
import { appendRange } from '../../../shared/columnar/copy-rows';
import { UrlColumns } from '../../../shared/columnar/url-columns';
import type { ExportSettings } from '../../../shared/export-settings';
import type { OpenProject } from '../../../shared/project-file';
import type { ColumnarTable } from '../../../shared/columnar/columnar-table';

/** The parts of the open project that a save writes. */
export interface ProjectState {
  name: string;
  tables: readonly ColumnarTable[];
  robotsTxt: string | null;
  exportSettings: ExportSettings;
}

/**
 * The rows as they are now, as a table of their own that later edits do not touch.
 *
 * Why a copy: rows go to main slice by slice over many messages (a save, a recovery copy, an
 * export, a CSV), and the person may edit between two of them; an insert or delete would shift what
 * the later slices hold (a row sent twice, or never), and any edit would make the file a state that
 * never was. The copy is made synchronously, before the first message, so it is one moment. It is
 * bytes in typed arrays (the columns' own form, copied a bounded run at a time, no row objects), and
 * it goes once its upload has ended. Refusing or queueing edits meanwhile was the other way, but a
 * large save takes long enough that the person should keep working (the project stays unsaved when
 * they do), and every edit path would have to know of it.
 */
export function snapshotRows(rows: UrlColumns): UrlColumns {
  const raw = toRaw(rows);
  const copy = new UrlColumns();
  appendRange(copy, raw, 0, raw.rowCount);
  return copy;
}

/**
 * What Save (and the recovery copy) writes: the tables with every row, the robots.txt and the export
 * settings, as they are now, in plain data, the rows a snapshot (`snapshotRows`) so edits made
 * while they are sent do not change what is written. `name` is the name to save under (Save As
 * names the project after its new file).
 */
export function buildProjectData(state: ProjectState, name = state.name): OpenProject {
  return {
    name,
    tables: state.tables.map((table) => {
      const raw = toRaw(table);
      return {
        id: raw.id,
        name: raw.name,
        source: raw.source ? { ...toRaw(raw.source) } : null,
        rows: snapshotRows(raw.rows),
      };
    }),
    robotsTxt: state.robotsTxt,
    exportSettings: JSON.parse(JSON.stringify(state.exportSettings)) as ExportSettings,
  };
}
