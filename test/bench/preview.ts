// The export dialog's preview of 1,000,000 rows: what the renderer does (slicing), what crosses to main,
// and what main does (decoding, gate, packing, gzip of the first files), each timed.
import { createGzipPool } from '../../electron/engine/export/gzip-pool';
import { previewExport } from '../../electron/engine/export/preview-export';
import { DEFAULT_EXPORT_SETTINGS } from '../../shared/export-settings';
import type { SlicedTable } from '../../shared/export-types';
import { decodeSlicedRequest, sliceTable } from '../../shared/row-slices';
import { benchRows } from './shop-rows';
import { fmt, seconds } from './measure';

const ROWS = Number(process.env['BENCH_ROWS'] ?? 1_000_000);

export async function benchPreview(): Promise<void> {
  const rows = benchRows(ROWS);
  let sliced: SlicedTable | null = null;
  let longestSlice = 0;
  const sliceTime = await seconds(async () => {
    let last = process.hrtime.bigint();
    sliced = await sliceTable({ id: 't', name: 'products', rows }, async () => {
      const now = process.hrtime.bigint();
      longestSlice = Math.max(longestSlice, Number(now - last) / 1e6);
      last = now;
      return true;
    });
  });
  const table = sliced!;
  const chars = table.slices.reduce((sum, slice) => sum + slice.length, 0);
  const settings = { ...DEFAULT_EXPORT_SETTINGS, baseUrl: 'https://www.example.com/', outputFolder: '/unused' };
  let request!: ReturnType<typeof decodeSlicedRequest>;
  const decodeTime = await seconds(() => {
    request = decodeSlicedRequest({ projectId: 'bench', tables: [table], settings, robotsTxt: null });
  });
  const pool = createGzipPool();
  try {
    let files = 0;
    let estimated = 0;
    const previewTime = await seconds(async () => {
      const preview = await previewExport(request, { codec: pool });
      files = preview.files.length;
      estimated = preview.files.filter((file) => file.estimated).length;
    });
    console.log(`preview: ${ROWS.toLocaleString('en-US')} rows → ${files} files (${estimated} sizes estimated)`);
    console.log(
      `  renderer: slicing     ${fmt(sliceTime)} s in ${table.slices.length} slices, longest ${fmt(longestSlice, 0)} ms; ${fmt(chars / 1e6, 0)} M chars to send`,
    );
    console.log(`  main: decoding        ${fmt(decodeTime)} s`);
    console.log(`  main: gate + packing  ${fmt(previewTime)} s (validation, exact split, gzip of the first 32 MB)`);
  } finally {
    await pool.close();
  }
}
