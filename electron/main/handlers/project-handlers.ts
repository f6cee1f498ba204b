import { rm } from 'node:fs/promises';
import { basename } from 'node:path';
import { UrlColumns } from '../../../shared/columnar/url-columns';
import type { InvokeHandlers } from '../../../shared/ipc-contract';
import type { OfferedProject, ProjectHeader, UploadedProject } from '../../../shared/project-file';
import { readProject, saveProjectStream } from '../../engine/project/project-file';
import { recoveryPlace, saveRecoveryStream } from '../../engine/project/recovery-file';
import { columnsSource, type SliceLimits } from '../transfers/table-source';
import type { UrlTableTransfers } from '../transfers/table-upload';
import type { Jobs } from './jobs';

type ProjectHandlers = Pick<
  InvokeHandlers,
  'openProject' | 'saveProject' | 'saveRecovery' | 'takeRecovery' | 'discardRecovery'
>;

/**
 * Project files, and the recovery copy kept at `recoveryFile` (in the app's own folder) while work is
 * unsaved. Rows never travel in one message: a save streams the renderer's uploads to the file, an
 * open reads the file record by record into columns and offers each table as a transfer. A save runs
 * as a job, so the window shows it and it can be cancelled before the file is replaced.
 */
export function createProjectHandlers(
  recoveryFile: string,
  jobs: Jobs,
  transfers: UrlTableTransfers,
  limits?: SliceLimits,
): ProjectHandlers {
  /** The uploads' columns (a gone or incomplete upload throws), and the header they make with the project. */
  function uploaded(project: UploadedProject): { header: ProjectHeader; tables: UrlColumns[] } {
    const tables = project.tables.map((table) => transfers.received(table.upload));
    const header: ProjectHeader = {
      ...project,
      tables: project.tables.map(({ id, name, source }, t) => ({ id, name, source, rows: tables[t]!.rowCount })),
    };
    return { header, tables };
  }

  /** The file's tables read as columns, then offered as transfers; members are the header's others. */
  async function offered(path: string): Promise<{ project: OfferedProject; members: Record<string, unknown> }> {
    let header: ProjectHeader | null = null;
    let members: Record<string, unknown> = {};
    const columns: UrlColumns[] = [];
    await readProject(path, {
      header(read, all) {
        header = read;
        members = all;
        columns.push(...read.tables.map(() => new UrlColumns()));
      },
      rows: (table, rows) => columns[table]!.appendRows(rows),
    });
    const { tables, ...rest } = header! as ProjectHeader;
    const refs = transfers.offer(columns.map((table) => columnsSource(table, limits)));
    return {
      project: { ...rest, tables: tables.map(({ id, name, source }, t) => ({ id, name, source, rows: refs[t]! })) },
      members,
    };
  }

  const dropUploads = (project: UploadedProject): void =>
    void transfers.drop(project.tables.map((table) => table.upload));

  return {
    openProject: async ({ path }) => (await offered(path)).project,
    saveProject: async ({ path, project }) => {
      try {
        const { header, tables } = uploaded(project);
        const { result } = await jobs.run(`Saving ${basename(path)}`, { total: null }, (job) =>
          saveProjectStream(path, header, tables, { signal: job.signal }),
        );
        return result;
      } finally {
        dropUploads(project);
      }
    },
    saveRecovery: async ({ project, path, savedAt }) => {
      try {
        const { header, tables } = uploaded(project);
        await saveRecoveryStream(recoveryFile, header, tables, { path, savedAt });
      } finally {
        dropUploads(project);
      }
    },
    takeRecovery: async () => {
      let read;
      try {
        read = await offered(recoveryFile);
      } catch {
        return null; // none, or too damaged to offer
      }
      return { project: read.project, ...(await recoveryPlace(recoveryFile, read.members)) };
    },
    discardRecovery: () => rm(recoveryFile, { force: true }),
  };
}
