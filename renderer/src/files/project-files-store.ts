import { describeError } from '../../../shared/describe-error';
import { acceptHMRUpdate, defineStore } from 'pinia';
import { ref, watch } from 'vue';
import { formatBytes } from '../../../shared/format';
import { problemAt, problemText } from '../../../shared/problems';
import {
  fileNameOf,
  hasProjectExtension,
  PROJECT_FILE_ERRORS,
  type OfferedProject,
  type OpenProject,
  type UploadedProject,
  projectNameOf,
  withProjectExtension,
} from '../../../shared/project-file';
import type { OpenPathsResult } from '../../../shared/sources';
import { countOffered, countToCross, receiveProject, uploadProject } from '../../../shared/transfer/project-transfer';
import { useApi } from '../api';
import { buildProjectData, releaseProjectData, useProjectStore, useRecoveryStore } from '../project';
import { useImportStore } from '../import';
import { useJobsStore } from '../services/jobs-store';
import { usePromptsStore } from '../services/prompts-store';
import { useNoticesStore } from '../services/notices-store';
import { t } from '../i18n';

/** Codes with which main refuses a project file; their messages name the file and say why. */
const PROJECT_ERRORS = new Set<string>(PROJECT_FILE_ERRORS);

/** The code of a project whose rows did not arrive from main on opening. */
const NOT_RECEIVED = 'project-not-received';

/**
 * New, Open, Save and Save As, and the Save / Don't Save / Cancel question that guards every way of
 * leaving a project with unsaved changes (New, Open, Close, closing the window, quitting).
 */
export const useProjectFilesStore = defineStore('projectFiles', () => {
  const api = useApi();
  const project = useProjectStore();
  const prompts = usePromptsStore();
  const recovery = useRecoveryStore();
  const notices = useNoticesStore();
  const jobs = useJobsStore();
  const imports = useImportStore();
  /** True while a save runs; a second one is not started meanwhile. */
  const saving = ref(false);
  /** Counts every change to what a save writes, so one made while a save runs keeps the project unsaved. */
  const changes = ref(0);
  const count = (): void => void (changes.value += 1);
  watch(
    [() => project.version, () => project.tables, () => project.robotsTxt, () => project.siteChecksVersion],
    count,
    {
      flush: 'sync',
    },
  );
  watch(() => project.exportSettings, count, { flush: 'sync', deep: true });

  /** Saves to the project's file, or asks where first (always, with `as`). False when cancelled or failed. */
  async function save(as = false): Promise<boolean> {
    if (saving.value) return false;
    let target = project.path;
    if (as || target === null) {
      const chosen = await api.showSaveDialog({
        title: as ? t('project.save.titleAs') : t('project.save.title'),
        defaultName: withProjectExtension(project.name),
      });
      if (!chosen) return false;
      target = withProjectExtension(chosen);
    }
    const name = projectNameOf(target);
    const before = changes.value;
    saving.value = true;
    try {
      const uploaded = await uploadForSaving(target, name);
      if (uploaded === null) {
        notices.showNotice(t('project.save.cancelled', { file: fileNameOf(target) }));
        return false;
      }
      const saved = await api.saveProject({ path: target, project: uploaded });
      notices.showNotice(
        t(saved.gzip ? 'project.save.savedGzip' : 'project.save.saved', { name, size: formatBytes(saved.bytes) }),
      );
    } catch (error) {
      if (codeOf(error) === 'save-cancelled') notices.showNotice(describeError(error));
      else {
        const message = describeError(error);
        await prompts.tell(t('project.save.failed', { name }), message, unlessNamed(message, target));
      }
      return false;
    } finally {
      saving.value = false;
    }
    const changedMeanwhile = changes.value !== before;
    project.markSaved(target, name, changedMeanwhile);
    if (!changedMeanwhile) await recovery.discard();
    return true;
  }

  /** The project's tables uploaded to main in slices while the status bar shows it (main's job then writes the file); null if cancelled. */
  async function uploadForSaving(target: string, name: string): Promise<UploadedProject | null> {
    const data = buildProjectData(project, name);
    try {
      return await jobs.runLocal(
        t('project.save.job', { file: fileNameOf(target) }),
        countToCross(data),
        ({ signal, progress }) => uploadProject(data, api, { signal, onRows: progress }),
      );
    } finally {
      releaseProjectData(data);
    }
  }

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

  /**
   * With unsaved changes, asks Save / Don't Save / Cancel. True when the project may be left: saved,
   * or its changes deliberately dropped. A cancelled Save As is a Cancel.
   */
  async function confirmLeave(): Promise<boolean> {
    if (!project.dirty) return true;
    const choice = await prompts.ask({
      title: t('project.leave.title', { name: project.name }),
      message: t('project.leave.message'),
      tone: 'question',
      choices: [
        { id: 'discard', label: t('project.leave.discard') },
        { id: 'cancel', label: t('common.cancel'), role: 'cancel' },
        { id: 'save', label: t('project.leave.save'), role: 'primary' },
      ],
    });
    if (choice === 'cancel') return false;
    if (choice === 'save') return save();
    return true;
  }

  /**
   * Replaces the project and lets the recovery copy go, in one step: a recovery write the timer starts
   * can come only after both, so it never brings the work just let go back.
   */
  function replaceAndForget(replace: () => void | Promise<void>): Promise<void> {
    recovery.discard().catch(() => undefined); // a copy that outlives its work is only offered, never applied
    return Promise.resolve(replace());
  }

  /** New Project, and Close Project (which leaves an empty, untitled one). */
  async function startNew(): Promise<void> {
    if (await confirmLeave()) await replaceAndForget(() => project.newProject());
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
    try {
      data = await receiveForOpening(path, await api.openProject({ path }));
    } catch (error) {
      // The project's own reasons say most; for anything else (a missing file) the classification's words are plainer.
      const plain = classified.problems.find((item) => item.place.file === path); // worded below, in today's language
      const isProjectError = PROJECT_ERRORS.has(codeOf(error)) || codeOf(error) === NOT_RECEIVED;
      const message = isProjectError || !plain ? describeError(error) : problemText(plain);
      await prompts.tell(t('project.open.failed', { name: projectNameOf(path) }), message, unlessNamed(message, path));
      return;
    }
    if (!(await confirmLeave())) return;
    await replaceAndForget(() => project.replaceProject({ ...data, name: projectNameOf(path) }, path, false));
    const rest = withoutPaths(classified, projectPaths);
    if (rest.sources.length > 0 || rest.problems.length > 0) await imports.importOpened(rest, 'current');
  }

  /** Main's `closeRequested`: asks about unsaved changes, then tells main whether the window may close. */
  async function answerCloseRequest(): Promise<void> {
    const close = await confirmLeave();
    if (close) await recovery.stopAndDiscard();
    await api.confirmClose({ close });
  }

  return { saving, changes, save, confirmLeave, startNew, open, openLaunchPaths, openLocations, answerCloseRequest };
});

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

/** The code main gave an error (errors cross IPC as values: the class is the preload's, so no instanceof). */
function codeOf(error: unknown): string {
  const { code } = (error ?? {}) as { code?: unknown };
  return typeof code === 'string' ? code : '';
}

/** The path as the message's detail, unless the message names it already. */
function unlessNamed(message: string, path: string): string | undefined {
  return message.includes(path) ? undefined : path;
}

if (import.meta.hot) import.meta.hot.accept(acceptHMRUpdate(useProjectFilesStore, import.meta.hot));
