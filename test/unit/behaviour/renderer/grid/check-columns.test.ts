import { describe, expect, it } from 'vitest';
import { nextTick } from 'vue';
import { cellText, columnCount, GRID_COLUMNS } from '../../../../../renderer/src/table/columns';
import { useTableViewsStore } from '../../../../../renderer/src/views/table-views-store';
import { useProjectStore } from '../../../../../renderer/src/project/project-store';
import { useValidationStore } from '../../../../../renderer/src/validation/validation-store';
import type { ColumnarTable } from '../../../../../shared/columnar/columnar-table';
import { addTable, rowsOf } from '../../../../support/renderer/project-tables';
import { startStores } from '../../../../support/renderer/store-harness';
import { until } from '../../../../support/renderer/until';
import { CHECKED_PATHS, useFixtureChecks } from '../../../renderer/validation/fixture-site-checks';

const fixture = useFixtureChecks();

/** A table of the checked paths plus one never checked, the real checks in the project. */
async function checkedTable() {
  startStores();
  const table = addTable('site', rowsOf(...[...CHECKED_PATHS, '/page/9'].map(fixture.url)));
  const views = useTableViewsStore();
  expect(views.checks).toBeNull(); // no results: the check columns are hidden
  useProjectStore().addSiteChecks(await fixture.checks());
  /** What a column shows, row by row as the view shows them, paths for the locs. */
  const shown = (key: (typeof GRID_COLUMNS)[number]['key'], of: ColumnarTable = table): string[] => {
    const view = views.viewOf(of.id).rows;
    const order = view ? Array.from(view) : Array.from({ length: of.rows.rowCount }, (_, i) => i);
    const origin = fixture.url('');
    return order.map((i) => cellText(of.rows, i, key, views.checks!.text).replace(origin, ''));
  };
  return { table, views, shown };
}

describe('the site check columns', () => {
  it('show each row its check, found by its loc, once the project has results', async () => {
    const { shown } = await checkedTable();
    expect(columnCount(false)).toBe(GRID_COLUMNS.length - 4);
    expect(columnCount(true)).toBe(GRID_COLUMNS.length);
    expect(shown('loc')).toEqual([...CHECKED_PATHS, '/page/9']);
    expect(shown('status')).toEqual(['200', '301 → 200', '301 → 200', '404', '429', '200', '200', '410', '200', '']);
    // a listed URL that redirects is not what gets indexed; a PDF is no page of a page sitemap
    expect(shown('indexable')).toEqual([
      'yes',
      'no: redirects',
      'no: redirects',
      'no: not 2xx',
      'no: not 2xx',
      'no: noindex',
      'no: canonical elsewhere',
      'no: not 2xx',
      'no: not HTML',
      '',
    ]);
    const checks = await fixture.checks();
    expect(shown('finalUrl')).toEqual([...checks.map((check) => check.finalUrl!.replace(fixture.url(''), '')), '']);
    expect(shown('finalUrl').slice(0, 4)).toEqual(['/page/1', '/page/1', '/page/5', '/status/404']);
    expect(shown('canonical')[6]).toBe('/page/8');
  });

  it('sort by their text, rows without a result last, and filter like the other columns', async () => {
    const { table, views, shown } = await checkedTable();
    views.setSort(table.id, { key: 'status', direction: 'asc' });
    expect(shown('status')).toEqual(['200', '200', '200', '200', '301 → 200', '301 → 200', '404', '410', '429', '']);
    expect(shown('loc').slice(0, 4)).toEqual([
      '/page/1',
      '/noindex/header',
      '/canonical/elsewhere',
      '/files/report.pdf',
    ]);
    views.setSort(table.id, { key: 'status', direction: 'desc' });
    expect(shown('status')).toEqual(['429', '410', '404', '301 → 200', '301 → 200', '200', '200', '200', '200', '']);
    views.setSort(table.id, null);
    views.setFilter(table.id, 'status', '301');
    expect(shown('loc')).toEqual(['/redirect/301', '/chain/0']);
    views.setFilter(table.id, 'status', '');
    views.setFilter(table.id, 'indexable', 'NO:');
    // every row but the plain page, and the one never checked
    expect(shown('loc')).toEqual(CHECKED_PATHS.filter((path) => path !== '/page/1'));
  });

  it('filter the rows whose check found something, and follow new results', async () => {
    const { table, views, shown } = await checkedTable();
    views.setCheckProblemsFilter(table.id, true);
    // every checked row but the plain page; the PDF is not HTML in a sitemap of pages
    expect(shown('loc')).toEqual(CHECKED_PATHS.filter((path) => path !== '/page/1'));
    views.setFilter(table.id, 'status', '4');
    expect(shown('loc')).toEqual(['/status/404', '/retry/429', '/status/410']);
    views.clearFilters(table.id);
    views.setFilter(table.id, 'status', '200');
    const page9 = (await fixture.checks())[0]!;
    expect(shown('loc')).not.toContain('/page/9');
    useProjectStore().addSiteChecks([{ ...page9, url: fixture.url('/page/9') }]);
    await nextTick();
    expect(shown('loc')).toContain('/page/9');
  });

  it('put their findings on the loc cell and in the whole-project counts, refreshed when results change', async () => {
    const { table } = await checkedTable();
    const validation = useValidationStore();
    const at = (path: string) => CHECKED_PATHS.indexOf(path as (typeof CHECKED_PATHS)[number]);
    expect(validation.cellProblem(table, at('/status/404'), 'loc')?.code).toBe('check-not-found');
    expect(validation.cellProblem(table, at('/chain/0'), 'loc')?.code).toBe('check-redirect');
    expect(validation.cellProblem(table, at('/page/1'), 'loc')).toBeNull();
    const summary = await until(() => (validation.summary.byCode.size > 0 ? validation.summary : null));
    expect(Object.fromEntries(summary.byCode)).toEqual({
      'check-redirect': 2,
      'check-not-found': 2,
      'check-client-error': 1,
      'check-noindex': 1,
      'check-canonical-elsewhere': 1,
      'check-not-html': 1,
    });
    expect(summary.listed.filter((item) => item.code === 'check-not-found').map((item) => item.place)).toEqual([
      { table: 'site', row: at('/status/404') + 1, field: 'loc' },
      { table: 'site', row: at('/status/410') + 1, field: 'loc' },
    ]);
    useProjectStore().siteChecks.clear();
    useProjectStore().addSiteChecks([(await fixture.checks())[0]!]);
    const after = await until(() => (validation.summary !== summary ? validation.summary : null));
    expect(after.byCode.size).toBe(0);
  });
});
