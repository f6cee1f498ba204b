import type { ExportSettings } from '../../shared/export-settings';
import type { ExportOutcome } from '../../shared/export-types';
import type { Problem } from '../../shared/problems';
import { DEFAULT_ROBOTS_AGENT } from '../../shared/robots/robots-matcher';
import { formatCount } from '../../shared/format';
import { notIndexableUrls } from '../../shared/site-check/leave-out';
import {
  ChecksAhead,
  exportProject,
  openProjectColumns,
  optimiseOnEachThread,
  roomyOldGenerations,
  problemFromProjectError,
  takeExportFolder,
  type createPackPool,
  type ProjectColumns,
} from '../engine/saved-project-export';
import type { PhaseClock } from './phase-clock';

type PackPool = ReturnType<typeof createPackPool>;
type OpenOptions = NonNullable<Parameters<typeof openProjectColumns>[1]>;

/** How a lone project's export ended: a file that did not open is its one source problem, and nothing is written. */
export interface LoneProjectExport {
  sourceProblems: Problem[];
  outcome: ExportOutcome;
  /** The project as opened and exported, to remember the export in (null when it did not open). */
  project: ProjectColumns | null;
}

/**
 * `export <project>` for one project file, as the project its file names (its id: the app and the
 * command line exporting it are one project to the folder's manifest): opened whole into columns, its
 * members read on `pool` (a file of a few members on this thread, unless `open` says otherwise),
 * then exported as the app exports, every slice checked, serialised, split and gzipped on `pool`,
 * whose workers start as the open begins and check each slice of rows as soon as it has opened
 * (ChecksAhead). Same gate, files and report as the streaming export, which turns the columns
 * back into rows and writes them on this thread.
 */
export async function exportLoneProject(
  path: string,
  input: { settings: ExportSettings },
  options: { pool: PackPool; signal?: AbortSignal; open?: OpenOptions; phase?: PhaseClock; onBuilt?: () => void },
): Promise<LoneProjectExport> {
  let opened: ProjectColumns;
  // The folder first: one another export holds is refused at once, before the project opens.
  const staging = await takeExportFolder(input.settings, options.signal);
  if ('ok' in staging) return { sourceProblems: [], outcome: staging, project: null };
  // A process's one export: its workers optimise their code themselves, and the pack workers start
  // while the project opens (the open leaves a core idle at times), not after.
  optimiseOnEachThread();
  roomyOldGenerations();
  options.pool.startWorkers();
  // The export's time is its start: the rows checked while the project opens are checked as of it.
  const now = Date.now();
  // Checked ahead only: serialising the first slices in the jobs that check them too (e26d36a) cost
  // more than it saved (built CLI, 1M rows, quiet, 10 pairs: 2 cores 2.24 -> 2.16 s wall without it).
  const ahead = ChecksAhead.forExport(options.pool, input.settings, now);
  /** Ctrl-C before the export stops the command, and the pack workers started for it (the checks begun first). */
  const stopIfCancelled = async (): Promise<void> => {
    if (!options.signal?.aborted) return;
    await (ahead ?? options.pool).close();
    options.signal.throwIfAborted();
  };
  try {
    try {
      // The tables are read, not changed, until the process ends: the room made for their rows is
      // kept, and the rows' checks begin as they open.
      const watch = ahead ?? undefined;
      // Its members are read on the pack workers: none waits for the first rows, nor a project worker
      // of its own starts (its start-up and warm-up cost as much CPU as one pack worker's).
      const reader = options.pool;
      opened = await openProjectColumns(path, { ...options.open, reader, signal: options.signal, fit: false, watch });
    } catch (error) {
      // Ctrl-C while it opens is no fault of the file; either way the checks begun stop with it.
      await ahead?.stop();
      await stopIfCancelled();
      await staging.discard();
      return {
        sourceProblems: [problemFromProjectError(error, path)],
        outcome: { ok: false, problems: [] },
        project: null,
      };
    }
    await stopIfCancelled();
    options.phase?.('opened');
    // The report's numbers: this thread's own number format made here, while the workers export,
    // not after them, when this thread alone is left to run (ICU itself the workers ready as they
    // start: worker-language.ts).
    setImmediate(() => formatCount(0));
    const { header, tables, siteChecks } = opened;
    ahead?.exporting(tables);
    const outcome = await exportProject(
      {
        ...input,
        projectId: header.id,
        tables: header.tables.map(({ id, name }, t) => ({ id, name, rows: tables[t]! })),
        robotsTxt: header.robotsTxt,
        notIndexable: notIndexableUrls(siteChecks, DEFAULT_ROBOTS_AGENT),
      },
      {
        packPool: options.pool,
        checkPool: ahead ?? options.pool,
        signal: options.signal,
        now: () => now,
        staging,
        // Checks begun ahead that the export did not wait for (a gate refused at its settings) post no
        // more: the pool may close now. What they spilled goes as the export ends (dispose, below).
        // The phase `built` ends as the files are built and staged; `exported`, once committed.
        onBuilt: () => {
          options.phase?.('built');
          ahead?.stopPosting();
          options.onBuilt?.();
        },
      },
    );
    options.phase?.('exported');
    return { sourceProblems: [], outcome, project: opened };
  } catch (error) {
    await staging.discard(); // a Ctrl-C while it opened (the export itself discards it as it fails)
    throw error;
  } finally {
    ahead?.dispose();
  }
}
