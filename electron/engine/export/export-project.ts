import type { Writable } from 'node:stream';
import type { ExportOutcome, ExportRequest, ExportedFileReport, LeftOutRow } from '../../../shared/export-types';
import type { ExportProgress } from '../../../shared/export-progress';
import type { Problem } from '../../../shared/problems';
import { publishedUrl, type PublishBase } from '../../../shared/validation/base-url';
import { otherHostCount } from '../../../shared/validation/other-host-locs';
import { rowCount } from '../../../shared/validation/table-rows';
import type { CheckPool } from '../checks/check-pool';
import type { BuiltFile } from './build-export';
import { buildThroughGate, isAcceptedWarning, isError } from './export-gate';
import { settingsWrite } from './export-folder-first';
import { inThreadCodec, type FileCodec } from './file-codec';
import { discardFailed } from './failed-outcome';
import type { PackPool } from './pack-pool';
import { packTableInParallel } from './parallel-table-files';
import { verifyWritten } from './verify-written';
import { StagedFolder } from './write-folder-safely';

/** What an export takes (the same request the app sends over IPC). */

interface ExportRunOptions {
  signal?: AbortSignal;
  onProgress?: (progress: ExportProgress) => void;
  /** Compresses files and inflates them again to check them; a worker pool uses other cores. Defaults to this thread. */
  codec?: FileCodec;
  /** Workers that measure, write, gzip and stage whole files from the tables' columns (the codec is then unused). */
  packPool?: PackPool;
  /**
   * Workers that check the rows and find the duplicates before the files are built (else this thread
   * checks each row as it is packed). The pack pool itself may be given.
   */
  checkPool?: CheckPool;
  now?: () => number;
  /**
   * Called once the files are built and staged (or the gate refused them), before the commit: the
   * pack and check workers have done their part (the command line ends them while the export commits).
   */
  onBuilt?: () => void;
}

/**
 * Where the export stages its files: the folder the caller took first (takeExportFolder), which writes
 * through what it was made with; or else a folder the export takes as it begins, writing each file
 * through `openWrite` (a test seam for a failing disk). Never both: one would be ignored.
 */
type StagingChoice =
  { staging: StagedFolder; openWrite?: never } | { staging?: undefined; openWrite?: (path: string) => Writable };

export type ExportOptions = ExportRunOptions & StagingChoice;

/**
 * Exports a project's tables: validation gate (any error stops it, and nothing reaches the folder),
 * exact splitting, gzip, index, robots.txt, then an all-or-nothing, crash-safe move into the folder.
 * Each file is staged in a hidden folder inside the output folder as soon as it is compressed, read
 * back and checked while later rows are still being packed; only a complete, checked set is moved in.
 */
export async function exportProject(input: ExportRequest, options: ExportOptions = {}): Promise<ExportOutcome> {
  const { settings } = input;
  const now = options.now ?? Date.now;
  const codec = options.codec ?? inThreadCodec;
  const { packPool } = options;
  const rowsTotal = input.tables.reduce((sum, table) => sum + rowCount(table.rows), 0);
  const staging =
    options.staging ??
    new StagedFolder(settings.outputFolder, { openWrite: options.openWrite, signal: options.signal });
  const reports = new Map<BuiltFile, ExportedFileReport>();
  // With a check pool every row is checked before the first is written; else each as it is written, so none is waited for.
  let rowsChecked = options.checkPool ? 0 : rowsTotal;
  const progress = (rowsDone: number): void => options.onProgress?.({ rowsChecked, rowsDone, rowsTotal });
  let spillRemoved: Promise<void> | undefined;
  try {
    // The folder is this export's before anything is built (another export's: refused at once); settings
    // that cannot be written with are the gate's to tell, and touch nothing.
    const writes = settingsWrite(settings, input.fullFolderPath);
    if (writes) await staging.lock();
    // The folder's robots.txt keeps its lines, unless this project's last export made it (robotsTxtToWrite).
    const robots =
      writes && settings.writeRobotsTxt
        ? await staging.robotsTxtToWrite(input.projectId, input.robotsTxt)
        : { text: input.robotsTxt, replaces: null };
    if ('refused' in robots) {
      await staging.discard();
      // The repair as it was read changed the folder all the same: told first.
      return { ok: false, problems: [...staging.repaired, robots.refused] };
    }
    const gated = await buildThroughGate(input, now(), {
      robotsTxtFile: robots.text,
      robotsTxtReplaces: robots.replaces,
      finishFile: (bytes, request) => codec.seal(bytes, request),
      onFile: stageAndCheck(staging, reports, settings.maxBytes),
      packTable: packPool
        ? (table, turn, _, build) =>
            packTableInParallel(table, turn, settings, build, {
              pool: packPool,
              stage: (name, write, halted) => staging.writeWith(name, write, halted),
            })
        : undefined,
      onRows: progress,
      onChecked: (checked) => {
        rowsChecked = checked;
        progress(0); // nothing is written before every row is checked
      },
      signal: options.signal,
      checkPool: options.checkPool,
      unwrittenWhenRefused: true, // refused, its files are discarded unwritten: no time is spent on them
    });
    options.onBuilt?.();
    const { base, files } = gated;
    spillRemoved = gated.spillRemoved; // removed while the export commits
    const errors = gated.problems.filter(isError);
    if (!base || !files || errors.length > 0) {
      await staging.discard();
      // The repair as the first file was staged changed the folder all the same: told first.
      return { ok: false, problems: [...staging.repaired, ...errors] };
    }
    const leftOut = gated.notIndexable.leftOut();
    const outcome = await commitStaged(staging, input, {
      base,
      files,
      reports,
      warnings: gated.problems.filter(isAcceptedWarning),
      urlCount: rowsTotal - leftOut.length,
      leftOut,
      now,
    });
    // Committed, the folder is the export's: a spill the temp folder kept does not make the export a failure.
    spillRemoved = spillRemoved?.catch(() => undefined);
    return outcome;
  } catch (error) {
    const locked = await discardFailed(staging, error, options.signal);
    spillRemoved = spillRemoved?.catch(() => undefined); // the export's own failure is the one told
    if (locked) return locked;
    throw error;
  } finally {
    await spillRemoved; // a failure to remove it stops an export that wrote nothing, as before
  }
}

const NO_BYTES = Buffer.alloc(0);

/**
 * What each built file goes through: staged, checked after writing, its report kept; then its bytes
 * are let go, since only its name and report are needed to commit (ten million rows make 200 files,
 * whose gzip held to the end weighed 300 MB).
 */
export function stageAndCheck(
  staging: StagedFolder,
  reports: Map<BuiltFile, ExportedFileReport>,
  maxBytes: number,
): (file: BuiltFile) => Promise<void> {
  return async (file) => {
    if (!file.staged) await staging.write(file.name, file.bytes);
    reports.set(file, verifyWritten(file, maxBytes));
    file.bytes = NO_BYTES;
  };
}

/** A built, checked and staged export: its files, what each was read back as, and what it found. */
export interface StagedExport {
  base: PublishBase;
  files: readonly BuiltFile[];
  reports: ReadonlyMap<BuiltFile, ExportedFileReport>;
  warnings: Problem[];
  /** The URLs written: the rows less those left out. */
  urlCount: number;
  /** The rows left out as not indexable (leaveOutNonIndexable). */
  leftOut: LeftOutRow[];
  now: () => number;
}

/** Moves a staged export into its folder, the index last, and reports it (the streaming CLI's export ends here too). */
export async function commitStaged(
  staging: StagedFolder,
  input: Pick<ExportRequest, 'projectId' | 'settings'>,
  staged: StagedExport,
): Promise<ExportOutcome> {
  const { settings } = input;
  const indexUrl = publishedUrl(staged.base, settings.indexName);
  const notes = await staging.commit({
    projectId: input.projectId,
    names: staged.files.map((file) => file.name),
    index: settings.indexName,
    robotsSitemap: indexUrl,
    now: () => new Date(staged.now()),
  });
  return {
    ok: true,
    warnings: staged.warnings,
    report: {
      folder: settings.outputFolder,
      indexUrl,
      files: staged.files.map((file) => staged.reports.get(file)!),
      urlCount: staged.urlCount,
      otherHostUrls: otherHostCount(staged.warnings),
      leftOut: staged.leftOut,
      notes,
    },
  };
}
