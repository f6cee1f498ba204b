// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { computed, nextTick } from 'vue';
import { useFindReplace } from '../../../../../renderer/src/grid/find/useFindReplace';
import type { GridModel } from '../../../../../renderer/src/grid/useGridModel';
import { CellChanges } from '../../../../../renderer/src/table/edit-commands';
import { useHistoryStore } from '../../../../../renderer/src/history/history-store';
import { addTable } from '../../../../support/renderer/project-tables';
import { useNoticesStore } from '../../../../../renderer/src/services/notices-store';
import { emptyRow } from '../../../../../shared/url-table';
import { startStores } from '../../../../support/renderer/store-harness';

/** A grid over six rows of which a filter shows `shown` (stored indices), edits applied to its columns. */
function gridOver(shown: number[] | null) {
  const table = addTable(
    't',
    Array.from({ length: 6 }, (_, n) => emptyRow(`https://example.com/old/${n}`)),
  );
  const { rows } = table;
  const model = {
    table: () => table,
    rowCount: computed(() => (shown ? shown.length : 6)),
    view: computed(() => null),
    storedAt: (v: number) => (shown ? shown[v]! : v),
    changes: () => new CellChanges(rows),
    // Through the history, as the grid's model runs edits: one undo step each.
    run: (command) => useHistoryStore().run(table.id, command),
  } as GridModel;
  return { rows, model };
}

describe('Replace all', () => {
  it('says how many it replaced, and with a filter on that the count and the change are of the rows shown', async () => {
    startStores();
    const filtered = gridOver([1, 3]);
    const find = useFindReplace(
      filtered.model,
      () => ({ top: 0, bottom: 0, left: 0, right: 0 }),
      () => undefined,
    );
    find.text.value = 'old';
    find.replacement.value = 'new';
    expect([find.count.value, find.onlyShown.value]).toEqual([2, true]);
    find.replaceEvery();
    expect(useNoticesStore().notice).toBe(
      'Replaced 2 matches in the rows the filter shows (2); the rows it hides are unchanged.',
    );
    expect(Array.from({ length: 6 }, (_, n) => filtered.rows.get(n, 'loc'))).toEqual([
      'https://example.com/old/0',
      'https://example.com/new/1',
      'https://example.com/old/2',
      'https://example.com/new/3',
      'https://example.com/old/4',
      'https://example.com/old/5',
    ]);

    const whole = gridOver(null);
    const all = useFindReplace(
      whole.model,
      () => ({ top: 0, bottom: 0, left: 0, right: 0 }),
      () => undefined,
    );
    all.text.value = 'old/5';
    all.replacement.value = 'new/5';
    expect(all.onlyShown.value).toBe(false);
    all.replaceEvery();
    expect(useNoticesStore().notice).toBe('Replaced 1 match.');
    // Its Undo is beside it, and the notice goes once the replace is undone (it stayed: the probe).
    expect(useNoticesStore().noticeAction?.label).toBe('Undo');
    useHistoryStore().undo();
    await nextTick();
    expect(useNoticesStore().notice).toBeNull();
  });

  it('counts the cells it changed, not those it matched, and says when it changed none (no undo step made)', () => {
    startStores();
    const { model } = gridOver(null);
    const find = useFindReplace(
      model,
      () => ({ top: 0, bottom: 0, left: 0, right: 0 }),
      () => undefined,
    );
    find.text.value = 'https';
    find.replacement.value = 'https';
    expect(find.count.value).toBe(6);
    find.replaceEvery();
    expect(useNoticesStore().notice).toBe('Nothing changed: every match already reads as its replacement.');
    expect(useHistoryStore().canUndo).toBe(false);
    find.text.value = 'OLD/[12]';
    find.regex.value = true;
    find.replacement.value = 'old/1';
    expect(find.count.value).toBe(2);
    find.replaceEvery();
    expect(useNoticesStore().notice).toBe('Replaced 1 match.');
  });
});
