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

// A pack worker's entry: measures rows and writes whole files from columnar slices of a table, with
// the very serializer the main thread's packer uses, so the bytes are the same.

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

function measure(job: MeasureJob): Measured {
  const table = columnsOf(job);
  const write = writerOf(job.entries);
  const lengths = new Uint32Array(table.rowCount);
  const namespaces = new Uint8Array(table.rowCount);
  const instants = new Float64Array(table.rowCount);
  const out = new ByteWriter(spare);
  for (let i = 0; i < table.rowCount; i++) {
    currentRow = job.firstRow + i;
    out.offset = 0;
    const row = table.rowAt(i);
    namespaces[i] = write(out, row);
    lengths[i] = out.offset;
    instants[i] = lastmodInstantAt(table, i, row.lastmod);
  }
  return { lengths, namespaces, instants };
}

function pack(job: PackJob): Packed {
  const table = columnsOf(job);
  const write = writerOf(job.entries);
  if (spare.length < job.bytes) spare = Buffer.allocUnsafeSlow(job.bytes);
  const file = spare.subarray(0, job.bytes);
  const out = new ByteWriter(file);
  out.offset = file.write(job.header, 0);
  let skipped = 0;
  for (let row = job.from; row < job.to; row++) {
    if (job.skip[skipped] === row) {
      skipped++;
      continue;
    }
    currentRow = row;
    write(out, table.rowAt(row - job.firstRow));
  }
  currentRow = null;
  if (out.offset + Buffer.byteLength(job.footer) !== job.bytes) {
    throw new Error(
      `the rows came to ${out.offset + Buffer.byteLength(job.footer)} bytes, not the ${job.bytes} measured`,
    );
  }
  file.write(job.footer, out.offset);
  const written = job.gzip ? gzipDeterministic(file, job.level) : file;
  writeFileSync(job.path, written);
  if (!readFileSync(job.path).equals(written)) throw new Error(`${job.path} was not written as built`);
  const holds = inspectContent(job.gzip ? gunzipSync(written) : written, job.marker);
  return { writtenBytes: written.length, holds };
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
