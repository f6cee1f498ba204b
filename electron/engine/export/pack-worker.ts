import { readFileSync, writeFileSync } from 'node:fs';
import { parentPort } from 'node:worker_threads';
import { gunzipSync } from 'node:zlib';
import { appendSlice } from '../../../shared/columnar/transfer-slice';
import { UrlColumns } from '../../../shared/columnar/url-columns';
import { lastmodInstantAt } from '../../../shared/validation/table-rows';
import { ByteWriter } from './byte-writer';
import { inspectContent } from './file-codec';
import { gzipDeterministic } from './gzip-file';
import type { FromPacker, MeasureJob, Measured, Packed, PackJob, RowSlices, ToPacker } from './pack-messages';
import { writeTextLine, writeUrl } from './serialize-url';
import { speakStartersLanguage } from '../worker-language';

speakStartersLanguage();

// A pack worker's entry: serialises rows from columnar slices of a table, with the very serializer
// the main thread's packer uses (so the bytes are the same), and writes whole files of them.

const port = parentPort;
if (!port) throw new Error('pack-worker runs as a worker thread');

/** The stored row being written, for the failure's message. */
let currentRow: number | null = null;

/** A buffer kept for the next file (a fresh file-sized one each time would start collections). */
let spare = Buffer.allocUnsafeSlow(1024 * 1024);

const columnsOf = ({ slices }: RowSlices): UrlColumns => {
  const table = new UrlColumns();
  for (const slice of slices) appendSlice(table, slice);
  return table;
};

const writerOf = (entries: MeasureJob['entries']): typeof writeUrl => (entries === 'text' ? writeTextLine : writeUrl);

/** Serialises every row once; the bytes go back in shared memory, for whichever worker writes their file. */
function measure(job: MeasureJob): Measured {
  const table = columnsOf(job);
  const write = writerOf(job.entries);
  const lengths = new Uint32Array(table.rowCount);
  const namespaces = new Uint8Array(table.rowCount);
  const instants = new Float64Array(table.rowCount);
  let out = new ByteWriter(spare);
  for (let i = 0; i < table.rowCount; i++) {
    currentRow = job.firstRow + i;
    const row = table.rowAt(i);
    const start = out.offset;
    namespaces[i] = write(out, row);
    if (out.overflowed) {
      // The writer counted what did not fit: a buffer that large, the rows so far copied, and the row again.
      const grown = Buffer.allocUnsafeSlow(Math.max(spare.length * 2, out.offset));
      spare.copy(grown, 0, 0, start);
      spare = grown;
      out = new ByteWriter(spare);
      out.offset = start;
      write(out, row);
    }
    lengths[i] = out.offset - start;
    instants[i] = lastmodInstantAt(table, i, row.lastmod);
  }
  const bytes = new Uint8Array(new SharedArrayBuffer(out.offset));
  bytes.set(spare.subarray(0, out.offset));
  return { bytes, lengths, namespaces, instants };
}

/** A whole file: the header, its rows' bytes as measured (runs between rows left out copied at once), the footer. */
function pack(job: PackJob): Packed {
  if (spare.length < job.bytes) spare = Buffer.allocUnsafeSlow(job.bytes);
  const file = spare.subarray(0, job.bytes);
  let at = file.write(job.header, 0);
  let skipped = 0;
  for (const part of job.parts) {
    const end = part.firstRow + part.lengths.length;
    let offset = 0;
    let row = part.firstRow;
    for (; row < Math.min(job.from, end); row++) offset += part.lengths[row - part.firstRow]!;
    let runStart = offset;
    for (; row < Math.min(end, job.to); row++) {
      const length = part.lengths[row - part.firstRow]!;
      if (job.skip[skipped] === row) {
        skipped++;
        at += copy(part.bytes, runStart, offset, file, at);
        runStart = offset + length;
      }
      offset += length;
    }
    at += copy(part.bytes, runStart, offset, file, at);
  }
  if (at + Buffer.byteLength(job.footer) !== job.bytes) {
    throw new Error(`the rows came to ${at + Buffer.byteLength(job.footer)} bytes, not the ${job.bytes} measured`);
  }
  file.write(job.footer, at);
  const written = job.gzip ? gzipDeterministic(file, job.level) : file;
  writeFileSync(job.path, written);
  if (!readFileSync(job.path).equals(written)) throw new Error(`${job.path} was not written as built`);
  const holds = inspectContent(job.gzip ? gunzipSync(written) : written, job.marker);
  return { writtenBytes: written.length, holds };
}

/** Copies bytes [from, to) of `source` into `target` at `at`; returns how many. */
function copy(source: Uint8Array, from: number, to: number, target: Uint8Array, at: number): number {
  if (to > from) {
    if (at + to - from > target.length) throw new Error('the rows are longer than the file measured');
    target.set(source.subarray(from, to), at);
  }
  return Math.max(0, to - from);
}

port.on('message', (job: ToPacker) => {
  currentRow = null;
  try {
    if (job.type === 'measure') {
      const result = measure(job);
      const reply: FromPacker = { id: job.id, type: 'measured', result };
      port.postMessage(
        reply,
        [result.lengths, result.namespaces, result.instants].map(({ buffer }) => buffer as ArrayBuffer),
      );
    } else {
      const reply: FromPacker = { id: job.id, type: 'packed', result: pack(job) };
      port.postMessage(reply);
    }
  } catch (error) {
    const { message, code } = error as { message?: unknown; code?: unknown };
    const reply: FromPacker = {
      id: job.id,
      type: 'failed',
      message: typeof message === 'string' ? message : String(error),
      ...(typeof code === 'string' ? { code } : {}),
      row: currentRow,
    };
    port.postMessage(reply);
  }
});
