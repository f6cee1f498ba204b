import { checkExportSettings } from '../../../shared/check-export-settings';
import { urlsPerFile } from '../../../shared/export-settings';
import type { ExportRequest } from '../../../shared/export-types';
import type { ProblemCode } from '../../../shared/problem-catalogue';
import { problemOf, type Problem } from '../../../shared/problems';
import { createRobotsMatcher, DEFAULT_ROBOTS_AGENT } from '../../../shared/robots/robots-matcher';
import type { PublishBase } from '../../../shared/validation/base-url';
import { sitemapKind } from '../../../shared/validation/sitemap-kind';
import { TablesValidator, validateTables, type RowContext } from '../../../shared/validation/validate-rows';
import { buildExport, ExportBuildError, type BuildOptions, type BuiltFile } from './build-export';

type GateInput = Pick<ExportRequest, 'tables' | 'settings' | 'robotsTxt'>;

/** What passed through the gate: the base URL (null when unusable), every problem, and the files when they could be built. */
export interface GatedBuild {
  base: PublishBase | null;
  problems: Problem[];
  files: BuiltFile[] | null;
}

/**
 * The validation gate of an export, around the build: the settings' own problems, then every row rule
 * with the base URL and the project's robots.txt (read as the robots.txt of the base URL's site).
 * Rows are checked as they are serialised, so the checks run while workers compress finished files;
 * nothing is written here. The export and its preview both come through here, so the dialog says
 * what the export will say.
 */
export async function buildThroughGate(
  input: GateInput,
  now: number,
  options: Omit<BuildOptions, 'base' | 'robotsTxt' | 'eachRow' | 'kinds'> & {
    /** Build even when the settings have errors, unless they make building impossible (a preview shows the files meanwhile). */
    foresee?: boolean;
  },
): Promise<GatedBuild> {
  const { foresee = false, ...buildOptions } = options;
  const checked = checkExportSettings(input.settings);
  if (!checked.base) return { base: null, problems: checked.problems, files: null };
  const { base } = checked;
  const context = rowContext(input, base, now);
  const stopping = checked.problems.filter((item) => isError(item) && (!foresee || UNBUILDABLE.has(item.code)));
  if (stopping.length > 0) {
    // Settings that cannot be exported with: say so, with every row's problems too, and build nothing.
    return { base, problems: [...checked.problems, ...validateTables(input.tables, context)], files: null };
  }
  // Read once for both: the rules and the files of news sitemaps depend on each table's kind.
  const kinds = input.tables.map((table) => sitemapKind(table.rows));
  const validator = new TablesValidator(input.tables, context, kinds);
  try {
    const files = await buildExport(input.tables, input.settings, {
      ...buildOptions,
      kinds,
      base,
      robotsTxt: input.robotsTxt,
      eachRow: (table, index, row, lastmodAt) => validator.check(table, index, row, lastmodAt),
    });
    return { base, problems: [...checked.problems, ...validator.finish().all()], files };
  } catch (error) {
    validator.release(); // whatever stopped the build, the memory goes back (here, to the full check below)
    if (!(error instanceof ExportBuildError)) throw error;
    // The build stopped at this row: check every row, so all the problems are reported at once.
    return {
      base,
      problems: [...checked.problems, ...validateTables(input.tables, context), problemOf(error.place, error.found)],
      files: null,
    };
  }
}

/** Settings no file can be built with. */
const UNBUILDABLE: ReadonlySet<ProblemCode> = new Set(['max-urls-invalid', 'max-bytes-invalid']);

export function rowContext(
  input: Pick<GateInput, 'settings' | 'robotsTxt'>,
  base: PublishBase,
  now: number,
): RowContext {
  const robots =
    input.robotsTxt === null
      ? null
      : {
          matcher: createRobotsMatcher(new URL('/robots.txt', base.href).href, input.robotsTxt),
          agent: DEFAULT_ROBOTS_AGENT,
        };
  return {
    base,
    now,
    robots,
    newsUrlsPerFile: urlsPerFile(input.settings, 'news'),
    allowOtherHosts: input.settings.allowOtherHosts,
  };
}

export const isError = (item: Problem): boolean => item.severity === 'error';
