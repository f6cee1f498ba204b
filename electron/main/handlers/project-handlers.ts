import { appendAll } from '../../../shared/append-all';
import { rename, rm } from 'node:fs/promises';
import { basename } from 'node:path';
import { UrlColumns } from '../../../shared/columnar/url-columns';
import { appendSlice } from '../../../shared/columnar/transfer-slice';
import type { InvokeHandlers } from '../../../shared/ipc-contract';
import { lastExportOf, type ExportedUrl } from '../../../shared/last-export/exported-urls';
import type { OfferedProject, ProjectHeader, UploadedProject } from '../../../shared/project-file';
import { projectIdOf } from '../../../shared/project-id';
import type { PageCheck } from '../../../shared/site-check/page-check';
import {
  type ProjectBody,
  projectIdOfFile,
  OpenCancelledError,
  readProject,
  recoveryPlace,
  saveProjectStream,
  saveRecoveryStream,
} from '../../engine';
import { checksSource, checksUpload, DEFAULT_CHECK_LIMITS, type CheckTransfers } from '../transfers/check-upload';
import { columnsSource, DEFAULT_SLICE_LIMITS, type SliceLimits } from '../transfers/table-source';
import type { RememberedExports } from '../transfers/remembered-exports';
import type { UrlTableTransfers } from '../transfers/table-upload';
import type { Jobs, RunningJob } from './jobs';
import { rowsProgress } from './rows-progress';
import { KnownProjectFiles } from './known-project-files';
import { translateMessage } from '../../../shared/i18n/translator';
import { describeError } from '../../../shared/describe-error';

type ProjectHandlers = Pick<
  InvokeHandlers,
  | 'openProject'
  | 'saveProject'
  | 'saveRecovery'
  | 'takeRecovery'
  | 'discardRecovery'
  | 'openChecksUpload'
  | 'putChecks'
  | 'takeChecks'
>;

/** A project as its file offers it: with the id it holds, if any. */
type FileProject = Omit<OfferedProject, 'id'> & { id?: string };

/** Main's registries of what crosses with the renderer in pieces: rows in slices, check results in batches. */
export interface ProjectTransfers {
  rows: UrlTableTransfers;
  checks: CheckTransfers;
  /** What the open projects' last exports wrote, which the window names and never holds. */
  exports: RememberedExports;
  /** How large a piece may be (tests set them small, to see several of a small project). */
  limits?: { rows?: SliceLimits; checks?: SliceLimits };
}

/**
 * Project files, and the recovery copy kept at `recoveryFile` (in the app's own folder) while work is
 * unsaved. Rows and check results never travel in one message: a save streams the renderer's uploads
 * to the file, an open reads the file record by record (rows into columns) and offers each table and
 * the check results as transfers. A save runs as a job, so the window shows it and it can be
 * cancelled before the file is replaced.
 */
export function createProjectHandlers(recoveryFile: string, jobs: Jobs, transfers: ProjectTransfers): ProjectHandlers {
  const rowLimits = transfers.limits?.rows ?? DEFAULT_SLICE_LIMITS;
  const checkLimits = transfers.limits?.checks ?? DEFAULT_CHECK_LIMITS;
  const files = new KnownProjectFiles();

  /** The uploads' rows and results (a gone or incomplete upload throws), and the header they make with the project. */
  function uploaded(project: UploadedProject): { header: ProjectHeader; body: ProjectBody } {
    const tables = project.tables.map((table) => transfers.rows.received(table.upload));
    const siteChecks = transfers.checks.received(project.siteChecks.upload);
    // The window names the last export by its memory; what it wrote is main's to write.
    const { lastExport: held, ...sent } = project;
    const remembered = held ? transfers.exports.get(held.memory) : null;
    const header: ProjectHeader = {
      ...sent,
      tables: project.tables.map(({ id, name, source }, t) => ({ id, name, source, rows: tables[t]!.rowCount })),
      siteChecks: siteChecks.length,
      ...(remembered ? { lastExport: { ...lastExportOf(remembered), urls: remembered.urls.length } } : {}),
    };
    return { header, body: { tables, siteChecks, exported: remembered?.urls ?? [] } };
  }

  /**
   * The file's tables read as columns and its check results, then offered as transfers; members are the
   * header's others. Its id is the file's, none in a file of an older build (the caller gives it one: projectIdOfFile, projectIdOf).
   */
  async function offered(
    path: string,
    job?: RunningJob,
  ): Promise<{ project: FileProject; members: Record<string, unknown> }> {
    let header: ProjectHeader | null = null;
    let members: Record<string, unknown> = {};
    const columns: UrlColumns[] = [];
    const checks: PageCheck[] = [];
    const exported: ExportedUrl[] = [];
    const progress = job && rowsProgress(job, () => columns);
    await readProject(
      path,
      {
        header(read, all) {
          header = read;
          members = all;
          for (let table = 0; table < read.tables.length; table++) columns.push(new UrlColumns());
          progress?.start(read.tables.reduce((sum, table) => sum + table.rows, 0));
        },
        rows: (table, rows) => {
          columns[table]!.appendRows(rows);
          progress?.moved();
        },
        // A large file is read on workers, which build the columns: here their bytes are only copied.
        slice: (table, rows) => {
          appendSlice(columns[table]!, rows);
          progress?.moved();
        },
        checks: (read) => void appendAll(checks, read),
        exported: (urls) => {
          for (const url of urls) exported.push(url);
        },
      },
      job ? { signal: job.signal } : {},
    );
    // What the last export wrote stays in main: the window gets its memory and a summary.
    const { tables, lastExport, ...rest } = header! as ProjectHeader;
    const refs = transfers.rows.offer(columns.map((table) => columnsSource(table, rowLimits)));
    const [siteChecks] = transfers.checks.offer([checksSource(checks, checkLimits)]);
    return {
      project: {
        ...rest,
        tables: tables.map(({ id, name, source }, t) => ({ id, name, source, rows: refs[t]! })),
        siteChecks: siteChecks!,
        ...(lastExport ? { lastExport: transfers.exports.keep({ ...lastExportOf(lastExport), urls: exported }) } : {}),
      },
      members,
    };
  }

  const dropUploads = (project: UploadedProject): void => {
    transfers.rows.drop(project.tables.map((table) => table.upload));
    transfers.checks.drop([project.siteChecks.upload]);
  };

  return {
    openProject: async ({ path }) => {
      const before = await files.now(path);
      // Read as a job: a large file takes seconds, which the window shows with a Cancel.
      const { result } = await jobs.run(
        translateMessage('dialogs.jobs.openingProject', { name: basename(path) }),
        { total: null },
        (job) =>
          offered(path, job).catch((error: unknown) => {
            throw job.signal.aborted ? new OpenCancelledError(path) : error;
          }),
      );
      const { project } = result;
      files.remember(path, before);
      // The window names the file by its full path, as older builds knew a project without an id by.
      return { ...project, id: projectIdOfFile(project.id, path) };
    },
    saveProject: async ({ path, project, replaceChanged }) => {
      try {
        if (!replaceChanged) await files.refuseChanged(path);
        const { header, body } = uploaded(project);
        const { result } = await jobs.run(
          translateMessage('dialogs.jobs.saving', { name: basename(path) }),
          { total: null },
          // Asked again as the file is replaced: a save can take minutes, and another program may write meanwhile.
          (job) =>
            saveProjectStream(path, header, body, {
              signal: job.signal,
              ...(replaceChanged ? {} : { beforeRename: () => files.refuseChanged(path) }),
            }),
        );
        files.remember(path, await files.now(path));
        return result;
      } finally {
        dropUploads(project);
      }
    },
    saveRecovery: async ({ project, path, savedAt }) => {
      try {
        const { header, body } = uploaded(project);
        await saveRecoveryStream(recoveryFile, header, body, { path, savedAt });
      } finally {
        dropUploads(project);
      }
    },
    takeRecovery: async () => {
      let read;
      try {
        read = await offered(recoveryFile);
      } catch (error) {
        if ((error as { code?: unknown }).code === 'ENOENT') return null; // none
        // Damaged, a newer build's, not allowed: said, and moved aside where the next copy cannot write over it.
        throw await keptAside(recoveryFile, error);
      }
      const place = await recoveryPlace(recoveryFile, read.members);
      if (place.path !== null) await files.rememberRestored(place.path, place.savedAt);
      // A copy without an id (an older build's) is known by where its project was saved, if it was.
      return { project: { ...read.project, id: projectIdOf(read.project.id, place.path) }, ...place };
    },
    discardRecovery: () => rm(recoveryFile, { force: true }),
    openChecksUpload: async ({ checks }) => ({
      id: transfers.checks.openUpload(checks, checksUpload(checkLimits)),
      rows: checks,
      ...checkLimits,
    }),
    putChecks: async ({ id, index, checks }) => ({ rows: transfers.checks.put(id, index, checks) }),
    takeChecks: async ({ id, index }) => transfers.checks.take(id, index),
  };
}

/**
 * A recovery copy that could not be read (damaged, a newer build's, or not now: a file another program
 * holds), renamed aside (`<name>.unreadable-<time>.sitemapstudio`, which File › Open takes) so that the
 * next copy written does not replace the only one of the work it holds; the error says why, and where
 * it is, or, when it could not be moved, that a later copy may replace it.
 */
async function keptAside(recoveryFile: string, error: unknown): Promise<Error> {
  const aside = recoveryFile.replace(/(\.sitemapstudio)?$/i, `.unreadable-${Date.now()}.sitemapstudio`);
  const moved = await rename(recoveryFile, aside).then(
    () => true,
    () => false,
  );
  const reason = describeError(error);
  return new Error(
    moved
      ? translateMessage('dialogs.errors.recoveryKept', { reason, path: aside })
      : translateMessage('dialogs.errors.recoveryNotMoved', { reason, path: recoveryFile }),
    { cause: error },
  );
}
