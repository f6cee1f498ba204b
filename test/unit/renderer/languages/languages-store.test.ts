import { describe, expect, it } from 'vitest';
import { watch } from 'vue';
import { useRowDetailsStore } from '../../../../renderer/src/details/row-details-store';
import { useHistoryStore } from '../../../../renderer/src/history/history-store';
import { useCompletionStore } from '../../../../renderer/src/languages/completion-store';
import { useLanguagesStore } from '../../../../renderer/src/languages/languages-store';
import { useProjectStore } from '../../../../renderer/src/project/project-store';
import { useNoticesStore } from '../../../../renderer/src/services/notices-store';
import type { ColumnarTable } from '../../../../shared/columnar/columnar-table';
import { clusterProblems } from '../../../../shared/hreflang/cluster-problems';
import { emptyCheck } from '../../../../shared/site-check/empty-check';
import { hreflangRow as row } from '../../../support/hreflang-row';
import { giantCluster, JOINING_LINK, smallCluster } from '../../../support/giant-cluster';
import { addTable } from '../../../support/renderer/project-tables';
import { startStores } from '../../../support/renderer/store-harness';

const E = 'https://example.com';

/**
 * Two clusters across two tables: /a complete but for the Dutch page's return links and x-default;
 * /b in English only listing itself and its German page, which lists nothing.
 */
function brokenProject() {
  startStores();
  const english = addTable('en', [
    row(`${E}/en/a`, `en ${E}/en/a`, `nl ${E}/nl/a`, `x-default ${E}/en/a`),
    row(`${E}/en/b`, `en ${E}/en/b`, `de ${E}/de/b`),
  ]);
  const other = addTable('other', [row(`${E}/nl/a`, `nl ${E}/nl/a`), row(`${E}/de/b`)]);
  return {
    english,
    other,
    project: useProjectStore(),
    history: useHistoryStore(),
    languages: useLanguagesStore(),
    completion: useCompletionStore(),
  };
}

const snapshot = (tables: readonly ColumnarTable[]): string => JSON.stringify(tables.map((t) => t.rows.toRows()));
const problemsLeft = (tables: readonly ColumnarTable[]) => clusterProblems(tables).map(({ problem }) => problem.code);

describe('the Languages panel', () => {
  it("shows the current row's cluster as pages × languages, each problem on the cell it is fixed on", async () => {
    const { other, languages } = brokenProject();
    useRowDetailsStore().follow({ tableId: other.id, stored: 0, row: other.rows.rowAt(0), shownAs: 1 });
    await languages.show();
    expect([languages.open, languages.count, languages.cluster]).toEqual([true, 2, 0]);
    const matrix = languages.matrix!;
    expect(matrix.members.map(({ loc, language }) => `${language} ${loc}`)).toEqual([`en ${E}/en/a`, `nl ${E}/nl/a`]);
    expect(matrix.languages).toEqual(['en', 'nl', 'x-default']);
    // The Dutch row lists no English page (its return link) and no x-default.
    const cells = languages.problems!.cells;
    expect(cells.get('1 0')!.map(({ code, severity }) => `${code} ${severity}`)).toEqual([
      'hreflang-return-missing warning',
    ]);
    expect(cells.get('1 0')![0]!.message).toContain(`${E}/en/a`);
    expect(cells.get('1 2')!.map(({ code }) => code)).toEqual(['hreflang-x-default-differs']);
    expect(cells.get('0 0')).toBeUndefined();
    await languages.select(1);
    expect(languages.matrix!.members.map(({ loc }) => loc)).toEqual([`${E}/en/b`, `${E}/de/b`]);
  });

  it('completes every cluster after a preview, as one step that undoes and redoes whole', async () => {
    const { english, other, project, history, languages, completion } = brokenProject();
    await languages.show();
    const before = snapshot(project.tables);
    await completion.prepare('all');
    const preview = completion.preview!;
    // No page of /b names an x-default, so none is added there; /a's is the English page.
    expect([preview.clusters, preview.changes.length, preview.added, preview.removed]).toEqual([2, 2, 4, 0]);
    expect(preview.shown.map(({ loc }) => loc)).toEqual([`${E}/nl/a`, `${E}/de/b`]);
    // The English page of each cluster as its x-default: /b gets one too.
    await completion.prepare('all', { kind: 'language', language: 'en' });
    expect([completion.preview!.changes.length, completion.preview!.added]).toEqual([3, 6]);
    expect(snapshot(project.tables)).toBe(before);
    await completion.apply();
    expect(completion.preview).toBeNull();
    // Said in the status bar, with Undo beside it.
    const notices = useNoticesStore();
    expect(notices.notice).toBe('6 links added and 0 removed in 3 rows');
    expect(notices.noticeAction!.label).toBe('Undo');
    expect(problemsLeft([english, other])).toEqual([]);
    const after = snapshot(project.tables);
    expect(history.undo()).toBe(true);
    expect(snapshot(project.tables)).toBe(before);
    expect(history.redo()).toBe(true);
    expect(snapshot(project.tables)).toBe(after);
  });

  it('completes the cluster shown with the x-default the person chose, and lists conflicts rather than guess', async () => {
    const { english, languages, completion } = brokenProject();
    await languages.show();
    await completion.prepare('cluster', { kind: 'page', loc: `${E}/nl/a` });
    expect(completion.preview!.shown.map(({ loc, added }) => `${loc} ${added.map((link) => link.hreflang)}`)).toEqual([
      `${E}/en/a x-default`,
      `${E}/nl/a en,x-default`,
    ]);
    await completion.apply();
    expect(english.rows.get(0, 'alternates').find((link) => link.hreflang === 'x-default')!.href).toBe(`${E}/nl/a`);

    // A page no link gives a language is left for the person.
    await languages.show();
    await languages.select(1);
    await completion.prepare('cluster');
    // No page of /b names an x-default: none is the choice shown and made.
    expect(completion.xDefault).toEqual({ kind: 'none' });
    expect(completion.preview!.conflictCount).toBe(0);
    english.rows.setCell(1, 'alternates', [{ rel: 'alternate', hreflang: 'de', href: `${E}/de/b` }]);
    useProjectStore().rowsChanged();
    await languages.show();
    await languages.select(1);
    await completion.prepare('cluster');
    expect(completion.preview!.conflicts.map(({ message }) => message)).toEqual([
      `No link gives ${E}/en/b a language.`,
    ]);
    // The person goes to the conflict's cluster to decide there.
    await languages.select(0);
    await completion.prepare('all');
    const [conflict] = completion.preview!.conflicts;
    completion.showCluster(conflict!.place!);
    expect([completion.completing, languages.cluster]).toEqual([null, 1]);
  });

  it("shows where a live page lists other alternates, and takes the page's as one undoable step", async () => {
    const { other, project, history, languages } = brokenProject();
    const declared = [
      { hreflang: 'en', href: `${E}/en/a` },
      { hreflang: 'nl', href: `${E}/nl/a` },
    ];
    project.addSiteChecks([{ ...emptyCheck(`${E}/nl/a`), status: 200, hops: [], alternates: declared }]);
    await languages.show();
    expect([...languages.problems!.pageDiffers]).toEqual([1]);
    expect(languages.problems!.rows.get(1)!.map(({ code }) => code)).toEqual(['check-hreflang-mismatch']);
    const before = snapshot(project.tables);
    languages.takePageAlternates(1);
    expect(other.rows.get(0, 'alternates')).toEqual(declared.map((link) => ({ rel: 'alternate', ...link })));
    await languages.show();
    expect(languages.problems!.pageDiffers.size).toBe(0);
    expect(history.undo()).toBe(true);
    expect(snapshot(project.tables)).toBe(before);
  });

  it('counts the clusters worked out while completing all of them', async () => {
    startStores();
    addTable(
      'pairs',
      Array.from({ length: 300 }, (_, n) => [
        row(`${E}/en/${n}`, `en ${E}/en/${n}`, `nl ${E}/nl/${n}`),
        row(`${E}/nl/${n}`),
      ]).flat(),
    );
    const languages = useLanguagesStore();
    const completion = useCompletionStore();
    await languages.show();
    const seen: (number | null)[] = [];
    watch(
      () => completion.progress,
      (progress) => void seen.push(progress),
      { flush: 'sync' },
    );
    await completion.prepare('all');
    expect(seen).toEqual([0, 128, 256, null]);
    expect(completion.preview!.changes).toHaveLength(300); // each Dutch page gets its two links
  });

  it('builds a giant cluster in steps, showing it is building; opening another cluster or closing drops it', async () => {
    startStores();
    addTable('giant', [...smallCluster(), ...giantCluster(5000)]);
    const languages = useLanguagesStore();
    await languages.show();
    expect([languages.count, languages.cluster, languages.matrix!.members.length]).toEqual([2, 0, 2]);
    const sizesShown: number[] = [];
    watch(
      () => languages.matrix,
      (matrix) => void (matrix && sizesShown.push(matrix.members.length)),
      { flush: 'sync' },
    );

    // Another cluster asked for while the giant one is building: the giant one is never shown.
    const giant = languages.select(1);
    expect([languages.building, languages.matrix]).toEqual([true, null]);
    await languages.select(0);
    await giant;
    // The first cluster is shown again as it was built, not built anew.
    expect([languages.building, languages.cluster, sizesShown]).toEqual([false, 0, [2]]);

    // Closed while building: nothing is shown or kept.
    const closed = languages.select(1);
    languages.close();
    await closed;
    expect([languages.building, languages.matrix, sizesShown]).toEqual([false, null, [2]]);

    // Left to finish: shown, with the link that joins it.
    await languages.show();
    await languages.select(1);
    expect(languages.matrix!.members).toHaveLength(20_002);
    expect(languages.problems!.joining.map(({ member }) => languages.matrix!.members[member]!.loc)).toEqual([
      JOINING_LINK.from,
    ]);
    expect(sizesShown).toEqual([2, 2, 20_002]);
  }, 60_000);
});
