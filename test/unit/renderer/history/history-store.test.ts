import { nextTick } from 'vue';
import { describe, expect, it } from 'vitest';
import { detailsCommand } from '../../../../renderer/src/details/detail-edits';
import { fillBlock } from '../../../../renderer/src/grid/fill';
import { readBlock, tileChanges } from '../../../../renderer/src/grid/tile';
import { CellChanges, type EditCommand } from '../../../../renderer/src/history/edit-commands';
import { useHistoryStore } from '../../../../renderer/src/history/history-store';
import { useImportStore } from '../../../../renderer/src/import/import-session-store';
import { mergeCommand } from '../../../../renderer/src/import/merge-command';
import { useProjectStore } from '../../../../renderer/src/project/project-store';
import { useShellStore } from '../../../../renderer/src/shell/shell-store';
import { planMerge } from '../../../../shared/merge-rows';
import { emptyImage, type UrlRow } from '../../../../shared/url-table';
import { addTable, rowsOf } from '../../../support/renderer/project-tables';
import { startStores } from '../../../support/renderer/store-harness';
import { useStoresInTempDir } from '../../../support/renderer/stores-in-temp-dir';
import { urlsetOf } from '../../../support/sitemap-xml';

/** One cell set to a value, as typing into the grid's cell editor makes it. */
function typed(row: UrlRow, field: 'loc' | 'lastmod' | 'priority', value: string): EditCommand {
  const changes = new CellChanges();
  changes.add(row, field, value);
  return changes.command('Edit cell');
}

const locs = (rows: readonly UrlRow[]): string[] => rows.map((row) => row.loc);
const locsAndLastmods = (rows: readonly UrlRow[]): [string, string | null][] =>
  rows.map((row) => [row.loc, row.lastmod]);

/** The table "pages" (a, b) before and after an import merges in b with a lastmod, and c. */
const BEFORE_MERGE = [
  ['https://example.com/a', null],
  ['https://example.com/b', null],
];
const AFTER_MERGE = [
  ['https://example.com/a', null],
  ['https://example.com/b', '2025-02-02'],
  ['https://example.com/c', null],
];

describe('history store', () => {
  const temp = useStoresInTempDir();

  it('undoes and redoes grid edits in order, each on its own table, showing the table it changes', () => {
    startStores();
    const project = useProjectStore();
    const history = useHistoryStore();
    const pages = addTable('pages', rowsOf('https://example.com/a', 'https://example.com/b'));
    const posts = addTable('posts', rowsOf('https://example.com/p'));

    history.run(pages.id, typed(pages.rows[0]!, 'priority', '0.8'));
    history.run(posts.id, {
      kind: 'insert',
      label: 'Insert row',
      at: [0],
      rows: rowsOf('https://example.com/new'),
      viewAt: null,
    });
    history.run(pages.id, { kind: 'delete', label: 'Delete row', at: [1], rows: [pages.rows[1]!], viewAt: null });
    expect(locs(pages.rows)).toEqual(['https://example.com/a']);

    expect(history.undo()?.kind).toBe('insert'); // the delete's inverse
    expect(locs(pages.rows)).toEqual(['https://example.com/a', 'https://example.com/b']);
    expect(history.undo()?.kind).toBe('delete'); // the insert's inverse, on the other table
    expect(project.activeTableId).toBe(posts.id);
    expect(locs(posts.rows)).toEqual(['https://example.com/p']);
    history.undo();
    expect(pages.rows[0]!.priority).toBeNull();
    expect(project.activeTableId).toBe(pages.id);
    expect(history.canUndo).toBe(false);
    expect(history.undo()).toBeNull();

    history.redo();
    history.redo();
    expect(pages.rows[0]!.priority).toBe('0.8');
    expect(locs(posts.rows)).toEqual(['https://example.com/new', 'https://example.com/p']);
    expect(project.activeTableId).toBe(posts.id);
    expect(history.canRedo).toBe(true);
  });

  it('undoes a fill as one step: every cell it wrote goes back', () => {
    startStores();
    const history = useHistoryStore();
    const pages = addTable('pages', rowsOf('https://example.com/a', 'https://example.com/b', 'https://example.com/c'));
    pages.rows[0]!.lastmod = '2025-01-01';
    const rowAt = (v: number): UrlRow => pages.rows[v]!;
    // Fill down the lastmod column (column 1) from the first row over the two below it, as useFill does.
    const source = { top: 0, bottom: 0, left: 1, right: 1 };
    const target = { top: 1, bottom: 2, left: 1, right: 1 };
    history.run(
      pages.id,
      tileChanges(fillBlock(readBlock(source, rowAt), source, target), target, rowAt).command('Fill'),
    );
    expect(pages.rows.map((row) => row.lastmod)).toEqual(['2025-01-01', '2025-01-01', '2025-01-01']);

    history.undo();
    expect(pages.rows.map((row) => row.lastmod)).toEqual(['2025-01-01', null, null]);
    expect(history.canUndo).toBe(false);
  });

  it('undoes an import merged into a table as one step: updated fields and appended rows both go', () => {
    startStores();
    const history = useHistoryStore();
    const pages = addTable('pages', rowsOf('https://example.com/a', 'https://example.com/b'));
    const imported = [
      { ...rowsOf('https://example.com/b')[0]!, lastmod: '2025-02-02' },
      ...rowsOf('https://example.com/c'),
    ];
    const plan = planMerge(pages.rows, imported, 'update');
    history.run(pages.id, mergeCommand(pages.rows.length, plan, 'Import into "pages"'));
    expect(locsAndLastmods(pages.rows)).toEqual(AFTER_MERGE);

    history.undo();
    expect(locsAndLastmods(pages.rows)).toEqual(BEFORE_MERGE);
    history.redo();
    expect(pages.rows).toHaveLength(3);
    expect(pages.rows[1]!.lastmod).toBe('2025-02-02');
  });

  it('undoes an import the dialog merged into a table as one step', async () => {
    temp.startStores();
    const history = useHistoryStore();
    const pages = addTable('pages', rowsOf('https://example.com/a', 'https://example.com/b'));
    const more = await temp.write(
      'more.xml',
      urlsetOf([{ loc: 'https://example.com/b', lastmod: '2025-02-02' }, { loc: 'https://example.com/c' }]),
    );
    const imports = useImportStore();
    imports.begin([{ location: more, kind: 'file' }]);
    await imports.run();
    imports.choice = 'merge';
    imports.confirm();
    expect(useShellStore().notice).toBe('Merged into "pages": 1 URL added, 1 updated.');
    expect(locsAndLastmods(pages.rows)).toEqual(AFTER_MERGE);

    history.undo();
    expect(locsAndLastmods(pages.rows)).toEqual(BEFORE_MERGE);
    expect(history.canUndo).toBe(false);
  });

  it('undoes a detail edit to the very list the row had, and redoes it', () => {
    startStores();
    const history = useHistoryStore();
    const pages = addTable('pages', rowsOf('https://example.com/a'));
    const row = pages.rows[0]!;
    const images = row.images;
    const added = [...images, emptyImage('https://example.com/a.png')];
    history.run(pages.id, detailsCommand('Add image', [{ row, field: 'images', value: added }]));
    expect(row.images).toBe(added);

    history.undo();
    expect(row.images).toBe(images);
    expect(row.images).toEqual([]);
    history.redo();
    expect(row.images.map((image) => image.loc)).toEqual(['https://example.com/a.png']);
  });

  it('forgets what could be redone once a new edit is made; an edit that changes nothing is not one', () => {
    startStores();
    const project = useProjectStore();
    const history = useHistoryStore();
    const pages = addTable('pages', rowsOf('https://example.com/a'));
    const row = pages.rows[0]!;
    history.run(pages.id, typed(row, 'priority', '0.1'));
    history.undo();
    expect(history.canRedo).toBe(true);

    const version = project.version;
    history.run(pages.id, detailsCommand('Set news', [{ row, field: 'news', value: row.news }]));
    expect(project.version).toBe(version);
    expect(history.canRedo).toBe(true);

    history.run(pages.id, typed(row, 'priority', '0.9'));
    expect(history.canRedo).toBe(false);
    expect(history.redo()).toBeNull();
    expect(row.priority).toBe('0.9');
  });

  it('tells its listeners about every change, undo and redo included, until they stop listening', () => {
    startStores();
    const history = useHistoryStore();
    const pages = addTable('pages', rowsOf('https://example.com/a'));
    const heard: string[] = [];
    const stop = history.onApplied((tableId, command) =>
      heard.push(`${tableId === pages.id ? 'pages' : tableId} ${command.kind}`),
    );
    history.run(pages.id, {
      kind: 'insert',
      label: 'Insert row',
      at: [1],
      rows: rowsOf('https://example.com/b'),
      viewAt: null,
    });
    history.undo();
    history.redo();
    stop();
    history.undo();
    expect(heard).toEqual(['pages insert', 'pages delete', 'pages insert']);
  });

  it('lets go of the history of tables that are gone: nothing is undone into a closed project', async () => {
    startStores();
    const project = useProjectStore();
    const history = useHistoryStore();
    const pages = addTable('pages', rowsOf('https://example.com/a'));
    history.run(pages.id, typed(pages.rows[0]!, 'loc', 'https://example.com/changed'));
    history.undo();
    project.newProject();
    await nextTick();
    expect(history.canUndo).toBe(false);
    expect(history.canRedo).toBe(false);
    expect(history.redo()).toBeNull();
    expect(pages.rows[0]!.loc).toBe('https://example.com/a');
    expect(project.dirty).toBe(false);
  });

  it('makes the project unsaved with every edit, undo and redo, even after a save', () => {
    startStores();
    const project = useProjectStore();
    const history = useHistoryStore();
    const pages = addTable('pages', rowsOf('https://example.com/a'));
    project.markSaved('/projects/site.sitemapstudio', 'site');
    expect(project.dirty).toBe(false);

    history.run(pages.id, typed(pages.rows[0]!, 'lastmod', '2025-03-03'));
    expect(project.dirty).toBe(true);
    project.markSaved('/projects/site.sitemapstudio', 'site');
    history.undo();
    expect(project.dirty).toBe(true);
    project.markSaved('/projects/site.sitemapstudio', 'site');
    history.redo();
    expect(project.dirty).toBe(true);
  });
});
