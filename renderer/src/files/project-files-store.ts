import { acceptHMRUpdate, defineStore } from 'pinia';
import { useApi } from '../api';
import { useProjectStore, useRecoveryStore } from '../project';
import { useProjectOpening } from './project-opening';
import { useProjectSaving } from './project-saving';
import { usePromptsStore } from '../services/prompts-store';
import { t } from '../i18n';
import { finishEditing } from '../ui/finish-editing';

/**
 * New, Open (project-opening.ts), Save and Save As (project-saving.ts), and the Save / Don't Save /
 * Cancel question that guards every way of leaving a project with unsaved changes (New, Open, Close,
 * closing the window, quitting).
 */
export const useProjectFilesStore = defineStore('projectFiles', () => {
  const api = useApi();
  const project = useProjectStore();
  const prompts = usePromptsStore();
  const recovery = useRecoveryStore();
  const { saving, save } = useProjectSaving(api);
  const { open, openLaunchPaths, openLocations } = useProjectOpening(api, { confirmLeave, replaceAndForget });

  /**
   * With unsaved changes, asks Save / Don't Save / Cancel. True when the project may be left: saved,
   * or its changes deliberately dropped. A cancelled Save As is a Cancel.
   */
  async function confirmLeave(): Promise<boolean> {
    // An edit still being typed is part of what would be left (Ctrl+N, closing the window).
    finishEditing();
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

  /** Main's `closeRequested`: asks about unsaved changes, then tells main whether the window may close. */
  async function answerCloseRequest(): Promise<void> {
    // Main holds every later close until it is answered: it is answered whatever fails on the way.
    let close = false;
    try {
      close = await confirmLeave();
      if (close) await recovery.stopAndDiscard();
    } catch (error) {
      // The work was saved or let go as asked; a copy that could not be removed is only offered at the next start.
      if (!close) throw error;
    } finally {
      await api.confirmClose({ close });
    }
  }

  return { saving, save, confirmLeave, startNew, open, openLaunchPaths, openLocations, answerCloseRequest };
});

if (import.meta.hot) import.meta.hot.accept(acceptHMRUpdate(useProjectFilesStore, import.meta.hot));
