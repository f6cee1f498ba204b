import type { Problem } from '../../shared/problems';
import { readJsonFile, writeJsonFile } from './json-file';

/** The export folders with an export under way, kept in a small file so the next start can repair them. */
export interface ExportTargets {
  begin(folder: string): Promise<void>;
  end(folder: string): Promise<void>;
  /** Repairs the folders whose export a crash or kill interrupted (they are still listed) and forgets them. */
  recoverInterrupted(): Promise<Problem[]>;
}

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((entry) => typeof entry === 'string');

/** `recover` is the engine's recoverExportFolder, injected. */
export function createExportTargets(file: string, recover: (folder: string) => Promise<Problem[]>): ExportTargets {
  let list: Promise<string[]> = readJsonFile(file, isStringList).then((value) => value ?? []);
  // One change at a time, in order; a file that cannot be written costs only the repair at the next start.
  const update = (change: (current: string[]) => string[]): Promise<void> => {
    list = list.then(async (current) => {
      const next = change(current);
      await writeJsonFile(file, next).catch(() => undefined);
      return next;
    });
    return list.then(() => undefined);
  };
  const without = (folder: string) => (current: string[]) => current.filter((entry) => entry !== folder);
  return {
    begin: (folder) => update((current) => [...without(folder)(current), folder]),
    end: (folder) => update(without(folder)),
    async recoverInterrupted() {
      const notes: Problem[] = [];
      for (const folder of await list) {
        notes.push(...(await recover(folder).catch(() => [])));
        await update(without(folder));
      }
      return notes;
    },
  };
}
