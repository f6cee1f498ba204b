import type { FileHandle } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { createGunzip, gunzipSync } from 'node:zlib';
import { isObject, ShapeError, type Shape } from '../../../shared/json-shape';
import { readerFault, type ReadingPlace, type RecordFault } from '../../../shared/problem-catalogue/project-damage';
import {
  PROJECT_JSON_VERSION,
  PROJECT_VERSION_WITHOUT_COLUMNS,
  type ProjectHeader,
} from '../../../shared/project-file';
import { exportedUrlShape, projectHeaderShape, projectRow } from '../../../shared/project-shape';
import type { ExportedUrl } from '../../../shared/last-export/exported-urls';
import { PROJECT_FORMAT_ID } from '../../../shared/protocol';
import type { PageCheck } from '../../../shared/site-check/page-check';
import { pageCheckShape } from '../../../shared/site-check/page-check-shape';
import type { UrlRow } from '../../../shared/url-table';
import { isGzip } from '../sniff-kind';
import type { UrlColumnsSlice } from '../../../shared/columnar/transfer-slice';
import type { ClaimedRoom } from '../../../shared/columnar/string-column';
import type { FileIdentity } from '../file-identity';
import { MEMBER_HEADER_BYTES, memberLength } from './project-members';
import { beginsWithExportedUrls, EXPORTED_START_BYTES } from './exported-member-start';
import { basename } from 'node:path';
import {
  createProjectPool,
  MEMBERS_WORTH_WORKERS,
  ProjectWorkerError,
  projectWorkers,
  type ProjectPoolHooks,
} from './project-pool';
import {
  QUEUED_PER_WORKER,
  type MemberReader,
  type ReadRecord,
  type ReadRows,
  type Unpacked,
} from './project-work-messages';
import { boundedLines, LineTooLong, RecordCut } from './bounded-lines';
import { columnRecordSize } from './column-member';
import { columnMemberLocs } from './column-member-start';
import { unpackColumns } from './unpack-member';
import { letGoOf } from '../kept-shared-memory';
import { formatVersionOf, projectFileError } from './project-codec';
import {
  CHECKS_PER_RECORD,
  EXPORTED_PER_RECORD,
  mostCheckBytes,
  mostExportedBytes,
  MAX_HEADER_BYTES,
  MAX_RECORD_BYTES,
  ROWS_PER_RECORD,
} from './project-stream-format';

/** Bytes read from a file read as one stream at a time (as a read stream's default). */
const READ_BYTES = 64 * 1024;

/** The first version whose rows may come as column members. */
const PROJECT_COLUMNS_VERSION = PROJECT_VERSION_WITHOUT_COLUMNS + 1;

/** A record that does not follow from the header and those before it: its fault as facts. */
class RecordDamage extends Error {
  constructor(readonly fault: RecordFault) {
    super(fault.fault);
  }
}

/** A failure of the sink, carried out past the reading's own errors unchanged. */
class SinkFailure {
  constructor(readonly cause: unknown) {}
}

/**
 * Where a project's contents go as they are read: the header first, then each table's rows in order,
 * then the site check's results. What `rows` or `checks` throws stops the reading and comes out of it
 * as it is.
 */
export interface ProjectSink {
  header(header: ProjectHeader, members: Record<string, unknown>): void;
  /** May return a promise: reading waits for it (a consumer handing a finished table on). */
  rows(table: number, rows: UrlRow[]): void | Promise<void>;
  /** The check results a record holds; a sink without it (the CLI's) has them checked and let go, never held. */
  checks?(checks: PageCheck[]): void | Promise<void>;
  /** The URLs the last export wrote that a record holds; as `checks`, checked and let go without it. */
  exported?(urls: ExportedUrl[]): void | Promise<void>;
  /**
   * Rows as columns, in place of `rows`, from a file read on workers (they build the columns, so this
   * thread only copies bytes); a file read on this thread still hands its rows to `rows`.
   */
  slice?(table: number, rows: UrlColumnsSlice): void | Promise<void>;
  /**
   * Room in table `table`'s locs for the loc bytes (`bytes`) of a column member of `rows` rows, which
   * a worker then writes there (StringColumn.claimRoom); null when it has none. Room not appended
   * into by the member's slice is let go (letGoOfRoom) once the member is read.
   */
  roomForLocs?(table: number, rows: number, bytes: number): ClaimedRoom | null;
  letGoOfRoom?(table: number, room: ClaimedRoom): void;
}

/** Room claimed in a table's locs for a column member's loc bytes, before a worker reads it. */
interface LocsRoom {
  table: number;
  room: ClaimedRoom;
}

/**
 * How many worker threads read a file written in members (default: one per core, for a sink that
 * takes columns and a file of MEMBERS_WORTH_WORKERS members or more), and a test seam.
 */
export interface ReadOptions {
  workers?: number;
  /**
   * Workers of the caller's that read the members in place of project workers, for a file of members
   * worth them (as `workersUnlessTold`): an export reads the project it exports on its pack workers,
   * so none of its cores waits for the first rows with a worker of its own still starting. Left running.
   */
  reader?: MemberReader;
  /** How many workers read a file of members worth them when `workers` is not given (projectWorkers(), one a core, unless said). */
  workersUnlessTold?: number;
  poolHooks?: ProjectPoolHooks;
  /**
   * Told of each member of a file read on workers, in file order, and what its records are (the
   * header's member: none); null when that is not known (a member read again on this thread). A
   * file read as one stream tells nothing.
   */
  layout?: (place: MemberPlace, holds: readonly ReadRecord['of'][] | null) => void;
  /**
   * Told, once a file is read whole, which file it was read through, as it was when opened (with its
   * change time): every byte, a member's place and a version-1 document's text, is read through that
   * one handle (readProject).
   */
  identity?: (file: FileIdentity) => void;
  /** Stops the reading (readProject): each record handed to the sink first throws once this is aborted. */
  signal?: AbortSignal;
  /**
   * For a sink that stops the reading at the header (readProjectHeader): of a file written in members,
   * only the first member is framed, not every one (at 10M rows, some 500 reads: 20-45 ms).
   */
  upToHeader?: boolean;
}

/** Where a member of a file begins and how many bytes it has. */
export interface MemberPlace {
  at: number;
  length: number;
}

/** How far reading has come: rows read of each table, results read, and lines read (the next is `line + 1`). */
interface Progress {
  rows: number[];
  checks: number;
  /** URLs of the last export read so far. */
  exported: number;
  /** Bytes of the records of results read so far (MAX_CHECKS_BYTES). */
  checkBytes: number;
  /** Bytes of the records of the last export's URLs read so far (mostExportedBytes). */
  exportedBytes: number;
  line: number;
}

/**
 * Reads a streamed project file (version 2 to 4) into `sink` through `handle` (the file `path` names,
 * open), one record at a time; false (nothing given to the sink) when the file is not one, so the
 * caller reads it as a version-1 document. Every
 * header, row and result is shape-checked; a damaged, truncated or oversized part is refused naming
 * the file, its line and the place (`tables[0].rows[12].images`, `siteChecks[5].hops`, or the table
 * and row the reading had reached). A file written in members that name their length
 * (project-members.ts) is inflated and read on `workers` threads at once, its records handed to the
 * sink in order all the same; one re-compressed as one stream (`gzip -d` then `gzip`), which keeps its
 * bytes but not that framing, is read here as one stream, its column members' records among its lines.
 */
export async function readProjectStream(
  path: string,
  handle: FileHandle,
  sink: ProjectSink,
  { workers, workersUnlessTold, reader, poolHooks, layout, upToHeader }: Omit<ReadOptions, 'identity'> = {},
): Promise<boolean> {
  const reading = new ProjectReading(path, sink);
  const framing = await memberPlaces(handle, upToHeader ? 1 : Infinity);
  // A file with column members is read member by member only: one whose framing breaks off is read
  // up to the break and refused there (read as one stream, its fault would be a column member's
  // bytes taken for a line).
  if (framing?.broken && (await holdsColumns(handle, framing.places[0]!))) {
    const read = await readMembers(path, handle, framing.places, reading, {
      reader,
      workers: workers ?? workersUnlessTold ?? 1,
      poolHooks,
    });
    if (!read) return false;
    reading.refuse({ fault: 'gzip', code: 'Z_BUF_ERROR', words: 'unexpected end of file' }, framing.places.length + 1);
  }
  const members = framing && !framing.broken ? framing.places : null;
  // Unless told, workers read only for a sink that takes columns: rows handed back as objects cost
  // this thread about what reading them here does.
  // A file with column members (version 5) is read member by member whatever the sink: they hold no lines.
  const onWorkers =
    members !== null &&
    (workers !== undefined ||
      (sink.slice !== undefined && members.length >= MEMBERS_WORTH_WORKERS) ||
      (await holdsColumns(handle, members[0]!)));
  if (!onWorkers) {
    const stream = await inflatedFrom(handle);
    try {
      if (!(await reading.lines(stream))) return false;
    } finally {
      stream.destroy();
    }
  } else if (
    !(await readMembers(path, handle, members!, reading, {
      reader,
      workers: workers ?? workersUnlessTold ?? projectWorkers(),
      poolHooks,
      layout,
    }))
  )
    return false;
  reading.finish();
  return true;
}

/**
 * Where each member of a file written in members begins and how long it is (the first `most` only), up
 * to a break in the framing (`broken`: a truncated or damaged file); null when not even its first
 * member is framed.
 */
async function memberPlaces(
  handle: FileHandle,
  most: number,
): Promise<{ places: MemberPlace[]; broken: boolean } | null> {
  const { size } = await handle.stat();
  const places: MemberPlace[] = [];
  const head = Buffer.alloc(MEMBER_HEADER_BYTES);
  for (let at = 0; at < size && places.length < most;) {
    const { bytesRead } = await handle.read(head, 0, MEMBER_HEADER_BYTES, at);
    const length = memberLength(head.subarray(0, bytesRead));
    if (length === null || at + length > size) return places.length > 0 ? { places, broken: true } : null;
    places.push({ at, length });
    at += length;
  }
  return places.length > 0 ? { places, broken: false } : null;
}

/** Whether a file's first member is the header of a file with column members (version 5 or later); false when it does not read. */
async function holdsColumns(handle: FileHandle, first: MemberPlace): Promise<boolean> {
  try {
    const bytes = Buffer.alloc(first.length);
    await handle.read(bytes, 0, first.length, 0);
    const text = gunzipSync(bytes, { maxOutputLength: MAX_HEADER_BYTES + 1 });
    const newline = text.indexOf(10);
    const head = JSON.parse(text.toString('utf8', 0, newline === -1 ? text.length : newline)) as unknown;
    return isObject(head) && typeof head['version'] === 'number' && head['version'] >= PROJECT_COLUMNS_VERSION;
  } catch {
    return false; // read as one stream, where its fault is named
  }
}

/**
 * Reads members on a pool's workers, a few ahead of the one handed on, and hands their records to
 * `reading` in order; a member of lines a worker doubts is read again here, line by line, where its
 * fault is named as in any file; a column member's fault is named as the worker found it. False when
 * the first member is not a streamed header.
 */
async function readMembers(
  path: string,
  handle: FileHandle,
  members: MemberPlace[],
  reading: ProjectReading,
  { reader, workers, poolHooks, layout }: Pick<ReadOptions, 'reader' | 'poolHooks' | 'layout'> & { workers: number },
): Promise<boolean> {
  // The caller's workers, or project workers of its own, ended as it ends.
  const own = reader ? null : createProjectPool(workers, poolHooks);
  const pool: MemberReader = reader ?? own!;
  const columns = reading.wantsColumns();
  const exported = reading.wantsExported();
  const bytesOf = async ({ at, length }: MemberPlace): Promise<Uint8Array> => {
    const bytes = new Uint8Array(length);
    await handle.read(bytes, 0, length, at);
    return bytes;
  };
  const startOf = ({ at, length }: MemberPlace): Promise<Uint8Array> =>
    bytesOf({ at, length: Math.min(length, EXPORTED_START_BYTES) });
  // null: a member of the last export's URLs, not wanted, passed by unread where it may come.
  const queued: { place: MemberPlace; unpacked: Promise<Unpacked> | null; member: number; claim?: LocsRoom | null }[] =
    [];
  try {
    if (!(await reading.lines(inflated(await bytesOf(members[0]!))))) return false;
    layout?.(members[0]!, reading.linesRead() === 1 ? [] : null);
    const send = async (i: number): Promise<void> => {
      const place = members[i]!;
      if (!exported && beginsWithExportedUrls(await startOf(place), place.length)) {
        queued.push({ place, unpacked: null, member: i + 1 });
        return;
      }
      // The bytes go over to the worker; a member it doubts is read from the file again (seldom). A
      // column member's locs go straight into room claimed for them, not copied here after.
      const member = await bytesOf(place);
      const claim = columns ? reading.roomFor(member) : null;
      const locsInto = claim ? { locsInto: claim.room } : {};
      const unpacked = pool.unpack({ member, columns, exported, ...locsInto }, i + 1);
      unpacked.catch(() => undefined); // awaited in order below
      queued.push({ place, unpacked, member: i + 1, claim });
    };
    let next = 1;
    while (next < members.length && queued.length < pool.size * QUEUED_PER_WORKER) await send(next++);
    while (queued.length > 0) {
      const { place, unpacked, member, claim = null } = queued.shift()!;
      if (unpacked === null) {
        if (next < members.length) await send(next++);
        if (reading.passExported()) layout?.(place, ['exported']);
        else {
          await reading.lines(inflated(await bytesOf(place)), member); // out of place: its fault named here
          layout?.(place, null);
        }
        continue;
      }
      let result: Unpacked;
      try {
        result = await unpacked;
      } catch (error) {
        throw new ProjectWorkerError(`${basename(path)} could not be read: ${(error as Error).message}`);
      }
      try {
        if (next < members.length) await send(next++);
        if (!('records' in result)) {
          if (result.columns) reading.refuse({ fault: 'other', words: result.doubt }, member);
          await reading.lines(inflated(await bytesOf(place)), member);
          layout?.(place, null);
        } else if (!(await reading.handOn(result))) {
          if (result.columns) reading.refuse(reading.orderFault(result.records), member);
          await reading.lines(inflated(await bytesOf(place)));
          layout?.(place, null);
        } else layout?.(place, [...new Set(result.records.map((record) => record.of))]);
      } finally {
        letGoOfRuns(result);
        reading.letGoOfRoom(claim);
      }
    }
    return true;
  } finally {
    // A read given up lets go of what its workers read ahead, as it arrives (so they may reuse it).
    for (const { unpacked, claim = null } of queued) {
      void unpacked?.then(letGoOfRuns, () => undefined);
      reading.letGoOfRoom(claim);
    }
    await own?.close();
  }
}

/** Lets go of the memory a worker read a member's slices into, once they are handed on (or not wanted). */
function letGoOfRuns(unpacked: Unpacked): void {
  if (!('runs' in unpacked)) return;
  for (const run of unpacked.runs) if ('readers' in run && run.readers) letGoOf(run.readers);
}

/** How many newline bytes `bytes` holds. */
function newlinesIn(bytes: Buffer): number {
  let count = 0;
  for (let at = bytes.indexOf(10); at !== -1; at = bytes.indexOf(10, at + 1)) count++;
  return count;
}

/** A member's bytes, inflated as a stream. */
function inflated(bytes: Uint8Array): Readable {
  const gunzip = createGunzip();
  gunzip.end(bytes);
  return gunzip;
}

/**
 * One reading of a project file: the header, then records in order, each checked against the header
 * and those before it and handed to the sink, and at the end whether every row, result and URL came.
 */
class ProjectReading {
  private header: ProjectHeader | null = null;
  /** Whether the header's version may hold column members (5 and on). */
  private columns = false;
  private readonly done: Progress = { rows: [], checks: 0, exported: 0, checkBytes: 0, exportedBytes: 0, line: 0 };

  constructor(
    private readonly path: string,
    private readonly sink: ProjectSink,
  ) {}

  /** Lines read so far: the header's is the first. */
  linesRead(): number {
    return this.done.line;
  }

  /** Whether the sink takes rows as columns. */
  wantsColumns(): boolean {
    return this.sink.slice !== undefined;
  }

  /**
   * Room for a column member's loc bytes in its table's locs, told from the member's first bytes,
   * where the sink has it to give; null for any other member, or a table the header has not.
   */
  roomFor(member: Uint8Array): LocsRoom | null {
    const { sink, header } = this;
    if (!sink.roomForLocs || !this.columns || header === null) return null;
    const head = columnMemberLocs(member);
    if (head === null || head.table >= header.tables.length) return null;
    const room = sink.roomForLocs(head.table, head.rows, head.locBytes);
    return room ? { table: head.table, room } : null;
  }

  /** Lets go of room claimed for a member's locs that its slice did not take (nothing when it did). */
  letGoOfRoom(claim: LocsRoom | null): void {
    if (claim) this.sink.letGoOfRoom?.(claim.table, claim.room);
  }

  /** Whether the sink takes the last export's URLs (else a worker only counts them, or they are passed by). */
  wantsExported(): boolean {
    return this.sink.exported !== undefined;
  }

  /**
   * Passes by a member of the last export's URLs unread, where such members may come (every row and
   * result read, the header counting URLs): they are taken as the header counts them. False where
   * they may not: the member is read, and its fault named.
   */
  passExported(): boolean {
    const { header, done } = this;
    const urls = header?.lastExport?.urls ?? 0;
    if (header === null || tableDue(header, done) !== -1 || done.checks !== header.siteChecks || urls === 0)
      return false;
    done.exported = urls;
    return true;
  }

  /**
   * Reads lines from an inflated stream: the header when none is read yet, then records. False when
   * the first line is not a streamed header (a version-1 document). A gzip member's (`member`, counted
   * from 1) whose gzip breaks before its first line is named with that member: nothing tells what it
   * held (a column member damaged in its first block has no lines at all).
   */
  async lines(stream: Readable, member?: number): Promise<boolean> {
    const { path, sink, done } = this;
    const linesBefore = done.line;
    try {
      for await (const line of boundedLines(
        stream,
        (n) => (n === 1 && this.header === null ? MAX_HEADER_BYTES : MAX_RECORD_BYTES),
        (head, ended) => (this.columns ? columnRecordSize(head, ended) : 'line'),
      )) {
        if (typeof line !== 'string') {
          await this.columnRecord(line);
          continue;
        }
        if (this.header === null) {
          const members = streamedHeader(line, path);
          if (members === null) return false;
          // The header's own members (format, version, a recovery copy's metadata) are not the project's.
          const { id, name, tables, robotsTxt, exportSettings, siteChecks, lastExport } = readShape(
            () => projectHeaderShape.read(members),
            path,
          );
          const header = {
            ...(id === undefined ? {} : { id }), // none in a file written before projects had ids
            name,
            tables,
            robotsTxt,
            exportSettings,
            siteChecks,
            ...(lastExport ? { lastExport } : {}),
          };
          this.header = header;
          this.columns = formatVersionOf(members, path) >= PROJECT_COLUMNS_VERSION;
          // One at a time: a spread of 150,000 tables overflowed the stack.
          for (let table = 0; table < header.tables.length; table++) done.rows.push(0);
          await handedOn(() => sink.header(header, members));
          done.line = 1;
          continue;
        }
        const record = readRecord(line, this.header, done, path);
        await handedOn(() =>
          'checks' in record
            ? sink.checks?.(record.checks)
            : 'exported' in record
              ? sink.exported?.(record.exported)
              : sink.rows(record.table, record.rows),
        );
        done.line += 1;
      }
    } catch (error) {
      if (error instanceof SinkFailure) throw error.cause; // the sink's own failure is not the file's
      // A long first line: a version-1 document, unless it starts as a later version's header, which
      // is then damaged (a header past its bound), not read again whole as one JSON text.
      if (this.header === null && error instanceof LineTooLong && !startsStreamedHeader(error.head)) return false;
      const atStart = member !== undefined && done.line === linesBefore && readerFault(error).fault === 'gzip';
      throw placed(error, path, this.header, done, atStart ? member : undefined);
    } finally {
      stream.destroy();
    }
    return this.header !== null;
  }

  /**
   * A column member's record met among lines (the file re-compressed as one stream): read here, and
   * handed on as a worker's reading of its member would be, or refused where it does not follow.
   */
  private async columnRecord(bytes: Buffer): Promise<void> {
    const read = unpackColumns(bytes, this.wantsColumns(), 'own');
    if (!('records' in read)) this.refuse({ fault: 'other', words: read.doubt });
    if (!(await this.records(read))) this.refuse(this.orderFault(read.records));
    // Counted as one line, it holds others (its bytes hold newlines, the first in its mark): the
    // lines after it are named as they stand in the stream, the next beginning where it ends.
    this.done.line += newlinesIn(bytes) - 1;
  }

  /**
   * Hands on the records a worker read, once all of them follow from the header and those before;
   * false (nothing handed on) when one does not, so the member is read again line by line.
   */
  async handOn(read: { records: ReadRecord[]; runs: ReadRows[] }): Promise<boolean> {
    try {
      return await this.records(read);
    } catch (error) {
      if (error instanceof SinkFailure) throw error.cause; // the sink's own failure is not the file's
      throw error;
    }
  }

  private async records({ records, runs }: { records: ReadRecord[]; runs: ReadRows[] }): Promise<boolean> {
    const header = this.header!;
    const { done, sink } = this;
    const rows = [...done.rows];
    let { checks, exported, checkBytes, exportedBytes } = done;
    for (const record of records) {
      const due = tableDue(header, { ...done, rows });
      if (record.of === 'rows') {
        if (due === -1 || record.table !== due || record.from !== rows[due]) return false;
        if (record.count > header.tables[due]!.rows - rows[due]!) return false;
        rows[due]! += record.count;
        continue;
      }
      if (due !== -1) return false;
      if (record.of === 'checks') {
        checkBytes += record.bytes;
        // Bounded by the results read with this record, not by the header's count alone (which a file may inflate).
        if (checkBytes > mostCheckBytes(Math.min(header.siteChecks, checks + record.checks.length))) return false;
        if (record.from !== checks || record.checks.length > header.siteChecks - checks) return false;
        checks += record.checks.length;
      } else {
        const urls = header.lastExport?.urls ?? 0;
        exportedBytes += record.bytes;
        if (exportedBytes > mostExportedBytes(urls)) return false;
        if (checks < header.siteChecks || record.from !== exported || record.count > urls - exported) return false;
        exported += record.count;
      }
    }
    let handed = -1;
    for (const record of records) {
      if (record.of === 'rows') {
        const table = record.table as number;
        if (record.run !== handed) {
          const run = runs[record.run]!;
          handed = record.run;
          await handedOn(() => ('slice' in run ? sink.slice!(table, run.slice) : sink.rows(table, run.rows)));
        }
      } else if (record.of === 'checks') await handedOn(() => sink.checks?.(record.checks));
      else {
        const urls = record.exported;
        if (urls) await handedOn(() => sink.exported?.(urls));
      }
      done.line += 1;
    }
    Object.assign(done, { rows, checks, exported, checkBytes, exportedBytes });
    return true;
  }

  /** Refuses the file for a record at the place reading has reached (in gzip member `member`, counted from 1, when given). */
  refuse(fault: RecordFault, member?: number): never {
    throw placed(new RecordDamage(fault), this.path, this.header, this.done, member);
  }

  /** What is out of order in a column member's record of rows (handOn refused it). */
  orderFault(records: ReadRecord[]): RecordFault {
    const record = records[0]!;
    const due = tableDue(this.header!, this.done);
    if (record.of !== 'rows' || due === -1 || record.table !== due)
      return { fault: 'table-order', table: record.of === 'rows' ? asWritten(record.table) : '?', due };
    if (record.from !== this.done.rows[due])
      return { fault: 'row-order', from: asWritten(record.from), due: this.done.rows[due]! };
    return { fault: 'list-size', size: record.count, of: 'rows' };
  }

  /** Throws when the file ended before every row, result or exported URL its header counts. */
  finish(): void {
    const { path, done } = this;
    const header = this.header!;
    const short = header.tables.findIndex((table, t) => done.rows[t] !== table.rows);
    if (short !== -1) {
      const table = header.tables[short]!;
      throw projectFileError('project-corrupt', {
        file: path,
        damage: { damage: 'rows-short', table: table.name, rows: done.rows[short]!, of: table.rows },
      });
    }
    if (done.checks !== header.siteChecks) {
      throw projectFileError('project-corrupt', {
        file: path,
        damage: { damage: 'checks-short', checks: done.checks, of: header.siteChecks },
      });
    }
    const exported = header.lastExport?.urls ?? 0;
    if (done.exported !== exported) {
      throw projectFileError('project-corrupt', {
        file: path,
        damage: { damage: 'exported-short', urls: done.exported, of: exported },
      });
    }
  }
}

/** Hands something to the sink; what the sink throws is carried past the reading's own faults. */
async function handedOn(give: () => void | Promise<void> | undefined): Promise<void> {
  try {
    await give();
  } catch (error) {
    throw new SinkFailure(error);
  }
}

/** The bytes of the file `handle` reads, from its start, inflated when they are gzip; the handle is left open. */
async function inflatedFrom(handle: FileHandle): Promise<Readable> {
  const magic = Buffer.alloc(2);
  await handle.read(magic, 0, 2, 0);
  const raw = Readable.from(bytesFrom(handle), { objectMode: false });
  if (!isGzip(magic)) return raw;
  const gunzip = createGunzip();
  raw.on('error', (error) => gunzip.destroy(error));
  // Destroying what a pipe feeds does not stop its source: it would read on.
  gunzip.once('close', () => raw.destroy());
  return raw.pipe(gunzip);
}

/** Bytes of a file read through its handle, from the start, a run at a time; unlike handle.createReadStream, stopping them does not close the handle. */
async function* bytesFrom(handle: FileHandle): AsyncGenerator<Buffer> {
  for (let at = 0; ;) {
    const run = Buffer.allocUnsafe(READ_BYTES);
    const { bytesRead } = await handle.read(run, 0, READ_BYTES, at);
    if (bytesRead === 0) return;
    at += bytesRead;
    yield run.subarray(0, bytesRead);
  }
}

/** The first line's members when it is a streamed header (version 2 and on); null when it is not one (a version-1 document). */
function streamedHeader(line: string, path: string): Record<string, unknown> | null {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    return null;
  }
  if (!isObject(value) || value['format'] !== PROJECT_FORMAT_ID) return null;
  // A project's first line whose version is no version ("2", 2.5) is said to be so, not read as a
  // version-1 document and refused for the JSON after its first line.
  return formatVersionOf(value, path) > PROJECT_JSON_VERSION ? value : null;
}

/** The table whose rows are due next; -1 once every table has all its rows. */
const tableDue = (header: ProjectHeader, done: Progress): number =>
  done.rows.findIndex((count, t) => count < header.tables[t]!.rows);

/** Checks one record against the header and what was read so far, and shape-checks what it holds. */
function readRecord(
  line: string,
  header: ProjectHeader,
  done: Progress,
  path: string,
): { table: number; rows: UrlRow[] } | { checks: PageCheck[] } | { exported: ExportedUrl[] } {
  const next = tableDue(header, done);
  if (next === -1) {
    // Every row is read: what follows is results, then the last export's URLs, each bounded in all
    // before this record is parsed (a record out of that order is refused once parsed).
    const bytes = Buffer.byteLength(line);
    if (done.checks < header.siteChecks) {
      done.checkBytes += bytes;
      // Bounded by the results read with this record at most, not by the header's count alone (which a file may inflate).
      const most = mostCheckBytes(Math.min(header.siteChecks, done.checks + CHECKS_PER_RECORD));
      if (done.checkBytes > most) throw new RecordDamage({ fault: 'checks-too-large', limit: most });
    } else if (done.exported < (header.lastExport?.urls ?? 0)) {
      done.exportedBytes += bytes;
      const most = mostExportedBytes(header.lastExport?.urls ?? 0);
      if (done.exportedBytes > most) throw new RecordDamage({ fault: 'exported-too-large', limit: most });
    } // else nothing more is due: the record, within its line's bound, is refused as the one too many once parsed
  }
  const record = JSON.parse(line) as unknown;
  if (!isObject(record)) throw new RecordDamage({ fault: 'not-object' });
  if ('checks' in record) {
    if (next !== -1) throw new RecordDamage({ fault: 'checks-early', due: next });
    return { checks: readChecks(record, header, done, path) };
  }
  if ('exported' in record) {
    if (next !== -1 || done.checks < header.siteChecks) throw new RecordDamage({ fault: 'exported-early' });
    return { exported: readExported(record, header, done, path) };
  }
  const { table, from, rows } = record;
  if (table !== next) throw new RecordDamage({ fault: 'table-order', table: asWritten(table), due: next });
  if (from !== done.rows[next]) {
    throw new RecordDamage({ fault: 'row-order', from: asWritten(from), due: done.rows[next]! });
  }
  const left = header.tables[next]!.rows - done.rows[next]!;
  const place = { list: ['tables', next, 'rows'], from: done.rows[next]!, line: done.line + 1 };
  const checked = readShape(() => readList(rows, Math.min(ROWS_PER_RECORD, left), 'rows', projectRow), path, place);
  done.rows[next]! += checked.length;
  return { table: next, rows: checked };
}

/** A record of check results, each shape-checked, in order after those read so far. */
function readChecks(record: Record<string, unknown>, header: ProjectHeader, done: Progress, path: string): PageCheck[] {
  const { from, checks } = record;
  if (from !== done.checks) throw new RecordDamage({ fault: 'check-order', from: String(from), due: done.checks });
  const left = header.siteChecks - done.checks;
  if (left === 0) throw new RecordDamage({ fault: 'checks-beyond', count: header.siteChecks });
  const place = { list: ['siteChecks'], from: done.checks, line: done.line + 1 };
  const checked = readShape(
    () => readList(checks, Math.min(CHECKS_PER_RECORD, left), 'checks', pageCheckShape),
    path,
    place,
  );
  done.checks += checked.length;
  return checked;
}

/** A record of the URLs the last export wrote, each shape-checked, in order after those read so far. */
function readExported(
  record: Record<string, unknown>,
  header: ProjectHeader,
  done: Progress,
  path: string,
): ExportedUrl[] {
  const { from, exported } = record;
  if (from !== done.exported)
    throw new RecordDamage({ fault: 'exported-order', from: String(from), due: done.exported });
  const left = (header.lastExport?.urls ?? 0) - done.exported;
  if (left === 0) throw new RecordDamage({ fault: 'exported-beyond', count: header.lastExport?.urls ?? 0 });
  const place = { list: ['lastExport', 'urls'], from: done.exported, line: done.line + 1 };
  const read = readShape(
    () => readList(exported, Math.min(EXPORTED_PER_RECORD, left), 'exported', exportedUrlShape),
    path,
    place,
  );
  done.exported += read.length;
  return read;
}

/** A record's list of 1…`most` items, each read by `shape`; a ShapeError's path starts at the item's position in the record. */
function readList<T>(items: unknown, most: number, of: 'rows' | 'checks' | 'exported', shape: Shape<T>): T[] {
  if (!Array.isArray(items) || items.length < 1 || items.length > most) {
    throw new RecordDamage({ fault: 'list-size', size: Array.isArray(items) ? items.length : null, of });
  }
  return items.map((item: unknown, i) => {
    try {
      return shape.read(item);
    } catch (error) {
      if (error instanceof ShapeError) error.path.unshift(i);
      throw error;
    }
  });
}

/**
 * `read()`, a ShapeError turned into the file's fault; in a record (`at`), its path starts at the
 * item's place in the file's list (`tables[1].rows[2012]`, `siteChecks[40]`) and names the line.
 */
function readShape<T>(read: () => T, path: string, at?: { list: (string | number)[]; from: number; line: number }): T {
  try {
    return read();
  } catch (error) {
    if (!(error instanceof ShapeError)) throw error;
    if (typeof error.path[0] === 'number' && at) error.path[0] = at.from + error.path[0];
    if (at) error.path.unshift(...at.list);
    throw projectFileError('project-corrupt', {
      file: path,
      damage: { damage: 'shape', fault: error.fault, line: at?.line ?? null },
    });
  }
}

/** Any other failure on the way (gzip, JSON, an order or a bound), named with the line and the place reading had reached. */
function placed(error: unknown, path: string, header: ProjectHeader | null, done: Progress, member?: number): unknown {
  if ((error as { name?: string }).name === 'ProjectFileError') return error;
  const fault: RecordFault =
    error instanceof RecordDamage
      ? error.fault
      : error instanceof LineTooLong
        ? { fault: 'too-long', limit: error.limit }
        : error instanceof RecordCut
          ? { fault: 'cut' }
          : readerFault(error);
  if (header === null)
    return projectFileError('project-corrupt', { file: path, damage: { damage: 'record', fault, at: null } });
  const t = tableDue(header, done);
  const place: ReadingPlace =
    t !== -1
      ? { at: 'table', table: header.tables[t]!.name, row: done.rows[t]! }
      : header.siteChecks > 0
        ? { at: 'checks', after: done.checks }
        : { at: 'end' };
  return projectFileError('project-corrupt', {
    file: path,
    damage: { damage: 'record', fault, at: member === undefined ? { line: done.line + 1, place } : { member, place } },
  });
}

/** A record's number as the file wrote it: a number as itself, anything else as its JSON ("0", not 0). */
const asWritten = (value: unknown): string =>
  typeof value === 'number' ? String(value) : (JSON.stringify(value) ?? 'nothing');

/** Whether a line starts as a streamed file's header: the format's id, then a version after the first. */
function startsStreamedHeader(head: string): boolean {
  const version = /^\s*\{\s*"format"\s*:\s*"([^"]*)"\s*,\s*"version"\s*:\s*(\d+)/.exec(head);
  return version !== null && version[1] === PROJECT_FORMAT_ID && Number(version[2]) > PROJECT_JSON_VERSION;
}
