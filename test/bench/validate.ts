// Validate 1,000,000 rows: every row rule, duplicates, and the robots.txt check.
import { createRobotsMatcher } from '../../shared/robots/robots-matcher';
import { parseBaseUrl } from '../../shared/validation/base-url';
import { validateRow, validateTables } from '../../shared/validation/validate-rows';
import { findDuplicateLocs } from '../../shared/validation/duplicate-locs';
import { checkExtensions } from '../../shared/validation/extension-rules';
import { checkLoc } from '../../shared/validation/loc-rules';
import { checkRobots } from '../../shared/validation/robots-rule';
import { checkChangefreq, checkLastmod, checkPriority } from '../../shared/validation/scalar-rules';
import { benchRows } from './shop-rows';
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
  const ruleSets: [string, () => void][] = [
    ['loc', () => rows.forEach((row) => checkLoc(row.loc, base))],
    ['lastmod', () => rows.forEach((row) => checkLastmod(row.lastmod, now))],
    [
      'changefreq + priority',
      () => rows.forEach((row) => (checkChangefreq(row.changefreq), checkPriority(row.priority))),
    ],
    ['extensions', () => rows.forEach((row) => checkExtensions(row, now))],
    ['duplicates', () => findDuplicateLocs([{ name: 'products', rows }])],
    ['robots.txt', () => rows.forEach((row) => checkRobots(row.loc, matcher, 'Googlebot'))],
  ];
  const perRuleSet: string[] = [];
  for (const [name, run] of ruleSets) perRuleSet.push(`${name} ${fmt(await seconds(run))} s`);
  console.log(`validate: ${ROWS.toLocaleString('en-US')} rows (${problems} problems)`);
  console.log(`  rows and duplicates  ${fmt(all)} s`);
  console.log(`  rows with robots.txt ${fmt(robots)} s`);
  console.log(`  one edited row       ${fmt(one * 1e6, 0)} µs`);
  console.log(`  per rule set         ${perRuleSet.join(', ')}  (goal: well under 1 s each)`);
}
