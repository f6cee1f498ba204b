import { MANIFEST_NAME } from './export-manifest';
import { namesInTheWay } from './names-in-the-way';
import { isAbsolute } from 'node:path';
import { publishedUrl } from '../../../shared/validation/base-url';
import type { ExportPreview, ExportRequest, PreviewFile } from '../../../shared/export-types';
import { countProblems, problemAt, type Problem } from '../../../shared/problems';
import { otherHostCount } from '../../../shared/validation/other-host-locs';
import type { BuiltFile, FinishedBytes } from './build-export';
import { buildThroughGate } from './export-gate';
import { inThreadCodec, type FileCodec } from './file-codec';
import { foreseenInFolder } from './commit-plan';
import { folderWriteRefusal } from './folder-write-refusal';

/** Gzip is measured exactly for this many uncompressed bytes of sitemaps; the rest is estimated (about 0.3 s of gzip). */
export const EXACT_GZIP_BYTES = 32 * 1024 * 1024;
/** How many problems a preview lists; its counts cover all of them. */
export const PREVIEW_PROBLEMS = 200;
/** How many rows the site check found not indexable a preview lists; its count covers all of them. */
export const PREVIEW_NOT_INDEXABLE = 500;

export interface PreviewOptions {
  codec?: FileCodec;
  signal?: AbortSignal;
  now?: () => number;
  exactGzipBytes?: number;
}

/** What the preview keeps of a sitemap instead of its bytes: how big it is on disk, if measured. */
type Measure = { written: number } | { estimated: true };

/**
 * What exporting would write, file by file, with the same gate and the same packer as the export
 * itself, so names, URL counts and uncompressed sizes are exact. Nothing is written; only sizes are kept.
 */
export async function previewExport(input: ExportRequest, options: PreviewOptions = {}): Promise<ExportPreview> {
  const codec = options.codec ?? inThreadCodec;
  const { settings } = input;
  const measures = new WeakMap<Buffer, Measure>();
  let exactBudget = options.exactGzipBytes ?? EXACT_GZIP_BYTES;
  const measure = async (bytes: Buffer): Promise<FinishedBytes> => {
    const token = Buffer.alloc(0);
    if (!settings.gzip) measures.set(token, { written: bytes.length });
    else if (exactBudget > 0) {
      exactBudget -= bytes.length;
      measures.set(token, { written: (await codec.compress(bytes)).length });
    } else measures.set(token, { estimated: true });
    return { bytes: token, holds: null };
  };
  // Looked at while the rows are built, not after: said with the rest, never later.
  const refusal = isAbsolute(settings.outputFolder) ? folderWriteRefusal(settings.outputFolder) : null;
  refusal?.catch(() => undefined); // awaited below, unless the build throws first
  const gated = await buildThroughGate(input, (options.now ?? Date.now)(), {
    finishFile: measure,
    signal: options.signal,
    foresee: true,
  });
  const refused = await refusal;
  const { base, files: built } = gated;
  const problems = refused ? [refused, ...gated.problems] : gated.problems;
  const notIndexable = {
    notIndexableRows: gated.notIndexable.rows.length,
    notIndexable: gated.notIndexable.rows.slice(0, PREVIEW_NOT_INDEXABLE),
  };
  if (!base || !built) return { ...summarise([], null, problems), ...notIndexable };
  const files = withEstimates(built, measures, settings.gzip);
  // Files of the folder the export would replace that no export wrote, and those of this project's
  // last export there it would remove: said now, to be accepted, not after. Only in a folder named in
  // full: an empty or relative one (refused by the export) would be looked for in the working folder
  // of the process.
  const commit = { projectId: input.projectId, names: built.map((file) => file.name), index: settings.indexName };
  const { removed, unlisted: foreign } = isAbsolute(settings.outputFolder)
    ? await foreseenInFolder(settings.outputFolder, commit).catch(() => ({ removed: [], unlisted: [] })) // a folder that cannot be read is the export's own error to tell
    : { removed: [], unlisted: [] };
  // Folders where the set writes files, which the export would refuse: said now, before it runs.
  const taken = isAbsolute(settings.outputFolder)
    ? await namesInTheWay(settings.outputFolder, [...built.map((file) => file.name), MANIFEST_NAME])
    : [];
  const folder = { file: settings.outputFolder };
  // First of the warnings: the preview lists only its first problems, and rows' warnings may be thousands.
  const found = [
    ...(taken.length > 0
      ? [problemAt(folder, 'export-names-taken', { target: settings.outputFolder, names: taken, foreseen: true })]
      : []),
    ...(foreign.length > 0 ? [problemAt(folder, 'export-replaces-unlisted', { names: foreign })] : []),
    ...problems,
  ];
  // A note, not a warning to accept: a set that writes fewer files than the last removes the rest.
  const notes = removed.length > 0 ? [problemAt(folder, 'export-removes-stale', { names: removed })] : [];
  return { ...summarise(files, publishedUrl(base, settings.indexName), found, notes), ...notIndexable };
}

/** Sizes on disk: measured where they were, else the measured files' compression ratio applied. */
function withEstimates(built: readonly BuiltFile[], measures: WeakMap<Buffer, Measure>, gzip: boolean): PreviewFile[] {
  let measuredIn = 0;
  let measuredOut = 0;
  for (const file of built) {
    const found = measures.get(file.bytes);
    if (found && 'written' in found) {
      measuredIn += file.uncompressedBytes;
      measuredOut += found.written;
    }
  }
  const ratio = measuredIn === 0 ? 1 : measuredOut / measuredIn;
  return built.map((file) => {
    const found = measures.get(file.bytes);
    const isSitemap = file.kind === 'sitemap';
    const estimated = found !== undefined && 'estimated' in found;
    let writtenBytes = file.bytes.length;
    if (found) writtenBytes = 'written' in found ? found.written : Math.round(file.uncompressedBytes * ratio);
    return {
      name: file.name,
      kind: file.kind,
      table: file.table,
      urlCount: file.urlCount,
      uncompressedBytes: file.uncompressedBytes,
      writtenBytes,
      gzip: isSitemap && gzip,
      estimated,
    };
  });
}

function summarise(
  files: PreviewFile[],
  indexUrl: string | null,
  problems: readonly Problem[],
  notes: readonly Problem[] = [],
): Omit<ExportPreview, 'notIndexableRows' | 'notIndexable'> {
  const errors = problems.filter((item) => item.severity === 'error');
  const warnings = problems.filter((item) => item.severity === 'warning');
  // Counted with countProblems: a stand-in line counts the problems of its code past those listed.
  const counts = countProblems(problems);
  return {
    files,
    indexUrl,
    errors: counts.error,
    warnings: counts.warning,
    otherHostUrls: otherHostCount(problems),
    problems: [...[...errors, ...warnings].slice(0, PREVIEW_PROBLEMS), ...notes],
  };
}
