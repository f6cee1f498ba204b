import { describeError, describeErrorAlone } from '../../../shared/describe-error';
import type { SitemapStudioApi } from '../../../shared/ipc-contract';
import { problemAt, problemText } from '../../../shared/problems';
import {
  fileNameOf,
  hasProjectExtension,
  PROJECT_FILE_ERRORS,
  type OfferedProject,
  type OpenProject,
  projectNameOf,
} from '../../../shared/project-file';
import type { OpenPathsResult } from '../../../shared/sources';
import { countOffered, receiveProject } from '../../../shared/transfer/project-transfer';
import { codeOf, unlessNamed } from './file-errors';
import { forgetLastExport, useProjectStore } from '../project';
import { useImportStore } from '../import';
import { useJobsStore } from '../services/jobs-store';
import { useNoticesStore } from '../services/notices-store';
import { usePromptsStore } from '../services/prompts-store';
import { t } from '../i18n';

/** Codes with which main refuses a project file; their messages name the file and say why. */
const PROJECT_ERRORS = new Set<string>(PROJECT_FILE_ERRORS);

/** The code of an opening cancelled while main read the file. */
const OPEN_CANCELLED = 'open-cancelled';

/** The code of a project whose rows did not arrive from main on opening. */
const NOT_RECEIVED = 'project-not-received';

/** How the project may be left for another: asked first, then replaced with its recovery copy let go. */
interface Leaving {
  confirmLeave(): Promise<boolean>;
  replaceAndForget(replace: () => void | Promise<void>): Promise<void>;
}

/** Open, Open Recent and the paths given at start, for the project files store, which hands it its API client. */
export function useProjectOpening(api: SitemapStudioApi, { confirmLeave, replaceAndForget }: Leaving) {
  const project = useProjectStore();
  const prompts = usePromptsStore();
  const jobs = useJobsStore();
  const notices = useNoticesStore();
  const imports = useImportStore();

  /** A project main has read, its tables pulled slice by slice while the status bar shows it. */
  async function receiveForOpening(path: string, offered: OfferedProject): Promise<OpenProject> {
    const stop = new AbortController();
    const job = jobs.startLocal(t('project.open.job', { file: fileNameOf(path) }), countOffered(offered), () =>
      stop.abort(),
    );
    try {
      return await receiveProject(offered, api, { signal: stop.signal, onRows: job.progress });
    } catch (error) {
      // Rows that did not arrive (a transfer gone, the opening stopped) are said with the file's name.
      const reason = stop.signal.aborted ? t('project.open.openingCancelled') : describeError(error);
      throw Object.assign(new Error(t('project.open.notReceived', { path, reason })), {
        code: NOT_RECEIVED,
      });
    } finally {
      job.finish();
    }
  }

  /** Open…: the system dialog, then what was chosen replaces the project. */
  async function open(): Promise<void> {
    await openLocations(await api.showOpenDialog({ title: t('project.open.title'), purpose: 'open' }), 'new');
  }

  /** The files named on the command line at start (or by "Open with"), opened once. */
  async function openLaunchPaths(): Promise<void> {
    await openLocations(await api.takeLaunchPaths(), 'new');
  }

  /**
   * Opens paths (the Open dialog's, Open Recent's, the command line's, the OS's). A project among them
   * replaces the open one and the rest are imported into it; otherwise `into` says where they go.
   * Everything is read first: a file that cannot be opened says why and changes nothing, unasked.
   */
  async function openLocations(paths: readonly string[], into: 'new' | 'current'): Promise<void> {
    if (paths.length === 0) return;
    const classified = await api.openPaths({ paths: [...paths] });
    // A file named like a project is tried as one, so a damaged one says what is wrong with it.
    const projectPaths = [
      ...new Set([
        ...classified.sources.filter((source) => source.kind === 'project').map((source) => source.location),
        ...paths.filter(hasProjectExtension),
      ]),
    ];
    if (projectPaths.length > 0) return openProjectWith(projectPaths[0]!, classified, projectPaths);
    if (classified.sources.length === 0 || into === 'current') return imports.importOpened(classified, 'current');
    if (await confirmLeave()) await replaceAndForget(() => imports.importOpened(classified, 'new'));
  }

  async function openProjectWith(
    path: string,
    classified: OpenPathsResult,
    projectPaths: readonly string[],
  ): Promise<void> {
    let data: OpenProject;
    let offered: OfferedProject | null = null;
    try {
      offered = await api.openProject({ path });
      data = await receiveForOpening(path, offered);
    } catch (error) {
      forgetLastExport(api, offered?.lastExport);
      // Cancelled while main read the file: asked for, so a notice, not an error to dismiss.
      if (codeOf(error) === OPEN_CANCELLED) return notices.showNotice(describeErrorAlone(error));
      // The project's own reasons say most; for anything else (a missing file) the classification's words are plainer.
      const plain = classified.problems.find((item) => item.place.file === path); // worded below, in today's language
      const isProjectError = PROJECT_ERRORS.has(codeOf(error)) || codeOf(error) === NOT_RECEIVED;
      const message = isProjectError || !plain ? describeErrorAlone(error) : problemText(plain);
      await prompts.tell(t('project.open.failed', { name: projectNameOf(path) }), message, unlessNamed(message, path));
      return;
    }
    if (!(await confirmLeave())) return forgetLastExport(api, data.lastExport);
    await replaceAndForget(() => project.replaceProject({ ...data, name: projectNameOf(path) }, path, false));
    const rest = withoutPaths(classified, projectPaths);
    if (rest.sources.length > 0 || rest.problems.length > 0) await imports.importOpened(rest, 'current');
  }

  return { open, openLaunchPaths, openLocations };
}

/** The classification without the project files (opened on their own); a second project is named as not opened. */
function withoutPaths(classified: OpenPathsResult, projectPaths: readonly string[]): OpenPathsResult {
  const skipped = new Set(projectPaths);
  const extraProjects = projectPaths
    .slice(1)
    .map((file) => problemAt({ file }, 'one-project-at-a-time', { name: projectNameOf(file) }));
  return {
    sources: classified.sources.filter((source) => !skipped.has(source.location)),
    problems: [...classified.problems.filter((item) => !skipped.has(item.place.file ?? '')), ...extraProjects],
  };
}
