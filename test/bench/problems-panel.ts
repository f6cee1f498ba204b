// The problems panel at 1,000,000 rows with a problem on every row (two on every tenth): how long the
// whole check's summary takes to collect its groups, and what the panel does with it: group and
// filter, a page of places, and the rows "Show these rows in the grid" filters to. BENCH_PANEL_ROWS sets the size.
import { UrlColumns } from '../../shared/columnar/url-columns';
import { problem } from '../../shared/problems';
import { emptyRow } from '../../shared/url-table';
import {
  filterGroups,
  NO_FILTER,
  panelGroups,
  placesOf,
  severityCounts,
} from '../../renderer/src/problems/panel-groups';
import { ProblemSummary } from '../../renderer/src/validation/problem-summary';
import { fmt, seconds } from './measure';

const ROWS = Number(process.env['BENCH_PANEL_ROWS'] ?? 1_000_000);

export async function benchProblemsPanel(): Promise<void> {
  const rows = UrlColumns.fromRows(Array.from({ length: ROWS }, (_, i) => emptyRow(`https://e.example/${i}`)));
  const tables = [{ name: 'products', rows }];
  const priority = problem('error', 'priority-out-of-range', 'p', { table: 'products', field: 'priority' });
  const images = problem('warning', 'image-field-deprecated', 'i', { table: 'products', field: 'images' });
  const summary = new ProblemSummary(tables);
  const collect = await seconds(() => {
    for (let row = 1; row <= ROWS; row += 1) {
      summary.add('row', { ...priority, place: { ...priority.place, row } });
      if (row % 10 === 0) summary.add('row', { ...images, place: { ...images.place, row } });
    }
  });
  const found = summary.summary();
  let groups = panelGroups([], found.groups);
  const group = await seconds(() => {
    groups = panelGroups([], found.groups);
    filterGroups(groups, NO_FILTER);
    severityCounts(groups, NO_FILTER);
  });
  const tableFilter = await seconds(() => filterGroups(groups, { ...NO_FILTER, table: 'products' }));
  const page = await seconds(() => placesOf(groups[0]!, ROWS - 50, ROWS));
  const showRows = await seconds(() => groups[0]!.rows.get('products')!.distinctAscending());
  const problems = ROWS + ROWS / 10;
  console.log(`problems panel: ${ROWS.toLocaleString('en-US')} rows, ${problems.toLocaleString('en-US')} problems`);
  console.log(`  summary collecting groups   ${fmt(collect)} s (${fmt((collect / problems) * 1e9, 0)} ns a problem)`);
  console.log(`  groups, filter and counts   ${fmt(group * 1000)} ms  (goal: under a frame, 16 ms)`);
  console.log(`  narrowed to one table       ${fmt(tableFilter * 1000)} ms`);
  console.log(`  the last page of 50 places  ${fmt(page * 1000)} ms`);
  console.log(`  rows for "show in the grid" ${fmt(showRows * 1000)} ms`);
}
