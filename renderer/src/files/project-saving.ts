import { ref } from 'vue';
import { describeErrorAlone } from '../../../shared/describe-error';
import { formatBytes } from '../../../shared/format';
import type { SitemapStudioApi } from '../../../shared/ipc-contract';
import { fileNameOf, projectNameOf, withProjectExtension, type UploadedProject } from '../../../shared/project-file';
import { newProjectId } from '../../../shared/project-id';
import { countToCross, uploadProject } from '../../../shared/transfer/project-transfer';
import { codeOf, unlessNamed } from './file-errors';
import { buildProjectData, releaseProjectData, useProjectStore, useRecoveryStore } from '../project';
import { useJobsStore } from '../services/jobs-store';
import { usePromptsStore } from '../services/prompts-store';
import { useNoticesStore } from '../services/notices-store';
import { t } from '../i18n';
import { finishEditing } from '../ui/finish-editing';

/** Save and Save As, for the project files store, which hands it its API client. */
export function useProjectSaving(api: SitemapStudioApi) {
  const project = useProjectStore();
  const prompts = usePromptsStore();
  const recovery = useRecoveryStore();
  const notices = useNoticesStore();
  const jobs = useJobsStore();
  /** True while a save runs; a second one is not started meanwhile. */
  const saving = ref(false);

  /** The save under way, if any. */
  let running: Promise<boolean> | null = null;

  /**
   * Saves to the project's file, or asks where first (always, with `as`). False when cancelled or
   * failed. Asked while a save runs (Save in the prompt before New or Open), it waits for that one and
   * saves again only if there is more to save (or to save as).
   */
  async function save(as = false): Promise<boolean> {
    finishEditing();
    while (running) {
      const done = await running;
      if (!as && done && !project.dirty) return true;
    }
    running = saveNow(as);
    try {
      return await running;
    } finally {
      running = null;
    }
  }

  /**
   * `over`: the file a person chose to replace though another program changed it since this app
   * last read or wrote it (askChangedOnDisk); it is saved to without a dialog.
   */
  async function saveNow(as: boolean, over: string | null = null): Promise<boolean> {
    // The project this save is of: another opened or started while it runs (its dialog open too) is left alone.
    const generation = project.generation();
    let target = over ?? project.path;
    if (over === null && (as || target === null)) {
      const chosen = await api.showSaveDialog({
        title: as ? t('project.save.titleAs') : t('project.save.title'),
        defaultName: withProjectExtension(project.name),
      });
      if (!chosen || project.generation() !== generation) return false;
      target = withProjectExtension(chosen);
    }
    if (target === null) return false;
    const name = projectNameOf(target);
    // Save As to another file makes a copy, and the copy is another project (an id of its own): a copy
    // used for another set (news beside the main sitemaps) never takes the original's files in an
    // export folder as its own. The first save of new work, or one over its own file, keeps the id.
    const id = as && project.path !== null && target !== project.path ? newProjectId() : project.id;
    // A change made while the save runs (the project counts every change to what a save writes) keeps it unsaved.
    const before = project.changeCount;
    let changedOnDisk: string | null = null;
    saving.value = true;
    project.saveBegins();
    try {
      const uploaded = await uploadForSaving(target, name, id);
      if (uploaded === null) {
        notices.showNotice(t('project.save.cancelled', { file: fileNameOf(target) }));
        return false;
      }
      const saved = await api.saveProject({
        path: target,
        project: uploaded,
        ...(over === null ? {} : { replaceChanged: true }),
      });
      notices.showNotice(
        t(saved.gzip ? 'project.save.savedGzip' : 'project.save.saved', { name, size: formatBytes(saved.bytes) }),
      );
    } catch (error) {
      const message = describeErrorAlone(error);
      if (codeOf(error) === 'project-changed-on-disk') changedOnDisk = message;
      else if (codeOf(error) === 'save-cancelled') notices.showNotice(message);
      else await prompts.tell(t('project.save.failed', { name }), message, unlessNamed(message, target));
      if (changedOnDisk === null) return false;
    } finally {
      saving.value = false;
    }
    if (changedOnDisk !== null) {
      const choice = await askChangedOnDisk(name, changedOnDisk, target);
      if (choice === 'cancel' || project.generation() !== generation) return false;
      // Replace keeps this save's kind: a Save As over a changed file still makes the copy another project.
      return saveNow(as || choice === 'saveAs', choice === 'replace' ? target : null);
    }
    // Another project opened or started while it saved (Don't Save in their prompt): the file holds the
    // one before, and the project now open is neither saved there nor known by its id.
    if (project.generation() !== generation) return true;
    const changedMeanwhile = project.changeCount !== before;
    project.markSaved(target, name, changedMeanwhile, id);
    // Awaited, so a save resolves with the copy gone (useRecoveryAutosave's watcher of the clean state
    // asks too, not awaited; discarding twice is harmless, queued behind any write).
    if (!changedMeanwhile) await recovery.discard();
    return true;
  }

  /** What to do with a file another program changed since it was opened or saved here: nothing is chosen for the person. */
  function askChangedOnDisk(name: string, message: string, path: string): Promise<'replace' | 'saveAs' | 'cancel'> {
    return prompts.ask({
      title: t('project.save.changedTitle', { name }),
      message,
      detail: path,
      tone: 'question',
      choices: [
        { id: 'replace', label: t('project.save.replaceChanged') },
        { id: 'cancel', label: t('common.cancel'), role: 'cancel' },
        { id: 'saveAs', label: t('project.save.saveAsInstead'), role: 'primary' },
      ],
    });
  }

  /** The project's tables uploaded to main in slices while the status bar shows it (main's job then writes the file); null if cancelled. */
  async function uploadForSaving(target: string, name: string, id: string): Promise<UploadedProject | null> {
    const data = buildProjectData(project, name, id);
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

  return { saving, save };
}
