import { appendAll } from '../../../shared/append-all';
import { appendSlice } from '../../../shared/columnar/transfer-slice';
import { UrlColumns } from '../../../shared/columnar/url-columns';
import type { ProjectHeader } from '../../../shared/project-file';
import type { ExportedUrl } from '../../../shared/last-export/exported-urls';
import type { PageCheck } from '../../../shared/site-check/page-check';
import type { StreamedColumnTable, StreamedSources, TableStreamControls } from '../stream/streamed-tables';
import { wholeColumns } from '../import/stream-batches';
import type { FileIdentity } from '../file-identity';
import { bodyMembers, type ProjectFileLayout } from './kept-members';
import { readProject } from './project-file';
import { problemFromProjectError } from './project-open-problem';
import type { ReadOptions } from './project-stream-read';
import { PROJECT_VERSION_WITHOUT_COLUMNS } from '../../../shared/project-file';
import { projectIdOfFile } from './project-id-of-file';

/** A project file opened into columns: its header, each table's rows, and the site check's results. */
export interface ProjectColumns {
  /** Its id always there: a file without one (an older build's) is known by its full path (projectIdOfFile), which a save then keeps. */
  header: ProjectHeader & { id: string };
  tables: UrlColumns[];
  siteChecks: PageCheck[];
  /** How the file holds them, so remembering an export can keep its rows' bytes (rememberInProject). */
  file: ProjectFileLayout;
  /** The URLs the last export wrote, when asked for (`exported`); otherwise checked and let go. */
  exported?: ExportedUrl[];
}

/** Told of a project's tables as they open: once the header is read, then each time rows of a table were appended. */
export interface OpeningWatch {
  header(header: ProjectHeader, tables: readonly UrlColumns[]): void;
  appended(table: number): void;
}

/**
 * Opens a project file into columns: a file written in members is read on `workers` threads (one
 * per core, for a file of MEMBERS_WORTH_WORKERS members or more, unless told), each member's rows
 * built into columns there and handed over as buffers; any other file on this thread. All or nothing:
 * a damaged file or a worker that dies throws, naming the file, and nothing read is kept. An abort
 * (`signal`, Ctrl-C) stops it at the next run of rows read, its workers with it, and throws the AbortError.
 * `fit: false` keeps the room made for the rows (reserveFor): a caller that only reads the tables and
 * then ends (the CLI's export) spares copying each table's text once more on this thread while the
 * workers wait (1M shop rows: 32-41 ms of CPU to give back 1.2 of 79.7 MB). `watch` is told of the
 * tables as they fill, for work on their rows that need not wait for the whole file: rows once
 * appended never change, but a file that fails to open fails after some were told.
 */
export async function openProjectColumns(
  path: string,
  {
    exported: keepExported,
    signal,
    fit = true,
    watch,
    ...options
  }: ReadOptions & { exported?: boolean; signal?: AbortSignal; fit?: boolean; watch?: OpeningWatch } = {},
): Promise<ProjectColumns> {
  signal?.throwIfAborted();
  let header: (ProjectHeader & { id: string }) | null = null;
  let columns = false;
  const tables: UrlColumns[] = [];
  /** Whether a table has had room made for all its rows (reserveFor), before any is claimed for a worker. */
  const roomMade: boolean[] = [];
  const siteChecks: PageCheck[] = [];
  const exported: ExportedUrl[] = [];
  let identity: FileIdentity | null = null;
  const members = bodyMembers();
  await readProject(
    path,
    {
      header(read, all) {
        header = { ...read, id: projectIdOfFile(read.id, path) };
        columns = typeof all['version'] === 'number' && all['version'] > PROJECT_VERSION_WITHOUT_COLUMNS;
        for (let table = 0; table < read.tables.length; table++) tables.push(new UrlColumns());
        watch?.header(header, tables);
      },
      rows(t, rows) {
        signal?.throwIfAborted();
        tables[t]!.appendRows(rows);
        watch?.appended(t);
      },
      slice(t, slice) {
        signal?.throwIfAborted();
        const table = tables[t]!;
        if (table.rowCount === 0 && slice.rowCount > 0)
          reserveFor(table, header!.tables[t]!.rows, slice.locs.bytes.length / slice.rowCount, !fit);
        appendSlice(table, slice);
        watch?.appended(t);
      },
      roomForLocs(t, rows, bytes) {
        const table = tables[t]!;
        // Room for the whole table first, while no room is claimed: claimed room keeps its chunk where it is.
        if (!roomMade[t]) reserveFor(table, header!.tables[t]!.rows, bytes / rows, !fit);
        roomMade[t] = true;
        return table.locs.claimRoom(bytes);
      },
      letGoOfRoom: (t, room) => tables[t]!.locs.letGoOfRoom(room.place),
      checks: (read) => void appendAll(siteChecks, read),
      ...(keepExported ? { exported: (read: ExportedUrl[]) => void appendAll(exported, read) } : {}),
    },
    { ...options, layout: members.note, identity: (read) => void (identity = read) },
  );
  if (fit) for (const table of tables) table.fit();
  const file = { columns, body: members.body(), identity };
  return { header: header!, tables, siteChecks, file, ...(keepExported ? { exported } : {}) };
}

/**
 * The most rows a table's header may have room made for before they come: it is only the file's word.
 * A read-only table with more grows past it into new shared memory (withRoom, by half again each
 * time); the old is let go once no worker holds a view of it.
 */
const MOST_ROWS_RESERVED = 4 * 2 ** 20;

/**
 * Room for the rows a table's header counts (up to MOST_ROWS_RESERVED) and their locs' text, judged by
 * its first slice's (or column member's) bytes per row and 2 % more, so that the slices after it are appended without the
 * columns growing (copied) again and again. `readOnly`: a table only read once open (`fit: false`)
 * keeps its coded columns in shared memory, where the workers that check and export it read its
 * slices as they lie, not copied for each.
 */
function reserveFor(table: UrlColumns, rows: number, bytesPerRow: number, readOnly: boolean): void {
  const reserved = Math.min(rows, MOST_ROWS_RESERVED);
  table.reserve(reserved, Math.ceil(reserved * bytesPerRow * 1.02), readOnly);
}

/** What streamProjectColumns and streamProjectWholeColumns are told to do, and how (ReadOptions: whose workers read it). */
type ProjectStreamControls = Pick<TableStreamControls, 'signal' | 'onRobotsTxt' | 'onChecks'> & ReadOptions;

/**
 * A lone project file's tables as streamColumnTables hands them on: its robots.txt and site-check
 * results first, then each table whole, as its columns in one batch (wholeColumns), the file opened
 * once into columns on the project workers (`workers`, `poolHooks`: ReadOptions) or `reader`'s, no
 * row object made. A file that does not open is the one problem, and no table is handed on.
 */
export async function streamProjectColumns(
  path: string,
  onTable: (table: StreamedColumnTable) => Promise<void>,
  controls: ProjectStreamControls = {},
): Promise<StreamedSources> {
  let opened: ProjectColumns;
  try {
    opened = await openToStream(path, controls);
  } catch (error) {
    // Ctrl-C stops the open at the next member read: a cancel, not a damaged file (whatever the open met).
    controls.signal?.throwIfAborted();
    return { problems: [problemFromProjectError(error, path)], robotsTxt: null };
  }
  await handOn(opened, onTable, controls);
  return { problems: [], robotsTxt: opened.header.robotsTxt };
}

/**
 * streamProjectColumns for a project among other sources (streamColumnTables): a file that does not
 * open throws, for the stream to tell as that source's problem; a taker's failure is thrown as it is.
 */
export async function streamProjectWholeColumns(
  path: string,
  onTable: (table: StreamedColumnTable) => Promise<void>,
  controls: ProjectStreamControls = {},
): Promise<void> {
  await handOn(await openToStream(path, controls), onTable, controls);
}

/**
 * A project opened whole to be streamed (openProjectColumns), on the workers `controls` say. Its
 * takers only read the tables: the room made for their rows is kept, not copied to fit.
 */
function openToStream(path: string, controls: ProjectStreamControls): Promise<ProjectColumns> {
  const { workers, workersUnlessTold, reader, poolHooks, signal } = controls;
  return openProjectColumns(path, {
    workers,
    workersUnlessTold,
    ...(reader === undefined ? {} : { reader }),
    poolHooks,
    signal,
    fit: false,
  });
}

/** An opened project's robots.txt and site-check results told, then each table handed on whole, and let go once taken. */
async function handOn(
  opened: ProjectColumns,
  onTable: (table: StreamedColumnTable) => Promise<void>,
  controls: ProjectStreamControls,
): Promise<void> {
  const { header, siteChecks } = opened;
  const tables: (UrlColumns | null)[] = opened.tables;
  if (header.robotsTxt !== null) controls.onRobotsTxt?.(header.robotsTxt);
  if (siteChecks.length > 0) controls.onChecks?.(siteChecks);
  for (const [t, columns] of tables.entries()) {
    controls.signal?.throwIfAborted();
    tables[t] = null;
    const { rows: _count, ...table } = header.tables[t]!;
    await onTable({ ...table, ...wholeColumns(columns!) });
  }
}
