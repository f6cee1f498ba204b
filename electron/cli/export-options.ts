import { parseArgs } from 'node:util';
import { hasProjectExtension } from '../../shared/project-extension';
import { IMPORT_LIMIT_OPTIONS } from './import-limit-options';
import { withNegativeValues } from './negative-values';

// Apart from export-command.ts, which loads the export: the CLI reads an export's command line
// before it loads anything else, to start its workers (early-workers.ts).

/** `export`'s options (parseArgs' table). */
export const EXPORT_OPTIONS = {
  out: { type: 'string' },
  'base-url': { type: 'string' },
  gzip: { type: 'boolean' },
  'no-gzip': { type: 'boolean' },
  'max-bytes': { type: 'string' },
  'max-urls': { type: 'string' },
  'news-split': { type: 'boolean' },
  'no-news-split': { type: 'boolean' },
  text: { type: 'boolean' },
  xml: { type: 'boolean' },
  pattern: { type: 'string' },
  'index-name': { type: 'string' },
  xsl: { type: 'string' },
  'no-xsl': { type: 'boolean' },
  'robots-txt': { type: 'boolean' },
  'no-robots-txt': { type: 'boolean' },
  'allow-other-hosts': { type: 'boolean' },
  'no-allow-other-hosts': { type: 'boolean' },
  'keep-non-indexable': { type: 'boolean' },
  'leave-out-non-indexable': { type: 'boolean' },
  'dry-run': { type: 'boolean' },
  remember: { type: 'boolean' },
  all: { type: 'boolean' },
  json: { type: 'boolean' },
  threads: { type: 'string' },
  ...IMPORT_LIMIT_OPTIONS,
} as const;

/** The project an export's sources are, when they are one project file (opened whole into columns), else null. */
export const loneProject = (sources: readonly string[]): string | null =>
  sources.length === 1 && hasProjectExtension(sources[0]!) ? sources[0]! : null;

/** `export`'s arguments read as export-command reads them (help too), or null where it would refuse them. */
export function readExportArguments(args: readonly string[]) {
  try {
    return parseArgs({
      args: withNegativeValues(args, EXPORT_OPTIONS),
      options: { ...EXPORT_OPTIONS, help: { type: 'boolean', short: 'h' } },
      allowPositionals: true,
      strict: true,
    });
  } catch {
    return null;
  }
}
