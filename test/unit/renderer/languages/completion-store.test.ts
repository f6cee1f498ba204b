import { nextTick } from 'vue';
import { describe, expect, it, vi } from 'vitest';
import { useHistoryStore } from '../../../../renderer/src/history/history-store';
import { previewRows, SHOWN_ROWS } from '../../../../renderer/src/languages/completion-preview';
import { useCompletionStore } from '../../../../renderer/src/languages/completion-store';
import { useLanguagesStore } from '../../../../renderer/src/languages/languages-store';
import { CellChanges, deletion } from '../../../../renderer/src/table/edit-commands';
import { completeCluster } from '../../../../shared/hreflang/complete-cluster';
import { isKnownHreflang } from '../../../../shared/validation/field-rules';
import { emptyRow, type UrlRow } from '../../../../shared/url-table';
import { giantCluster, smallCluster } from '../../../support/giant-cluster';
import { addTable } from '../../../support/renderer/project-tables';
import { startStores } from '../../../support/renderer/store-harness';

/** The Languages panel showing a giant cluster of `contents` × 4 + 2 pages, after a small one. */
async function showGiantCluster(contents: number) {
  startStores();
  const table = addTable('giant', [...smallCluster(), ...giantCluster(contents)]);
  const [history, languages, completion] = [useHistoryStore(), useLanguagesStore(), useCompletionStore()];
  await languages.show();
  await languages.select(1);
  return { table, history, languages, completion };
}

describe('completing a giant cluster', () => {
  it('works the preview out in steps, dropped when another cluster is shown, and applies it as one undo step', async () => {
    const { table, history, languages, completion } = await showGiantCluster(5000);
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

  it('works the preview out again when the rows change while it is worked out or shown, never left working', async () => {
    const { table, history, languages, completion } = await showGiantCluster(500);
    const members = languages.matrix!.members.length;
    // A page of the cluster that is not its x-default, moved to a new address: the cluster gains it,
    // and keeps the old one, which the other pages still name.
    const leaving = languages.matrix!.members.find((page) => page.place && page.loc !== languages.matrix!.xDefault)!;
    const edit = (loc: string) => {
      const changes = new CellChanges(table.rows);
      changes.add(leaving.place!.row, 'loc', loc);
      history.run(table.id, changes.command('Edit cell'));
    };
    const settled = async () => {
      await vi.waitUntil(() => completion.preview !== null, { timeout: 20_000, interval: 10 });
      return completion.preview!;
    };

    // An edit while the preview is worked out: what was under way is dropped, and worked out again.
    const first = completion.prepare('cluster');
    const moved = 'https://elsewhere.example/moved';
    edit(moved);
    await first;
    expect([completion.completing, completion.preview]).toEqual(['cluster', null]);
    const again = await settled();
    expect(languages.matrix!.members).toHaveLength(members + 1);
    expect(languages.matrix!.members.some((page) => page.loc === moved)).toBe(true);
    const atOnce = completeCluster(languages.matrix!, languages.matrix!.xDefault, isKnownHreflang);
    expect(again.changes.length).toBe(atOnce.changes.length);

    // An undo while it is shown: the shown preview goes at once (Apply has nothing stale to apply), then comes back.
    expect(history.undo()).toBe(true);
    await nextTick();
    expect(completion.preview).toBeNull();
    const back = await settled();
    expect(languages.matrix!.members).toHaveLength(members);
    expect(back).not.toBe(again);
    expect(completion.completing).toBe('cluster');
  }, 60_000);

  it('keeps completing the same rows when an edit renumbers their cluster, and works out a choice made meanwhile', async () => {
    const { table, history, languages, completion } = await showGiantCluster(100);
    const settled = () => vi.waitUntil(() => completion.preview, { timeout: 20_000, interval: 10 });
    await completion.prepare('cluster');
    const before = completion.preview!;
    // The small cluster before it deleted: the giant cluster is now the first, its rows the same.
    history.run(table.id, deletion(table.rows, [0, 1], null, 'Delete rows'));
    await nextTick();
    expect(completion.preview).toBeNull();
    const renumbered = await settled();
    expect([languages.cluster, completion.completing]).toEqual([0, 'cluster']);
    expect(renumbered).not.toBe(before);

    // Chosen while the clusters are found again after another edit: no matrix to work it out on yet,
    // so it is worked out once there is one.
    const changes = new CellChanges(table.rows);
    changes.add(5, 'lastmod', '2024-01-01');
    history.run(table.id, changes.command('Edit cell'));
    await nextTick();
    void completion.prepare('cluster', { kind: 'none' });
    const chosen = await settled();
    expect([completion.completing, completion.xDefault]).toEqual(['cluster', { kind: 'none' }]);
    expect(chosen.changes.length).toBeGreaterThan(0);
  }, 60_000);
});

describe('completing all clusters with the page in a language as x-default', () => {
  it('counts the clusters with no page in that language, as the command line does', async () => {
    startStores();
    const pair = (a: string, b: string): UrlRow[] =>
      [a, b].map((loc) => ({
        ...emptyRow(loc),
        alternates: [
          { rel: 'alternate', hreflang: a.split('/')[3]!, href: a },
          { rel: 'alternate', hreflang: b.split('/')[3]!, href: b },
        ],
      }));
    addTable('pages', [
      ...pair('https://e.com/de/a', 'https://e.com/en/a'),
      ...pair('https://e.com/nl/b', 'https://e.com/en/b'),
    ]);
    const [languages, completion] = [useLanguagesStore(), useCompletionStore()];
    await languages.show();
    await completion.prepare('all', { kind: 'language', language: 'de' });
    expect(completion.preview!.withoutLanguage).toEqual({ language: 'de', clusters: 1 });
    await completion.prepare('all', { kind: 'language', language: 'en' });
    expect(completion.preview!.withoutLanguage).toEqual({ language: 'en', clusters: 0 });
    await completion.prepare('all', { kind: 'most' });
    expect(completion.preview!.withoutLanguage).toBeNull();
  });
});
