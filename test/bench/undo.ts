// Undo a replace over 1,000,000 rows (the grid's find / replace all): the command's inverse, applied.
import { emptyRow } from '../../shared/url-table';
import { applyCommand, CellChanges, invertCommand } from '../../renderer/src/history/edit-commands';
import { fmt, seconds } from './measure';

const ROWS = Number(process.env['BENCH_ROWS'] ?? 1_000_000);

export async function benchUndo(): Promise<void> {
  const table = Array.from({ length: ROWS }, (_, i) => emptyRow(`https://example.com/${i}`));
  const changes = new CellChanges();
  for (const row of table) changes.add(row, 'loc', row.loc.replace('example', 'example2'));
  const command = changes.command('Replace all');
  const apply = await seconds(() => applyCommand(table, command));
  const undo = await seconds(() => applyCommand(table, invertCommand(command)));
  const restored = table.every((row, i) => row.loc === `https://example.com/${i}`);
  console.log(`undo: a replace over ${ROWS.toLocaleString('en-US')} rows`);
  console.log(`  replace              ${fmt(apply)} s`);
  console.log(`  undo                 ${fmt(undo)} s   (goal: < 1 s; every row restored: ${restored})`);
}
