import { formatCount } from '../../shared/format';
import { translateMessage as t } from '../../shared/i18n/translator';
import type { ImportOptions } from '../../shared/import-types';
import { DEFAULT_IMPORT_OPTIONS } from '../../shared/import-options';
import { deadlineMsFrom, MOST_DEADLINE_SECONDS } from '../../shared/import-limits';
import { wholeNumberFrom } from '../../shared/whole-number';

/**
 * The options of every command that imports, for its usage text, their descriptions starting at
 * `column` so they line up with the command's own options (export's names are longer).
 */
export const importLimitUsage = (column?: number): string => {
  const usage = t('cli.limits.usage', {
    deadline: DEFAULT_IMPORT_OPTIONS.deadlineMs / 1000,
    maxFiles: formatCount(DEFAULT_IMPORT_OPTIONS.maxFiles),
  });
  return column === undefined
    ? usage
    : usage
        .split('\n')
        .map((line) => atColumn(line, column))
        .join('\n');
};

/** An option line ("  --deadline <s>   Seconds…") or its continuation, its text moved to `column`. */
function atColumn(line: string, column: number): string {
  const option = /^( {2}-\S*(?: \S+)?) {2,}/.exec(line);
  if (option) return `${option[1]!.padEnd(column)}${line.slice(option[0].length)}`;
  return line.replace(/^ +/, ' '.repeat(column));
}

export { IMPORT_LIMIT_OPTIONS } from './import-limit-options';

/** The import options set on a command line, or a message naming the argument that is wrong. */
export function importLimits(values: { deadline?: string; 'max-files'?: string }): ImportOptions | string {
  const options: ImportOptions = {};
  if (values.deadline !== undefined) {
    const deadlineMs = deadlineMsFrom(values.deadline);
    if (deadlineMs === null)
      return t('cli.limits.deadline', { value: values.deadline, most: formatCount(MOST_DEADLINE_SECONDS) });
    options.deadlineMs = deadlineMs;
  }
  if (values['max-files'] !== undefined) {
    const maxFiles = wholeNumberFrom(values['max-files'], 1, Number.MAX_SAFE_INTEGER);
    if (maxFiles === null) return t('cli.limits.maxFiles', { value: values['max-files'] });
    options.maxFiles = maxFiles;
  }
  return options;
}
