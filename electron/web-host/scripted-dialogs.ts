import type { FolderDialogRequest, OpenDialogRequest, SaveDialogRequest } from '../../shared/app-types';

/**
 * The host's stand-in for the system dialogs: a test queues the answers, in order; with nothing
 * queued a dialog is cancelled, as a person closing it would.
 */
export function createScriptedDialogs() {
  const answers: string[][] = [];
  const saveAnswers: (string | null)[] = [];
  const folderAnswers: (string | null)[] = [];
  const asked: (OpenDialogRequest | SaveDialogRequest | FolderDialogRequest)[] = [];
  return {
    /** What the next open dialog returns (an empty list is "cancelled"). */
    answerNextOpen(paths: string[]): void {
      answers.push(paths);
    },
    /** The dialogs the app asked for, so a test can check the title and purpose. */
    asked,
    /** What the next save dialog returns (null is "cancelled"). */
    answerNextSave(path: string | null): void {
      saveAnswers.push(path);
    },
    /** What the next folder chooser returns (null is "cancelled"). */
    answerNextFolder(path: string | null): void {
      folderAnswers.push(path);
    },
    async showOpen(request: OpenDialogRequest): Promise<string[]> {
      asked.push(request);
      return answers.shift() ?? [];
    },
    async showSave(request: SaveDialogRequest): Promise<string | null> {
      asked.push(request);
      return saveAnswers.shift() ?? null;
    },
    async showFolder(request: FolderDialogRequest): Promise<string | null> {
      asked.push(request);
      return folderAnswers.shift() ?? null;
    },
  };
}

export type ScriptedDialogs = ReturnType<typeof createScriptedDialogs>;
