// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import ProblemGroupItem from '../../../../renderer/src/problems/ProblemGroupItem.vue';
import type { PanelGroup } from '../../../../renderer/src/problems/panel-groups';
import { RowList } from '../../../../renderer/src/validation/row-list';
import { useTableViewsStore } from '../../../../renderer/src/views/table-views-store';
import { emptyRow } from '../../../../shared/url-table';
import { addTable } from '../../../support/renderer/project-tables';
import { startStores } from '../../../support/renderer/store-harness';
import { mountComponent } from '../support/mount-component';

const BUILD_TIME = '2026-11-01T04:00:00Z';

/**
 * A table of 120 rows: the first 20 with their own dates (the first of them the build time in other
 * letter case, which is another value), the other 100 stamped with one build time.
 */
function sharedLastmodTable() {
  const ownDate = (i: number) => (i === 0 ? BUILD_TIME.toLowerCase() : `2025-01-${String(i + 1).padStart(2, '0')}`);
  return addTable(
    'pages',
    Array.from({ length: 120 }, (_, i) => ({
      ...emptyRow(`https://example.com/p/${i}`),
      lastmod: i < 20 ? ownDate(i) : BUILD_TIME,
    })),
  );
}

/** A group as the panel builds it, with its problems on these stored rows of `pages`. */
function group(code: PanelGroup['code'], severity: PanelGroup['severity'], rows: number[]): PanelGroup {
  const list = new RowList();
  rows.forEach((row) => list.add(row));
  return {
    key: `${severity}:${code}`,
    severity,
    code,
    count: rows.length,
    listed: [],
    rows: new Map([['pages', list]]),
  };
}

const shownLocs = (tableId: string): number => useTableViewsStore().viewOf(tableId).rows?.length ?? -1;

describe('ProblemGroupItem: show these rows', () => {
  it('shows every row sharing the lastmod of lastmod-shared in one click, by a lastmod filter, and all rows again', async () => {
    startStores();
    const table = sharedLastmodTable();
    // Validation puts the one table-level finding on the first row that holds the value.
    const wrapper = mountComponent(ProblemGroupItem, {
      props: { group: group('lastmod-shared', 'warning', [20]), fresh: false },
    });
    const button = wrapper.get('.show-rows');
    expect(button.text()).toBe('Show these rows in the grid');
    await button.trigger('click');
    const views = useTableViewsStore();
    expect(shownLocs(table.id)).toBe(100);
    expect(views.viewOf(table.id).filters).toMatchObject({ lastmod: BUILD_TIME, operators: { lastmod: 'equals' } });
    const shown = Array.from(views.viewOf(table.id).rows!);
    expect(shown.every((stored) => table.rows.get(stored, 'lastmod') === BUILD_TIME)).toBe(true);
    expect(button.text()).toBe('Show all rows');
    await button.trigger('click');
    expect(views.viewOf(table.id).rows).toBeNull();
    expect(button.text()).toBe('Show these rows in the grid');
    wrapper.unmount();
  });

  it('shows the rows their problems are on for other codes', async () => {
    startStores();
    const table = sharedLastmodTable();
    const wrapper = mountComponent(ProblemGroupItem, {
      props: { group: group('lastmod-future', 'warning', [3, 7, 3]), fresh: false },
    });
    await wrapper.get('.show-rows').trigger('click');
    expect(Array.from(useTableViewsStore().viewOf(table.id).rows!)).toEqual([3, 7]);
    await wrapper.get('.show-rows').trigger('click');
    expect(useTableViewsStore().viewOf(table.id).rows).toBeNull();
    wrapper.unmount();
  });
});
