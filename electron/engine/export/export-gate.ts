import { checkExportSettings } from '../../../shared/check-export-settings';
import { newsUrlsPerFile } from '../../../shared/export-settings';
import type { ExportRequest } from '../../../shared/export-types';
import type { ProblemCode } from '../../../shared/problem-catalogue';
import { problemAt, problemOf, type Problem } from '../../../shared/problems';
import { DEFAULT_ROBOTS_AGENT } from '../../../shared/robots/robots-matcher';
import { rowContextOf } from '../checks/check-context';
import type { CheckContextData } from '../checks/check-messages';
import type { CheckPool } from '../checks/check-pool';
import type { PublishBase } from '../../../shared/validation/base-url';
import { sitemapKind } from '../../../shared/validation/sitemap-kind';
import { KeptProblemList } from '../../../shared/validation/kept-problems';
import { TablesValidator, validateTables, type RowContext } from '../../../shared/validation/validate-rows';
import { buildExport, ExportBuildError, type BuildOptions, type BuiltFile } from './build-export';
import { buildCheckedOnWorkers, type CheckedBuildOptions } from './checked-on-workers';
import { fullFolderPathOf } from './full-folder-path';
import { RowsLeftOut } from './rows-left-out';
import { textOnlyLocsWarning } from './text-only-locs';

type GateInput = Pick<ExportRequest, 'tables' | 'settings' | 'robotsTxt' | 'notIndexable' | 'fullFolderPath'>;

/**
 * What passed through the gate: the base URL (null when unusable), every problem, the files when they
 * could be built, and the rows the site check found not indexable (left out, or kept and counted).
 */
export interface GatedBuild {
  base: PublishBase | null;
  problems: Problem[];
  files: BuiltFile[] | null;
  notIndexable: RowsLeftOut;
  /** With a check pool, its spill being removed: the export awaits it at its end. */
  spillRemoved?: Promise<void>;
}

/**
 * The validation gate of an export, around the build: the settings' own problems, then every row rule
 * with the base URL and the project's robots.txt (read as the robots.txt of the base URL's site).
 * Rows are checked on workers before the build (checkPool), or on this thread as each is serialised
 * while workers compress finished files; nothing is written here. The export and its preview both come through here, so the dialog says
 * what the export will say. The rows' problems are kept as KeptProblemList keeps them: the first of each
 * code in each table listed, the rest counted, however many rows have them.
 */
export async function buildThroughGate(
  input: GateInput,
  now: number,
  options: Omit<BuildOptions, 'base' | 'robotsTxt' | 'eachRow' | 'kinds' | 'leaveOut'> & {
    /** Build even when the settings have errors, unless they make building impossible (a preview shows the files meanwhile). */
    foresee?: boolean;
    /** Workers that check the rows and find the duplicates before the files are built (else this thread checks each row as it is packed). */
    checkPool?: CheckPool;
    /** The robots.txt written, when not the project's (the folder's own, kept: StagedFolder.robotsTxtToWrite); rows are checked against the project's. */
    robotsTxtFile?: string | null;
  } & CheckedBuildOptions,
): Promise<GatedBuild> {
  const { foresee = false, checkPool, onChecked, unwrittenWhenRefused, robotsTxtFile, ...buildOptions } = options;
  const robotsTxt = robotsTxtFile === undefined ? input.robotsTxt : robotsTxtFile;
  const checked = checkExportSettings(input.settings, fullFolderPathOf(input.fullFolderPath));
  const notIndexable = new RowsLeftOut(input.notIndexable ?? [], input.settings.leaveOutNonIndexable);
  if (!checked.base) return { base: null, problems: checked.problems, files: null, notIndexable };
  const { base } = checked;
  if (input.settings.format === 'text') checked.problems.push(...textOnlyLocsWarning(input.tables));
  const context = rowContext(input, base, now);
  const stopping = checked.problems.filter((item) => isError(item) && (!foresee || UNBUILDABLE.has(item.code)));
  if (stopping.length > 0) {
    // Settings that cannot be exported with: say so, with every row's problems too, and build nothing.
    return {
      base,
      problems: [...checked.problems, ...validateTables(input.tables, context, new KeptProblemList())],
      files: null,
      notIndexable,
    };
  }
  // Read once for both: the rules and the files of news sitemaps depend on each table's kind.
  const kinds = input.tables.map((table) => sitemapKind(table.rows));
  if (checkPool) {
    const data = checkContextData(input, base, now);
    const build = { ...buildOptions, base, robotsTxt, kinds };
    const built = await buildCheckedOnWorkers(input, data, checkPool, notIndexable, {
      ...build,
      onChecked,
      unwrittenWhenRefused,
    });
    const { spillRemoved } = built;
    const problems = [...checked.problems, ...built.problems];
    if (!built.buildError) return { base, problems, files: built.files, notIndexable, spillRemoved };
    const stopped = [...problems, buildProblem(built.buildError, notIndexable)];
    return { base, problems: stopped, files: null, notIndexable, spillRemoved };
  }
  const validator = new TablesValidator(input.tables, context, kinds, new KeptProblemList());
  try {
    const files = await buildExport(input.tables, input.settings, {
      ...buildOptions,
      kinds,
      base,
      robotsTxt,
      eachRow: (table, index, row, lastmodAt) => validator.check(table, index, row, lastmodAt),
      leaveOut: input.notIndexable?.length ? (table, index, loc) => notIndexable.take(table, index, loc) : undefined,
    });
    return { base, problems: [...checked.problems, ...validator.finish().all()], files, notIndexable };
  } catch (error) {
    validator.release(); // whatever stopped the build, the memory goes back (here, to the full check below)
    if (!(error instanceof ExportBuildError)) throw error;
    // The build stopped at this row: check every row, so all the problems are reported at once.
    return {
      base,
      problems: [
        ...checked.problems,
        ...validateTables(input.tables, context, new KeptProblemList()),
        buildProblem(error, notIndexable),
      ],
      files: null,
      notIndexable,
    };
  }
}

/** Why the build stopped; "nothing to export" says so when every URL was left out as not indexable. */
export function buildProblem(error: ExportBuildError, notIndexable: RowsLeftOut): Problem {
  const leftOut = notIndexable.leftOut().length;
  if (error.found.code === 'nothing-to-export' && leftOut > 0) {
    return problemAt(error.place, 'nothing-to-export-left-out', { count: leftOut });
  }
  return problemOf(error.place, error.found);
}

/**
 * Settings no file can be built with. A file name pattern that cannot be used would stop the build at
 * its first name all the same, and say the same fault again of that name (the UI probe: one mistake
 * in the pattern, two errors).
 */
const UNBUILDABLE: ReadonlySet<ProblemCode> = new Set([
  'max-urls-invalid',
  'max-bytes-invalid',
  'file-name-pattern-invalid',
]);

export const rowContext = (
  input: Pick<GateInput, 'settings' | 'robotsTxt'>,
  base: PublishBase,
  now: number,
): RowContext => rowContextOf(checkContextData(input, base, now));

/** The rules' context of an export as it crosses to a check worker: the project's robots.txt read as the base URL's site's. */
export function checkContextData(
  input: Pick<GateInput, 'settings' | 'robotsTxt'>,
  base: PublishBase,
  now: number,
): CheckContextData {
  const robots =
    input.robotsTxt === null
      ? null
      : { url: new URL('/robots.txt', base.href).href, text: input.robotsTxt, agent: DEFAULT_ROBOTS_AGENT };
  return {
    base,
    now,
    robots,
    newsUrlsPerFile: newsUrlsPerFile(input.settings),
    allowOtherHosts: input.settings.allowOtherHosts,
  };
}

export const isError = (item: Problem): boolean => item.severity === 'error';

/** The problems an export accepts and counts as warnings, as the preview does: an info (an x-default missing) is for the record. */
export const isAcceptedWarning = (item: Problem): boolean => item.severity === 'warning';
