import { toRaw } from 'vue';
import type { UrlColumns } from '../../../shared/columnar/url-columns';
import type { ExportSettings } from '../../../shared/export-settings';
import type { HeldLastExport } from '../../../shared/last-export/held-last-export';
import type { OpenProject } from '../../../shared/project-file';
import type { SiteCheckResults } from '../../../shared/site-check/site-check-results';
import type { ColumnarTable } from '../../../shared/columnar/columnar-table';

/** The parts of the open project that a save writes. */
export interface ProjectState {
  id: string;
  name: string;
  tables: readonly ColumnarTable[];
  robotsTxt: string | null;
  exportSettings: ExportSettings;
  siteChecks: SiteCheckResults;
  lastExport: HeldLastExport | null;
}

/**
 * The rows as they are now, as a table of their own that later edits do not touch (see
 * UrlColumns.snapshot); `release` it once its upload has ended.
 *
 * Why a snapshot: rows go to main slice by slice over many messages (a save, a recovery copy, an
 * export, a CSV), and the person may edit between two of them; an insert or delete would shift what
 * the later slices hold (a row sent twice, or never), and any edit would make the file a state that
 * never was. The snapshot is taken synchronously, before the first message, so it is one moment. It
 * shares the table's columns, and the table copies them (bytes in typed arrays, no row objects) only
 * if it is edited before the snapshot is released: a save of ten million rows left alone doubles no
 * memory. Refusing or queueing edits meanwhile was the other way, but a large save takes long enough
 * that the person should keep working (the project stays unsaved when they do), and every edit path
 * would have to know of it.
 */
export function snapshotRows(rows: UrlColumns): UrlColumns {
  return toRaw(rows).snapshot();
}

/** Ends the snapshots of a project built by buildProjectData: their tables change in place again. */
export function releaseProjectData(data: OpenProject): void {
  for (const table of data.tables) table.rows.release();
}

/**
 * What Save (and the recovery copy) writes: the tables with every row, the robots.txt, the export
 * settings, the site check's results and the last export's memory, as they are now, in plain data, the rows a snapshot
 * (`snapshotRows`) so edits made while they are sent do not change what is written, the results a
 * list of them now (a check that goes on meanwhile replaces results, never changes one);
 * `releaseProjectData` once it was sent. `name` is the name to save under (Save As names the project
 * after its new file), `id` the id to save it with (Save As gives a copy its own).
 */
export function buildProjectData(state: ProjectState, name = state.name, id = state.id): OpenProject {
  return {
    id,
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
    siteChecks: [...toRaw(state.siteChecks).values()],
    // Main keeps the URLs the last export wrote; the save names them by their memory.
    ...(state.lastExport ? { lastExport: { ...state.lastExport, files: [...state.lastExport.files] } } : {}),
  };
}
