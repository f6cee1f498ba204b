import type { OfferedProject, OpenProject, UploadedProject } from '../project-file';
import { receiveRows, type TakeSlice } from './receive-rows';
import { sendRows, type UploadApi } from './send-rows';

/** Progress and cancelling of a project crossing: rows moved so far over all its tables. */
interface CrossingOptions {
  signal?: AbortSignal;
  onRows?: (rows: number) => void;
}

/**
 * Uploads every table of a project to main, table by table in bounded slices, for a save or a
 * recovery copy; the project with upload ids in place of rows. The tables must not change meanwhile:
 * the app sends a snapshot (renderer/src/project/project-snapshot.ts). Uploads already sent are
 * dropped if a later one fails.
 */
export async function uploadProject(
  project: OpenProject,
  api: UploadApi,
  { signal, onRows }: CrossingOptions = {},
): Promise<UploadedProject> {
  const tables: UploadedProject['tables'] = [];
  let before = 0;
  try {
    for (const { rows, ...table } of project.tables) {
      const upload = await sendRows(rows, api, { signal, onRows: (sent) => onRows?.(before + sent) });
      tables.push({ ...table, upload });
      before += rows.rowCount;
    }
  } catch (error) {
    await api.dropTransfers({ ids: tables.map((table) => table.upload) }).catch(() => undefined);
    throw error;
  }
  return { ...project, tables };
}

/** How many rows a project main offers holds in all. */
export const rowsOffered = (project: OfferedProject): number =>
  project.tables.reduce((sum, table) => sum + table.rows.rows, 0);

/**
 * Pulls every table of a project main has read, slice by slice, into columns; the project as the
 * app holds it open. On a failure or a stop, the transfers not yet taken are dropped before the
 * error goes on.
 */
export async function receiveProject(
  offered: OfferedProject,
  take: TakeSlice,
  drop: (ids: string[]) => Promise<unknown>,
  { signal, onRows }: CrossingOptions = {},
): Promise<OpenProject> {
  const tables: OpenProject['tables'] = [];
  let before = 0;
  try {
    for (const { rows: ref, ...table } of offered.tables) {
      const rows = await receiveRows(ref, take, { signal, onSlice: (count) => onRows?.(before + count) });
      tables.push({ ...table, rows });
      before += rows.rowCount;
    }
  } catch (error) {
    await drop(offered.tables.slice(tables.length).map((table) => table.rows.id)).catch(() => undefined);
    throw error;
  }
  return { ...offered, tables };
}
