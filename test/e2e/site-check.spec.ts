import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Papa from 'papaparse';
import type { FixtureSite } from '../support/fixture-site';
import { expectedCounts } from '../support/fixture-status-classes';
import { makeTempDir } from '../support/temp-dir';
import { CHECK_REPORT_COLUMNS } from '../../shared/site-check/check-report';
import { STATUS_CLASSES } from '../../shared/site-check/check-job-report';
import { expect, screenshot, test } from './support/fixtures';
import { checkPanel, importSiteSitemap, pauseHoldsThenResumes, startQuickSite } from './support/site-check';

let site: FixtureSite;
test.beforeAll(async () => {
  site = await startQuickSite(150);
});
test.afterAll(async () => site.close());

const CHART_LABELS = ['2xx OK', '3xx Redirect', '4xx Client error', '5xx Server error', 'No answer', 'Skipped'];

test('check a table from the app: progress, pause and resume, cancel and continue, the summary chart, the CSV report', async ({
  app,
  host,
}) => {
  const listed = site.cases.filter((entry) => entry.listed);
  const count = listed.length;
  await importSiteSitemap(app, site);
  await expect(app.getByTestId('row-count')).toHaveText(`${count} URLs in 1 table`);

  await app.getByRole('toolbar', { name: 'Project' }).getByRole('button', { name: 'Check URLs' }).click();
  const { panel, setNumber } = checkPanel(app);
  await expect(panel.getByTestId('check-scope-count')).toHaveText(`${count} distinct URLs · 0 with a result`);
  await expect(panel.getByRole('radio', { name: /This table/ })).toBeChecked();
  // Slow enough to watch: one request at a time, 15 a second.
  await setNumber('Requests at once', '1');
  await setNumber('Per host', '1');
  await setNumber('Requests per second', '15');
  // 5 s a URL: at 1 s a redirect chain timed out on a loaded machine, and the chart's counts were off by it.
  await setNumber('Timeout (s)', '5');
  await panel.getByRole('button', { name: `Check ${count} URLs` }).click();

  const counts = panel.getByTestId('check-progress-counts');
  await expect(counts).toHaveText(new RegExp(`^([1-9]\\d*) of ${count} URLs checked\\s*$`));
  await expect(panel.getByTestId('check-pace')).toHaveText(/URLs\/s · \d+ (s|min) left/);
  await expect(app.getByTestId('job-status')).toContainText(`Checking ${count} URLs`);
  await screenshot(app, 'site-check-running');
  // How politely is fixed while the check runs; the slow limit, which judges the results there are, is not.
  await expect(panel.getByLabel('Requests at once', { exact: true })).toBeDisabled();
  await expect(panel.getByLabel('Slow after (ms)', { exact: true })).toBeEnabled();

  // Pause: no new request starts; then resume, and it goes on from there.
  const asked = (): number => listed.reduce((sum, entry) => sum + site.hits(entry.path), 0);
  await pauseHoldsThenResumes(app, panel, 'Check paused', asked, () =>
    expect(app.getByTestId('job-status')).toContainText('paused'),
  );

  // Cancel: what was checked is kept, and Continue asks the rest.
  await panel.getByRole('button', { name: 'Cancel check' }).click();
  await expect(panel.getByTestId('check-outcome-heading')).toHaveText(
    new RegExp(`^Check cancelled: (\\d+) of ${count} URLs in this table have a result$`),
  );
  const kept = Number(/(\d+) of/.exec((await panel.getByTestId('check-outcome-heading').textContent())!)![1]);
  expect(kept).toBeLessThan(count);
  await setNumber('Requests at once', '8');
  await setNumber('Per host', '8');
  await setNumber('Requests per second', '0');
  await panel.getByRole('button', { name: `Continue: ${count - kept} left` }).click();
  await expect(panel.getByTestId('check-outcome-heading')).toHaveText(
    `${count} of ${count} URLs in this table have a result`,
  );

  // The chart shows the counts per status class the site's cases call for.
  const expected = expectedCounts(site);
  const bars = panel.getByRole('list', { name: 'Results by status' }).getByRole('listitem');
  await expect(bars).toHaveCount(6);
  for (const [i, name] of STATUS_CLASSES.entries()) {
    await expect(bars.nth(i)).toHaveAttribute('aria-label', `${CHART_LABELS[i]}: ${expected[name]}`);
  }
  await expect(panel.getByText(`robots.txt of ${site.origin}: obeyed, Crawl-delay 0 s`)).toBeVisible();
  await screenshot(app, 'site-check-summary');

  // Nothing was asked twice: every plain page that no redirect ends at had one request, but the one
  // the cancel may have cut off in flight (one request at a time then), which Continue asks again.
  const targets = new Set(site.cases.map((entry) => entry.target));
  const plain = site.ofKind('page').filter((page) => page.listed && !targets.has(page.path));
  const hits = plain.map((entry) => site.hits(entry.path));
  expect(Math.min(...hits)).toBe(1);
  expect(hits.reduce((sum, n) => sum + n, 0)).toBeLessThanOrEqual(plain.length + 1);

  // The report: every result, read back.
  const path = join(makeTempDir(), 'report.csv');
  host.dialogs.answerNextSave(path);
  await panel.getByRole('button', { name: 'Export report as CSV…' }).click();
  await expect(app.getByRole('status')).toHaveText(new RegExp(`^Saved report\\.csv: ${count} URLs, `));
  const rows = Papa.parse<string[]>(readFileSync(path, 'utf8').trimEnd(), { newline: '\r\n' }).data;
  expect(rows[0]).toEqual([...CHECK_REPORT_COLUMNS]);
  expect(
    rows
      .slice(1)
      .map((cells) => cells[0])
      .sort(),
  ).toEqual(listed.map((entry) => site.url(entry.path)).sort());
  const statusOf = (kind: Parameters<FixtureSite['ofKind']>[0]) =>
    rows.find((cells) => cells[0] === site.url(site.ofKind(kind)[0]!.path))![1];
  expect(statusOf('not-found')).toBe('404');
  expect(statusOf('server-error')).toBe('500');
});
