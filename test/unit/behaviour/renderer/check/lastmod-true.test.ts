import { describe, expect, it } from 'vitest';
import { useCheckFixesStore } from '../../../../../renderer/src/check/check-fixes-store';
import { useHistoryStore } from '../../../../../renderer/src/history/history-store';
import { useProjectStore } from '../../../../../renderer/src/project/project-store';
import { useNoticesStore } from '../../../../../renderer/src/services/notices-store';
import { useValidationStore } from '../../../../../renderer/src/validation/validation-store';
import { withContentHistory } from '../../../../../shared/site-check/carry-history';
import type { ContentFingerprint } from '../../../../../shared/site-check/content-fingerprint';
import { A, at, B } from '../../../../support/content-fingerprints';
import { emptyCheck } from '../../../../../shared/site-check/empty-check';
import { reviewLastmods } from '../../../../../shared/site-check/lastmod-truth';
import type { PageCheck } from '../../../../../shared/site-check/page-check';
import { emptyRow } from '../../../../../shared/url-table';
import { addTable } from '../../../../support/renderer/project-tables';
import { startStores } from '../../../../support/renderer/store-harness';

const url = (path: string): string => `https://shop.example${path}`;

/** A URL's latest result after content checks at each time, each seeing a fingerprint, the row's lastmod then as given. */
function checked(path: string, ...runs: Array<[iso: string, fingerprint: ContentFingerprint]>): PageCheck {
  let latest: PageCheck | undefined;
  for (const [iso, fingerprint] of runs)
    latest = withContentHistory({ ...emptyCheck(url(path), at(iso)), fingerprint }, latest, '2026-02-01');
  return latest!;
}

/**
 * /changed changed between the two checks after its lastmod (stale); /moved kept its content while
 * its lastmod moved past the first check (churn); /same is true; /unstable differed on two fetches.
 */
function project() {
  startStores();
  const table = addTable('shop', [
    { ...emptyRow(url('/changed')), lastmod: '2026-02-01' },
    { ...emptyRow(url('/moved')), lastmod: '2026-03-03' },
    { ...emptyRow(url('/same')), lastmod: '2026-02-01' },
    { ...emptyRow(url('/unstable')), lastmod: '2026-02-01' },
  ]);
  const twice: Array<[string, ContentFingerprint]> = [
    ['2026-03-01T10:00:00Z', A],
    ['2026-03-05T10:00:00Z', A],
  ];
  useProjectStore().addSiteChecks([
    checked('/changed', ['2026-03-01T10:00:00Z', A], ['2026-03-05T10:00:00Z', B]),
    checked('/moved', ...twice),
    checked('/same', ...twice),
    { ...checked('/unstable', ...twice), unstable: ['content'] },
  ]);
  return table;
}

/** The content check's codes on a row, each with the cell it is on. */
const CONTENT_CODES = ['lastmod-stale', 'lastmod-churn', 'content-unstable'];
const codesOf = (stored: number): string[] => {
  const table = useProjectStore().tables[0]!;
  return useValidationStore()
    .rowProblems(table, stored)
    .filter((found) => CONTENT_CODES.includes(found.code))
    .map((found) => `${found.field} ${found.code}`);
};

describe('a lastmod kept true by the content checks', () => {
  it('shows a stale or moved lastmod on its cell, content that differs on every fetch on the loc, nothing on a true one', () => {
    project();
    expect([0, 1, 2, 3].map(codesOf)).toEqual([
      ['lastmod lastmod-stale'],
      ['lastmod lastmod-churn'],
      [],
      ['loc content-unstable'],
    ]);
  });

  it('"Make lastmod true" sets each stale or moved lastmod to the last real change, as one undoable step', () => {
    const table = project();
    const lastmods = () => table.rows.toRows().map((row) => row.lastmod);
    expect(useCheckFixesStore().fixAll('lastmod-true')).toBe(true);
    // /changed: when the change was first seen; /moved: back to the lastmod the checks took as true.
    expect(lastmods()).toEqual(['2026-03-05', '2026-02-01', '2026-02-01', '2026-02-01']);
    expect(useNoticesStore().notice).toBe('Set 2 lastmods');
    expect([0, 1].map(codesOf)).toEqual([[], []]);
    useHistoryStore().undo();
    expect(lastmods()).toEqual(['2026-02-01', '2026-03-03', '2026-02-01', '2026-02-01']);
  });

  // The fingerprint review: the CLI's `fix --lastmod` set a lastmod in the future back where the
  // checks date its page, while the app's "Make lastmod true" left it and did not count it.
  it('sets a lastmod in the future back to the one the checks took as true, as the CLI does', () => {
    startStores();
    const table = addTable('shop', [{ ...emptyRow(url('/ahead')), lastmod: '2030-01-01' }]);
    const ahead = checked('/ahead', ['2026-03-01T10:00:00Z', A], ['2026-03-05T10:00:00Z', A]);
    useProjectStore().addSiteChecks([ahead]);
    const cli = reviewLastmods([{ rows: table.rows.toRows() }], () => ahead, Date.now());
    expect(cli.fixes.map((fix) => [fix.code, fix.to])).toEqual([['lastmod-future', '2026-02-01']]);
    const fixes = useCheckFixesStore();
    expect(fixes.fixesForRows(table, [0])).toContainEqual({ fix: 'lastmod-true', rows: 1 });
    expect(fixes.fixAll('lastmod-true')).toBe(true);
    expect(table.rows.toRows().map((row) => row.lastmod)).toEqual(['2026-02-01']);
  });

  it('is offered on the rows it changes, and not on the others', () => {
    const table = project();
    const offered = (stored: number) => useCheckFixesStore().fixesForRow(table, stored).includes('lastmod-true');
    expect([0, 1, 2, 3].map(offered)).toEqual([true, true, false, false]);
  });

  it('is offered for a selection with how many of its rows it changes, and applied to those rows only, as one step', () => {
    const table = project();
    const fixes = useCheckFixesStore();
    const lastmods = () => table.rows.toRows().map((row) => row.lastmod);
    // The selection in view order (a sorted view gives its stored rows in any order): /same, /moved, /unstable.
    expect(fixes.fixesForRows(table, [2, 1, 3])).toContainEqual({ fix: 'lastmod-true', rows: 1 });
    expect(fixes.fixesForRows(table, [2, 3]).map(({ fix }) => fix)).not.toContain('lastmod-true');
    expect(fixes.fixRows(table.id, [2, 1, 3], 'lastmod-true')).toBe(true);
    // /moved back to its true date; /changed, outside the selection, keeps its stale one.
    expect(lastmods()).toEqual(['2026-02-01', '2026-02-01', '2026-02-01', '2026-02-01']);
    expect(useNoticesStore().notice).toBe('Set 1 lastmod');
    expect(codesOf(0)).toEqual(['lastmod lastmod-stale']);
    useHistoryStore().undo();
    expect(lastmods()).toEqual(['2026-02-01', '2026-03-03', '2026-02-01', '2026-02-01']);
    expect(fixes.fixesForRows(table, [0, 1, 2, 3])).toContainEqual({ fix: 'lastmod-true', rows: 2 });
  });
});
