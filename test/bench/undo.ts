// Undo a replace over N rows (the grid's find / replace all) on a columnar table, and undo a delete of
// every other row: the commands' inverses, applied. BENCH_ROWS picks N (default 1,000,000).
import { UrlColumns } from '../../shared/columnar/url-columns';
import { emptyRow } from '../../shared/url-table';
import { applyCommand, CellChanges, deletion, invertCommand } from '../../renderer/src/table/edit-commands';
import { fmt, seconds } from './measure';

const ROWS = Number(process.env['BENCH_ROWS'] ?? 1_000_000);
const BATCH = 100_000;

export async function benchUndo(): Promise<void> {
  const table = new UrlColumns();
  for (let start = 0; start < ROWS; start += BATCH) {
    const count = Math.min(BATCH, ROWS - start);
    table.appendRows(Array.from({ length: count }, (_, i) => emptyRow(`https://example.com/${start + i}`)));
  }
  const changes = new CellChanges(table);
  for (let i = 0; i < ROWS; i += 1) changes.add(i, 'loc', `https://example2.com/${i}`);
  const command = changes.command('Replace all');
  const apply = await seconds(() => applyCommand(table, command));
  const undo = await seconds(() => applyCommand(table, invertCommand(command)));
  let restored = true;
  for (let i = 0; i < ROWS && restored; i += 1) restored = table.get(i, 'loc') === `https://example.com/${i}`;

  const everyOther = Array.from({ length: Math.ceil(ROWS / 2) }, (_, i) => i * 2);
  let remove!: ReturnType<typeof deletion>;
  const made = await seconds(() => (remove = deletion(table, everyOther, null, 'Delete rows')));
  const removed = await seconds(() => applyCommand(table, remove));
  const putBack = await seconds(() => applyCommand(table, invertCommand(remove)));
  const whole = table.rowCount === ROWS && table.get(ROWS - 1, 'loc') === `https://example.com/${ROWS - 1}`;

  console.log(`undo: on a columnar table of ${ROWS.toLocaleString('en-US')} rows`);
  console.log(`  replace all          ${fmt(apply)} s`);
  console.log(`  undo it              ${fmt(undo)} s   (goal: < 1 s at 1M; every row restored: ${restored})`);
  console.log(`  delete every other   ${fmt(made + removed)} s (${fmt(made)} s keeping the rows for undo)`);
  console.log(`  undo the delete      ${fmt(putBack)} s   (every row back: ${whole})`);
}
