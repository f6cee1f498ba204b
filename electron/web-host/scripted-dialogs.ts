import type { OpenDialogRequest } from '../../shared/app-types';

/**
 * The host's stand-in for the system dialogs: a test queues the answers, in order; with nothing
 * queued a dialog is cancelled, as a person closing it would.
 */
export function createScriptedDialogs() {
  const answers: string[][] = [];
  const asked: OpenDialogRequest[] = [];
  return {
    /** What the next open dialog returns (an empty list is "cancelled"). */
    answerNextOpen(paths: string[]): void {
      answers.push(paths);
    },
    /** The dialogs the app asked for, so a test can check the title and purpose. */
    asked,
    async showOpen(request: OpenDialogRequest): Promise<string[]> {
      asked.push(request);
      return answers.shift() ?? [];
    },
  };
}

export type ScriptedDialogs = ReturnType<typeof createScriptedDialogs>;
