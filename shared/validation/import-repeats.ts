import { UrlColumns } from '../columnar/url-columns';
import type { ImportedFile, ReceivedFile } from '../import-types';
import type { Problem } from '../problems';
import type { UrlRow } from '../url-table';
import { checkLoc } from './loc-rules';

/**
 * The import's problems without those that validation reports again for the same cell, once the
 * rows are in tables: one cell, one cause, one problem. Used where the two meet (the app adding an
 * import to its project, the CLI validating what it imported); a plain import keeps them all, as
 * there they are the only report. An import problem names its cell with `row` (of its file) and
 * `field`; a count line for problems not listed goes when every listed one of its code did.
 */
export function withoutValidationRepeats(
  problems: readonly Problem[],
  files: readonly (ImportedFile | ReceivedFile)[],
): Problem[] {
  const rowsByFile = new Map(files.map((file) => [file.summary.location, file.rows]));
  return withoutRepeated(problems, (item) => {
    const { file, row, field } = item.place;
    const rows = field === 'loc' && file !== undefined ? rowsByFile.get(file) : undefined;
    const loc = rows && row !== undefined ? locAt(rows, row - 1) : undefined;
    return loc !== undefined && isRepeatedLoc(loc);
  });
}

/** Row `index`'s loc, held either way; undefined past the rows. */
function locAt(rows: readonly UrlRow[] | UrlColumns, index: number): string | undefined {
  if (!(rows instanceof UrlColumns)) return rows[index]?.loc;
  return index >= 0 && index < rows.rowCount ? rows.get(index, 'loc') : undefined;
}

/**
 * The problems of one file's read that validation repeats, told while its rows are at hand: a
 * streaming caller keeps these (few) and lets the rows go, then filters with `withoutRepeated`.
 */
export function repeatsOfFile(problems: readonly Problem[], file: ImportedFile): Set<Problem> {
  return new Set(problems.filter((item) => withoutValidationRepeats([item], [file]).length === 0));
}

/**
 * Whether validation finds the loc in error for what the import found (it is not a URL as written). Its
 * length is a cause of its own: `https:/example.com/…` too long once escaped is told both ways.
 */
const isRepeatedLoc = (loc: string): boolean =>
  checkLoc(loc, null).some((found) => found.severity === 'error' && found.code !== 'loc-too-long');

/** withoutValidationRepeats with the cells' repeats already told (`isRepeated` sees problems naming a row and field). */
export function withoutRepeated(problems: readonly Problem[], isRepeated: (item: Problem) => boolean): Problem[] {
  const key = (item: Problem): string => `${item.place.file ?? ''}\u0000${item.code}`;
  const kept = new Set<string>();
  const dropped = new Set<string>();
  const result = problems.filter((item) => {
    const { row, field } = item.place;
    if (field === undefined || row === undefined) return true;
    const repeated = isRepeated(item);
    (repeated ? dropped : kept).add(key(item));
    return !repeated;
  });
  return result.filter((item) => {
    return !(item.unlisted !== undefined && dropped.has(key(item)) && !kept.has(key(item)));
  });
}
