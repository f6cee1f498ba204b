import { describe, expect, it } from 'vitest';
import { useHistoryStore } from '../../../../renderer/src/history/history-store';
import { previewRows, SHOWN_ROWS } from '../../../../renderer/src/languages/completion-preview';
import { useCompletionStore } from '../../../../renderer/src/languages/completion-store';
import { useLanguagesStore } from '../../../../renderer/src/languages/languages-store';
import { completeCluster } from '../../../../shared/hreflang/complete-cluster';
import { isKnownHreflang } from '../../../../shared/validation/field-rules';
import { giantCluster, smallCluster } from '../../../support/giant-cluster';
import { addTable } from '../../../support/renderer/project-tables';
import { startStores } from '../../../support/renderer/store-harness';

describe('completing a giant cluster', () => {
  it('works the preview out in steps, dropped when another cluster is shown, and applies it as one undo step', async () => {
    startStores();
    const table = addTable('giant', [...smallCluster(), ...giantCluster(5000)]);
    const history = useHistoryStore();
    const languages = useLanguagesStore();
    const completion = useCompletionStore();
    await languages.show();
    await languages.select(1);
    expect(languages.matrix!.members).toHaveLength(20_002);

    // Working: nothing shown yet; another cluster shown drops it.
    const dropped = completion.prepare('cluster');
    expect([completion.completing, completion.preview]).toEqual(['cluster', null]);
    await languages.select(0);
    await dropped;
    expect([completion.completing, completion.preview]).toEqual([null, null]);

    // Left to finish: the x-default pre-chosen as the page the rows name most, the same as at once.
    await languages.select(1);
    const matrix = languages.matrix!;
    await completion.prepare('cluster');
    expect(completion.xDefault).toEqual({ kind: 'page', loc: matrix.xDefault });
    const atOnce = completeCluster(matrix, matrix.xDefault, isKnownHreflang);
    const preview = completion.preview!;
    expect([preview.changes.length, preview.conflictCount]).toEqual([atOnce.changes.length, atOnce.conflicts.length]);
    // Paged: page 3 of the rows is the changes 201–300.
    const third = previewRows(preview, 2);
    expect(third).toHaveLength(SHOWN_ROWS);
    expect(third[0]!.loc).toBe(table.rows.get(atOnce.changes[2 * SHOWN_ROWS]!.place.row, 'loc'));

    const before = JSON.stringify(table.rows.toRows());
    const applied = completion.apply();
    expect(completion.applying).toBe(true);
    await applied;
    expect([completion.applying, completion.completing]).toEqual([false, null]);
    const changed = atOnce.changes.at(-1)!;
    expect(table.rows.get(changed.place.row, 'alternates')).toEqual(changed.after);
    expect(history.undo()).toBe(true);
    expect(JSON.stringify(table.rows.toRows())).toBe(before);
    expect(changed.after.at(-1)).toEqual({ rel: 'alternate', hreflang: 'x-default', href: matrix.xDefault });
  }, 60_000);
});
