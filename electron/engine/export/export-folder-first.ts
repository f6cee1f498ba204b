import { checkExportSettings } from '../../../shared/check-export-settings';
import type { ExportSettings } from '../../../shared/export-settings';
import type { ExportOutcome } from '../../../shared/export-types';
import { isError } from './export-gate';
import { discardFailed } from './failed-outcome';
import { fullFolderPathOf } from './full-folder-path';
import { StagedFolder } from './write-folder-safely';

/** Whether an export with these settings may write at all: else its gate says why, and it takes no folder. */
export const settingsWrite = (settings: ExportSettings, fullFolderPath = false): boolean =>
  !checkExportSettings(settings, fullFolderPathOf(fullFolderPath)).problems.some(isError);

/**
 * An export's folder, taken before a slow start (the CLI opens a project before exporting it), for
 * exportProject to write through (its `staging` option); or, when another export holds the folder,
 * the outcome saying so, with nothing touched. The caller discards it if it never exports.
 */
export async function takeExportFolder(
  settings: ExportSettings,
  signal?: AbortSignal,
): Promise<StagedFolder | ExportOutcome> {
  const staging = new StagedFolder(settings.outputFolder, { signal });
  try {
    if (settingsWrite(settings)) await staging.lock();
    return staging;
  } catch (error) {
    const locked = await discardFailed(staging, error, signal);
    if (locked) return locked;
    throw error;
  }
}
