// The export dialog's preview of 1,000,000 rows: what the renderer does (columns, slices put to
// main), and what main does (rows rebuilt from the upload, gate, packing, gzip of the first files), each timed.
import { createHandlers } from '../../electron/main/handlers/create-handlers';
import { UrlColumns } from '../../shared/columnar/url-columns';
import { DEFAULT_EXPORT_SETTINGS } from '../../shared/export-settings';
import { sendRows } from '../../shared/transfer/send-rows';
import { quietHandlerDeps } from '../support/handler-deps';
import { benchRows } from './shop-rows';
import { fmt, seconds } from './measure';

const ROWS = Number(process.env['BENCH_ROWS'] ?? 1_000_000);

export async function benchPreview(): Promise<void> {
  const rows = UrlColumns.fromRows(benchRows(ROWS)); // as the renderer holds a table
  const handlers = createHandlers(quietHandlerDeps());
  let slices = 0;
  let longestPut = 0;
  const putSlice: typeof handlers.putSlice = async (request) => {
    const started = process.hrtime.bigint();
    const answer = await handlers.putSlice(structuredClone(request)); // what Electron's IPC does to it
    longestPut = Math.max(longestPut, Number(process.hrtime.bigint() - started) / 1e6);
    slices += 1;
    return answer;
  };
  let upload = '';
  const sendTime = await seconds(async () => {
    upload = await sendRows(rows, { ...handlers, putSlice });
  });
  const settings = { ...DEFAULT_EXPORT_SETTINGS, baseUrl: 'https://www.example.com/', outputFolder: '/unused' };
  let files = 0;
  let estimated = 0;
  const previewTime = await seconds(async () => {
    const tables = [{ id: 't', name: 'products', upload }];
    const preview = (await handlers.previewExport({ projectId: 'bench', tables, settings, robotsTxt: null }))!;
    files = preview.files.length;
    estimated = preview.files.filter((file) => file.estimated).length;
  });
  console.log(`preview: ${ROWS.toLocaleString('en-US')} rows → ${files} files (${estimated} sizes estimated)`);
  console.log(
    `  renderer → main: upload  ${fmt(sendTime)} s in ${slices} slices, longest put ${fmt(longestPut, 0)} ms`,
  );
  console.log(
    `  main: rows + gate + packing  ${fmt(previewTime)} s (rows rebuilt, validation, exact split, gzip of the first 32 MB)`,
  );
  await handlers.dropTransfers({ ids: [upload] });
}
