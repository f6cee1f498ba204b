// Validate 1,000,000 rows: every row rule, duplicates, and the robots.txt check.
import { createRobotsMatcher } from '../../shared/robots/robots-matcher';
import { parseBaseUrl } from '../../shared/validation/base-url';
import { validateRow, validateTables } from '../../shared/validation/validate-rows';
import { benchRows } from './export';
import { fmt, seconds } from './measure';

const ROWS = Number(process.env['BENCH_ROWS'] ?? 1_000_000);

export async function benchValidate(): Promise<void> {
  const rows = benchRows(ROWS);
  const parsed = parseBaseUrl('https://www.example.com/');
  const base = parsed.ok ? parsed.base : null;
  const now = Date.now();
  let problems = 0;
  const all = await seconds(() => {
    problems = validateTables([{ name: 'products', rows }], { base, now }).length;
  });
  const matcher = createRobotsMatcher(
    'https://www.example.com/robots.txt',
    'User-agent: *\nDisallow: /admin/\nDisallow: /*?sort=\nAllow: /catalogue/\n',
  );
  const robots = await seconds(() => {
    for (const row of rows) validateRow(row, { base, now, robots: { matcher, agent: 'Googlebot' } });
  });
  const one = await seconds(() => validateRow(rows[123_456 % rows.length]!, { base, now }));
  console.log(`validate: ${ROWS.toLocaleString('en-US')} rows (${problems} problems)`);
  console.log(`  rows and duplicates  ${fmt(all)} s`);
  console.log(`  rows with robots.txt ${fmt(robots)} s`);
  console.log(`  one edited row       ${fmt(one * 1e6, 0)} µs`);
}
