import { formatCount } from '../../shared/format';
import type { ImportOptions } from '../../shared/import-types';
import { DEFAULT_IMPORT_OPTIONS } from '../../shared/import-options';
import { countFrom, deadlineMsFrom } from '../../shared/import-limits';

/** The options of every command that imports, for its usage text. */
export const IMPORT_LIMIT_USAGE = `  --deadline <s>   Seconds one download may take in all, redirects included
                   (default ${DEFAULT_IMPORT_OPTIONS.deadlineMs / 1000})
  --max-files <n>  Files one import reads at most, indexes included
                   (default ${formatCount(DEFAULT_IMPORT_OPTIONS.maxFiles)})`;

export const IMPORT_LIMIT_OPTIONS = {
  deadline: { type: 'string' },
  'max-files': { type: 'string' },
} as const;

/** The import options set on a command line, or a message naming the argument that is wrong. */
export function importLimits(values: { deadline?: string; 'max-files'?: string }): ImportOptions | string {
  const options: ImportOptions = {};
  if (values.deadline !== undefined) {
    const deadlineMs = deadlineMsFrom(values.deadline);
    if (deadlineMs === null) return `--deadline must be a number of seconds above 0, not "${values.deadline}".`;
    options.deadlineMs = deadlineMs;
  }
  if (values['max-files'] !== undefined) {
    const maxFiles = countFrom(values['max-files']);
    if (maxFiles === null) return `--max-files must be a whole number of files above 0, not "${values['max-files']}".`;
    options.maxFiles = maxFiles;
  }
  return options;
}
