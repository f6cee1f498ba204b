import type { OfferedProject, OpenProject, UploadedProject } from '../project-file';
import { receiveChecks, sendChecks, type CheckUploadApi, type TakeChecks } from './check-transfer';
import { receiveRows, type TakeSlice } from './receive-rows';
import { sendRows, type UploadApi } from './send-rows';

/** Progress and cancelling of a project crossing: rows and check results moved so far over all of it. */
interface CrossingOptions {
  signal?: AbortSignal;
  onRows?: (count: number) => void;
}

/** What uploading a project asks of the API: uploads of rows and of check results. */
export type ProjectUploadApi = UploadApi & CheckUploadApi;

/** What receiving a project asks of the API: rows and check results taken, and transfers dropped. */
export interface ProjectTakeApi {
  takeSlice: TakeSlice;
  takeChecks: TakeChecks;
  dropTransfers(request: { ids: string[] }): Promise<unknown>;
}

/** How many rows and check results a project holds in all: what progress counts when it crosses. */
export const countToCross = (project: OpenProject): number =>
  project.tables.reduce((sum, table) => sum + table.rows.rowCount, project.siteChecks.length);

/**
 * Uploads every table of a project to main, table by table in bounded slices, then its check results
 * in bounded batches, for a save or a recovery copy; the project with upload ids in their place. The
 * tables and the list of results must not change meanwhile: the app sends a snapshot
 * (renderer/src/project/project-snapshot.ts). Uploads already sent are dropped if a later one fails.
 */
export async function uploadProject(
  project: OpenProject,
  api: ProjectUploadApi,
  { signal, onRows }: CrossingOptions = {},
): Promise<UploadedProject> {
  const tables: UploadedProject['tables'] = [];
  let before = 0;
  const progress = { signal, onCount: (sent: number) => onRows?.(before + sent) };
  try {
    for (const { rows, ...table } of project.tables) {
      const upload = await sendRows(rows, api, { signal, onRows: progress.onCount });
      tables.push({ ...table, upload });
      before += rows.rowCount;
    }
    const siteChecks = { upload: await sendChecks(project.siteChecks, api, progress) };
    return { ...project, tables, siteChecks };
  } catch (error) {
    await api.dropTransfers({ ids: tables.map((table) => table.upload) }).catch(() => undefined);
    throw error;
  }
}

/** How many rows and check results a project main offers holds in all. */
export const countOffered = (project: OfferedProject): number =>
  project.tables.reduce((sum, table) => sum + table.rows.rows, project.siteChecks.rows);

/**
 * Pulls every table of a project main has read, slice by slice, into columns, then its check results
 * batch by batch; the project as the app holds it open. On a failure or a stop, the transfers not yet
 * taken are dropped before the error goes on.
 */
export async function receiveProject(
  offered: OfferedProject,
  api: ProjectTakeApi,
  { signal, onRows }: CrossingOptions = {},
): Promise<OpenProject> {
  const tables: OpenProject['tables'] = [];
  let before = 0;
  const progress = { signal, onCount: (count: number) => onRows?.(before + count) };
  try {
    for (const { rows: ref, ...table } of offered.tables) {
      const rows = await receiveRows(ref, api.takeSlice, { signal, onSlice: progress.onCount });
      tables.push({ ...table, rows });
      before += rows.rowCount;
    }
    return { ...offered, tables, siteChecks: await receiveChecks(offered.siteChecks, api.takeChecks, progress) };
  } catch (error) {
    const left = [...offered.tables.slice(tables.length).map((table) => table.rows.id), offered.siteChecks.id];
    await api.dropTransfers({ ids: left }).catch(() => undefined);
    throw error;
  }
}
