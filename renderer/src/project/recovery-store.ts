import { describeError } from '../../../shared/describe-error';
import { acceptHMRUpdate, defineStore } from 'pinia';
import { formatCounted } from '../../../shared/format';
import type { OpenProject, RecoveryCopy } from '../../../shared/project-file';
import { receiveProject, uploadProject } from '../../../shared/transfer/project-transfer';
import { useApi } from '../api';
import { formatSavedAt } from './format-saved-at';
import { t } from '../i18n';
import { buildProjectData, releaseProjectData } from './project-snapshot';
import { useProjectStore } from './project-store';
import { usePromptsStore } from '../services/prompts-store';
import { useNoticesStore } from '../services/notices-store';
import { forgetLastExport } from './forget-last-export';

/** A recovery copy read back, its tables' rows in columns as the app holds them. */
type ReadCopy = Omit<RecoveryCopy, 'project'> & { project: OpenProject };

/**
 * The recovery copy of unsaved work, kept by main in the app's folder. Writes and discards run one
 * after another, so a discard (after a save) can never be overtaken by a write that started before it.
 * While the copy a crash left is being offered, neither touches it: work begun meanwhile is written,
 * and a discard asked meanwhile done, once the offer is answered (unless the copy was restored).
 */
export const useRecoveryStore = defineStore('recovery', () => {
  const api = useApi();
  const project = useProjectStore();
  const prompts = usePromptsStore();
  const notices = useNoticesStore();
  let queue: Promise<unknown> = Promise.resolve();
  /** Set once the window is closing: nothing is written after that. */
  let stopped = false;
  /** Set while the copy a crash left is offered (read, then asked about): what is asked meanwhile waits. */
  let offering = false;
  const asked = { write: false, discard: false };

  function enqueue(task: () => Promise<void>): Promise<void> {
    const run = queue.then(task);
    queue = run.catch(() => undefined);
    return run;
  }

  /**
   * Writes the project as it is when the write starts (not when it was asked for), its tables
   * uploaded to main in bounded slices, so even a large project never holds the window up.
   */
  function write(): Promise<void> {
    if (offering) {
      asked.write = true;
      return Promise.resolve();
    }
    return enqueue(async () => {
      if (!project.dirty || stopped) return;
      const path = project.path;
      const savedAt = new Date().toISOString();
      const data = buildProjectData(project);
      const uploaded = await uploadProject(data, api).finally(() => releaseProjectData(data));
      // Saved or left while the copy was being sent: there is nothing to recover any more.
      if (project.dirty && !stopped) await api.saveRecovery({ project: uploaded, path, savedAt });
      else await api.dropTransfers({ ids: uploaded.tables.map((table) => table.upload) });
    });
  }

  /** Removes the copy: the work was saved, or deliberately let go. */
  function discard(): Promise<void> {
    if (offering) {
      asked.discard = true;
      return Promise.resolve();
    }
    return enqueue(() => api.discardRecovery());
  }

  /** The window closes with its work saved or let go: the copy goes, and no write comes after. */
  function stopAndDiscard(): Promise<void> {
    stopped = true;
    return discard();
  }

  /**
   * At start: offers back the work a crash left unsaved. Escape restores too: discarding takes a
   * deliberate click. The copy can take seconds to read, and the window is usable meanwhile: work
   * begun then is asked about (`confirmLeave`) before Restore replaces it, and a Cancel there asks again.
   */
  async function offer(confirmLeave: () => Promise<boolean> = async () => true): Promise<void> {
    offering = true;
    let answer: 'restored' | 'let go' | null = null;
    let settled = false;
    try {
      answer = await offerCopy(confirmLeave);
      settled = true;
    } finally {
      offering = false;
      const { write: writeAsked, discard: discardAsked } = asked;
      Object.assign(asked, { write: false, discard: false });
      // What was asked meanwhile, done now; a failure of it is the recovery copy's, said as the
      // autosave says its own, never the start's (the files named at start still open). An offer
      // that failed was not answered: its copy stays.
      const told = (error: unknown) =>
        notices.showNotice(t('project.recovery.notKept', { reason: describeError(error) }));
      if (answer === 'let go' || (settled && discardAsked && answer !== 'restored')) await discard().catch(told);
      if (writeAsked && answer !== 'restored') await write().catch(told);
    }
  }

  /** The offer itself: what became of the copy, null when there was none to offer or it could not be read. */
  async function offerCopy(confirmLeave: () => Promise<boolean>): Promise<'restored' | 'let go' | null> {
    let offered;
    try {
      offered = await api.takeRecovery();
    } catch (error) {
      // A copy main could not read: said, with where main kept it.
      await prompts.tell(t('project.recovery.unreadable'), describeError(error));
      return null;
    }
    if (!offered) return null;
    // Pulled before asking, so the answer never waits on main keeping the rows.
    let copy: ReadCopy;
    try {
      copy = { ...offered, project: await receiveProject(offered.project, api) };
    } catch (error) {
      forgetLastExport(api, offered.project.lastExport);
      await prompts.tell(t('project.recovery.unreadable'), describeError(error));
      return null;
    }
    for (;;) {
      const choice = await askAbout(copy);
      if (choice !== 'restore') {
        forgetLastExport(api, copy.project.lastExport);
        return 'let go';
      }
      if (await confirmLeave()) {
        project.replaceProject(copy.project, copy.path, true);
        return 'restored';
      }
    }
  }

  function askAbout(copy: ReadCopy): Promise<string> {
    return prompts.ask({
      title: t('project.recovery.title', { when: formatSavedAt(copy.savedAt) }),
      message: t('project.recovery.message', {
        name: copy.path ? copy.project.name : t('project.untitled'),
        size: describeSize(copy),
      }),
      detail: copy.path
        ? t('project.recovery.detailSaved', { path: copy.path })
        : t('project.recovery.detailNeverSaved'),
      tone: 'question',
      choices: [
        { id: 'discard', label: t('project.recovery.discard') },
        { id: 'restore', label: t('project.recovery.restore'), role: 'primary' },
      ],
    });
  }

  return { write, discard, stopAndDiscard, offer };
});

function describeSize(copy: ReadCopy): string {
  const tables = copy.project.tables;
  const urls = tables.reduce((sum, table) => sum + table.rows.rowCount, 0);
  return t('project.recovery.size', {
    urls: formatCounted('project.count.urls', urls),
    tables: formatCounted('project.count.tables', tables.length),
  });
}

if (import.meta.hot) import.meta.hot.accept(acceptHMRUpdate(useRecoveryStore, import.meta.hot));
