// Heap bytes per row held for the shop set as UrlRow objects and as a columnar table, and how fast
// the table moves as transferable slices. Each measurement runs in a fresh Node with --expose-gc.
// BENCH_ROWS (default 1,000,000; a list such as 1000000,10000000 runs each); UrlRow objects are
// measured up to BENCH_OBJECT_ROWS (default 2,000,000), beyond which they do not fit a heap. 'received
// in 20' holds the set as the app holds 20 imported sitemaps: each table received slice by slice, then fitted.
import { execFileSync } from 'node:child_process';
import { UrlColumns } from '../../shared/columnar/url-columns';
import {
  appendSlice,
  sliceBuffers,
  sliceRanges,
  sliceToTransfer,
  type UrlColumnsSlice,
} from '../../shared/columnar/transfer-slice';
import type { UrlRow } from '../../shared/url-table';
import { fmt, peakRssMb } from './measure';
import { shopRowMaker } from './shop-rows';

type Mode = 'objects' | 'columnar' | 'received';
/** The 'received' mode's tables: the set as 20 sitemaps imported into the app, each received slice by slice. */
const RECEIVED_TABLES = 20;
const BATCH = 50_000;

interface Held {
  mode: Mode;
  rows: number;
  heapBytes: number;
  typedArrayBytes: number;
  buildSeconds: number;
  peakRssMb: number;
  transfer?: { seconds: number; slices: number; bytes: number; largestSliceBytes: number; same: boolean };
  windowMicros?: number;
}

function memory(): { heap: number; typed: number } {
  for (let i = 0; i < 3; i++) (globalThis as { gc?: () => void }).gc!();
  const { heapUsed, arrayBuffers } = process.memoryUsage();
  return { heap: heapUsed, typed: arrayBuffers };
}

/** The shop set in batches, as an import delivers it, so the whole set never exists twice. */
function* shopBatches(count: number): Generator<UrlRow[]> {
  const make = shopRowMaker();
  for (let done = 0; done < count; done += BATCH) yield Array.from({ length: Math.min(BATCH, count - done) }, make);
}

function sliceBytes(slice: UrlColumnsSlice): number {
  return sliceBuffers(slice).reduce((sum, buffer) => sum + buffer.byteLength, 0);
}

/** Every slice cut, cloned with its buffers transferred (as postMessage does), and appended to a new table. */
function measureTransfer(table: UrlColumns): NonNullable<Held['transfer']> {
  const far = new UrlColumns();
  let slices = 0;
  let bytes = 0;
  let largestSliceBytes = 0;
  const start = performance.now();
  for (const [from, to] of sliceRanges(table)) {
    const slice = sliceToTransfer(table, from, to);
    const size = sliceBytes(slice);
    appendSlice(far, structuredClone(slice, { transfer: sliceBuffers(slice) }));
    slices += 1;
    bytes += size;
    largestSliceBytes = Math.max(largestSliceBytes, size);
  }
  const seconds = (performance.now() - start) / 1000;
  const probes = [0, 1, table.rowCount >> 1, table.rowCount - 1].filter((i) => i >= 0 && i < table.rowCount);
  const same =
    far.rowCount === table.rowCount &&
    probes.every((i) => JSON.stringify(far.rowAt(i)) === JSON.stringify(table.rowAt(i)));
  return { seconds, slices, bytes, largestSliceBytes, same };
}

/** Microseconds to read a grid window of 60 rows at a random place. */
function measureWindows(table: UrlColumns): number {
  const windows = 2_000;
  let seed = 7;
  const start = performance.now();
  for (let i = 0; i < windows; i++) {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    const at = seed % Math.max(1, table.rowCount - 60);
    table.rowsBetween(at, at + 60);
  }
  return ((performance.now() - start) * 1000) / windows;
}

/** One table as the renderer receives it: cut into slices, each cloned across and appended, then fitted. */
function received(rows: number, make: () => UrlRow): UrlColumns {
  const sent = new UrlColumns();
  for (let done = 0; done < rows; done += BATCH)
    sent.appendRows(Array.from({ length: Math.min(BATCH, rows - done) }, make));
  const table = new UrlColumns();
  for (const [from, to] of sliceRanges(sent)) {
    const slice = sliceToTransfer(sent, from, to);
    appendSlice(table, structuredClone(slice, { transfer: sliceBuffers(slice) }));
  }
  table.fit();
  return table;
}

/** Builds what is held in a frame of its own, so no stale register of it keeps the last batch alive. */
function build(mode: Mode, count: number): UrlRow[] | UrlColumns | UrlColumns[] {
  if (mode === 'received') {
    const make = shopRowMaker();
    const per = Math.ceil(count / RECEIVED_TABLES);
    return Array.from({ length: RECEIVED_TABLES }, (_, t) => received(Math.min(per, count - t * per), make));
  }
  if (mode === 'objects') {
    const rows: UrlRow[] = [];
    for (const batch of shopBatches(count)) for (const row of batch) rows.push(row);
    return rows;
  }
  const table = new UrlColumns();
  for (const batch of shopBatches(count)) table.appendRows(batch);
  return table;
}

function hold(mode: Mode, count: number): Held {
  const before = memory();
  const started = performance.now();
  const held = build(mode, count);
  const buildSeconds = (performance.now() - started) / 1000;
  const after = memory();
  const result: Held = {
    mode,
    rows: count,
    heapBytes: after.heap - before.heap,
    typedArrayBytes: after.typed - before.typed,
    buildSeconds,
    peakRssMb: 0,
  };
  if (held instanceof UrlColumns) {
    result.windowMicros = measureWindows(held);
    result.transfer = measureTransfer(held);
  }
  result.peakRssMb = peakRssMb();
  // Keep what was measured alive up to here.
  const rows =
    held instanceof UrlColumns
      ? held.rowCount
      : held.reduce<number>((sum, item) => sum + (item instanceof UrlColumns ? item.rowCount : 1), 0);
  if (rows !== count) throw new Error('rows went missing');
  return result;
}

function report(held: Held): void {
  const perRow = (bytes: number): string => fmt(bytes / held.rows, 1).padStart(7);
  const total = held.heapBytes + held.typedArrayBytes;
  const label = { objects: 'UrlRow objects', columnar: 'columnar table', received: `received in ${RECEIVED_TABLES}` }[
    held.mode
  ];
  console.log(
    `  ${label.padEnd(15)} ${perRow(total)} B/row  (JS heap ${perRow(held.heapBytes).trim()} + typed arrays ` +
      `${perRow(held.typedArrayBytes).trim()})  built in ${fmt(held.buildSeconds)} s, peak RSS ${fmt(held.peakRssMb, 0)} MB`,
  );
  if (held.windowMicros !== undefined)
    console.log(`  a grid window of 60 rows read in ${fmt(held.windowMicros, 1)} µs`);
  const transfer = held.transfer;
  if (transfer) {
    console.log(
      `  transfer: ${transfer.slices} slices (largest ${fmt(transfer.largestSliceBytes / 2 ** 20, 1)} MiB), ` +
        `${fmt(transfer.bytes / 2 ** 20, 0)} MiB in ${fmt(transfer.seconds)} s = ` +
        `${fmt(transfer.bytes / 2 ** 20 / transfer.seconds, 0)} MiB/s, ` +
        `${Math.round(held.rows / transfer.seconds).toLocaleString('en-US')} rows/s (cut, cloned, appended); ` +
        `rows arrived the same: ${transfer.same}`,
    );
  }
}

export async function benchColumnarMemory(): Promise<void> {
  const counts = (process.env['BENCH_ROWS'] ?? '1000000').split(',').map(Number);
  const objectLimit = Number(process.env['BENCH_OBJECT_ROWS'] ?? 2_000_000);
  for (const count of counts) {
    console.log(`columnar-memory: the shop set, ${count.toLocaleString('en-US')} rows held (goal: ≤ 130 B/row at 1M)`);
    const modes: Mode[] = count <= objectLimit ? ['objects', 'columnar', 'received'] : ['columnar', 'received'];
    for (const mode of modes) {
      const output = execFileSync(
        process.execPath,
        ['--expose-gc', '--max-old-space-size=12000', ...process.execArgv, __filename, mode, String(count)],
        { encoding: 'utf8', maxBuffer: 1024 * 1024 },
      );
      report(JSON.parse(output.trim().split('\n').pop()!) as Held);
    }
  }
}

if (process.argv[2] === 'objects' || process.argv[2] === 'columnar' || process.argv[2] === 'received') {
  console.log(JSON.stringify(hold(process.argv[2], Number(process.argv[3]))));
}
