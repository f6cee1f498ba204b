import { describe, expect, it, vi } from 'vitest';
import { useValidationStore } from '../../../../renderer/src/validation/validation-store';
import { useHistoryStore } from '../../../../renderer/src/history/history-store';
import { useProjectStore } from '../../../../renderer/src/project/project-store';
import { useNoticesStore } from '../../../../renderer/src/services/notices-store';
import { useCheckFixesStore } from '../../../../renderer/src/check/check-fixes-store';
import type { CheckFix } from '../../../../renderer/src/check/check-fixes';
import type { ColumnarTable } from '../../../../shared/columnar/columnar-table';
import { addTable, locsOfRows, rowsOf } from '../../../support/renderer/project-tables';
import { startStores } from '../../../support/renderer/store-harness';
import { CHECKED_PATHS, useFixtureChecks } from '../validation/fixture-site-checks';

const fixture = useFixtureChecks();

/** A project with one table listing every checked path, and the real checks of them in the project. */
async function checkedProject() {
  startStores();
  const url = fixture.url;
  const table = addTable('site', rowsOf(...CHECKED_PATHS.map((path) => url(path))));
  const project = useProjectStore();
  project.addSiteChecks(await fixture.checks());
  return { url, table, project, history: useHistoryStore(), fixes: useCheckFixesStore() };
}

/** The table's rows as JSON, to compare every field byte for byte. */
const snapshot = (table: ColumnarTable): string => JSON.stringify(table.rows.toRows());

/** Runs a fix on the whole project, then undoes and redoes it: one step each way, exactly as before and after. */
function fixUndoRedo(fix: CheckFix, tables: readonly ColumnarTable[]): string[][] {
  const history = useHistoryStore();
  const before = tables.map(snapshot);
  expect(useCheckFixesStore().fixAll(fix)).toBe(true);
  const after = tables.map(snapshot);
  const locs = tables.map((table) => locsOfRows(table.rows));
  expect(history.undo()).toBe(true);
  expect(tables.map(snapshot)).toEqual(before);
  expect(history.redo()).toBe(true);
  expect(tables.map(snapshot)).toEqual(after);
  return locs;
}

describe('the site check fixes', () => {
  it('say what they did, with an Undo beside it that takes the whole fix back', async () => {
    const { table } = await checkedProject();
    const shell = useNoticesStore();
    const before = snapshot(table);
    expect(useCheckFixesStore().fixAll('loc-to-redirect-target')).toBe(true);
    // One of the pages redirected to is listed already: said, not left for the problems panel to find.
    expect(shell.notice).toBe('Replaced 2 locs. 1 loc is now listed twice: its new URL was listed already');
    expect(shell.noticeAction?.label).toBe('Undo');
    shell.runNoticeAction();
    expect(snapshot(table)).toBe(before);
    expect([shell.notice, shell.noticeAction]).toEqual([null, null]);
    expect(useCheckFixesStore().fixAll('remove-noindex')).toBe(true);
    expect(shell.notice).toBe('Removed 1 row');
  });

  it('replaces each redirecting loc by the page it ends at, in one undoable step', async () => {
    const { url, table, project } = await checkedProject();
    const [locs] = fixUndoRedo('loc-to-redirect-target', [table]);
    const final = (path: string) => project.siteChecks.get(url(path))!.finalUrl!;
    expect(final('/redirect/301')).not.toBe(url('/redirect/301'));
    expect(locs).toEqual(
      CHECKED_PATHS.map((path) => (path === '/redirect/301' || path === '/chain/0' ? final(path) : url(path))),
    );
  });

  it('sets a loc to the canonical its page names', async () => {
    const { url, table, project } = await checkedProject();
    const [locs] = fixUndoRedo('loc-to-canonical', [table]);
    const canonical = project.siteChecks.get(url('/canonical/elsewhere'))!.canonical!;
    expect(locs![CHECKED_PATHS.indexOf('/canonical/elsewhere')]).toBe(canonical);
    expect(locs!.filter((loc, i) => loc !== url(CHECKED_PATHS[i]!))).toEqual([canonical]);
  });

  it('removes the 4xx rows (not a 429, which asks to slow down), the noindex ones, the canonicalised ones, each on its own', async () => {
    const { url, table } = await checkedProject();
    const without = (...paths: string[]) => CHECKED_PATHS.filter((path) => !paths.includes(path)).map(url);
    // The findings checked, as the problems panel shows them before a fix is clicked.
    await vi.waitUntil(() => (useValidationStore().summary.byCode.get('check-not-found') ?? 0) > 0, {
      timeout: 10_000,
    });
    expect(fixUndoRedo('remove-client-errors', [table])[0]).toEqual(without('/status/404', '/status/410'));
    // The 429 it left is said.
    expect(useNoticesStore().notice).toBe(
      'Removed 2 rows. 1 of its findings was left as it is: the fix does not apply to it',
    );
    // Clicked again where it applies to none of its findings (the 429): said, never a click that does nothing.
    await vi.waitUntil(() => !useValidationStore().summary.byCode.has('check-not-found'), { timeout: 10_000 });
    expect(useCheckFixesStore().fixAll('remove-client-errors')).toBe(false);
    expect(useNoticesStore().notice).toBe('Remove 4xx rows: the fix does not apply to its one finding.');
    useHistoryStore().undo();
    expect(fixUndoRedo('remove-noindex', [table])[0]).toEqual(without('/noindex/header'));
    useHistoryStore().undo();
    expect(fixUndoRedo('remove-canonicalised', [table])[0]).toEqual(without('/canonical/elsewhere'));
  });

  it('sets lastmod from Last-Modified as a W3C datetime, only where asked', async () => {
    const { url, table } = await checkedProject();
    fixUndoRedo('lastmod-from-header', [table]);
    const lastmods = table.rows.toRows().map((row) => [row.loc, row.lastmod]);
    expect(lastmods.filter(([, lastmod]) => lastmod !== null)).toEqual([
      [url('/files/report.pdf'), '2024-05-01T10:00:00Z'],
    ]);
  });

  it('says why Set lastmod from Last-Modified changed nothing, where no row has a Last-Modified it may take', async () => {
    const { url, table } = await checkedProject();
    expect(useCheckFixesStore().fixAll('lastmod-from-header')).toBe(true);
    // Once set, nothing is left to set: the click says why rather than nothing at all.
    expect(useCheckFixesStore().fixAll('lastmod-from-header')).toBe(false);
    expect(useNoticesStore().notice).toMatch(/^Set lastmod from Last-Modified: no row to change\. It takes /);
    expect(table.rows.get(CHECKED_PATHS.indexOf('/files/report.pdf'), 'loc')).toBe(url('/files/report.pdf'));
  });

  it('fixes every table as one step, and offers a row the fixes that apply to it', async () => {
    const { url, table, fixes } = await checkedProject();
    const other = addTable('more', rowsOf(url('/page/2'), url('/redirect/301')));
    const locs = fixUndoRedo('loc-to-redirect-target', [table, other]);
    expect(locs[1]).toEqual([url('/page/2'), locs[0]![CHECKED_PATHS.indexOf('/redirect/301')]]);
    useHistoryStore().undo();

    const at = (path: string) => CHECKED_PATHS.indexOf(path as (typeof CHECKED_PATHS)[number]);
    expect(fixes.fixesForRow(table, at('/page/1'))).toEqual([]);
    expect(fixes.fixesForRow(table, at('/redirect/301'))).toEqual(['loc-to-redirect-target']);
    expect(fixes.fixesForRow(table, at('/canonical/elsewhere'))).toEqual(['loc-to-canonical', 'remove-canonicalised']);
    expect(fixes.fixesForRow(table, at('/files/report.pdf'))).toEqual(['lastmod-from-header']);
    expect(fixes.fixRow(table.id, at('/status/404'), 'remove-client-errors')).toBe(true);
    expect(locsOfRows(table.rows)).not.toContain(url('/status/404'));
    expect(locsOfRows(table.rows)).toContain(url('/status/410'));
    expect(fixes.fixRow(table.id, at('/page/1'), 'remove-client-errors')).toBe(false);
    useHistoryStore().undo();
    expect(locsOfRows(table.rows)).toEqual(CHECKED_PATHS.map(url));
  });
});
