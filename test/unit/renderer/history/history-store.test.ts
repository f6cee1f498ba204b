import { nextTick } from 'vue';
import { describe, expect, it } from 'vitest';
import { detailsCommands, type DetailChange } from '../../../../renderer/src/details/detail-edits';
import { cellText, type ColumnKey } from '../../../../renderer/src/table/columns';
import { fillBlock } from '../../../../renderer/src/grid/clipboard/fill';
import { readBlock, tileBlock } from '../../../../renderer/src/grid/clipboard/tile';
import { CellChanges, deletion, type EditCommand } from '../../../../renderer/src/table/edit-commands';
import { useHistoryStore } from '../../../../renderer/src/history/history-store';
import { undoNoticeAction } from '../../../../renderer/src/history/undo-notice-action';
import { useImportStore } from '../../../../renderer/src/import/import-session-store';
import { useProjectStore } from '../../../../renderer/src/project/project-store';
import { useNoticesStore } from '../../../../renderer/src/services/notices-store';
import { useTableViewsStore } from '../../../../renderer/src/views';
import { UrlColumns } from '../../../../shared/columnar/url-columns';
import { DEFAULT_EXPORT_SETTINGS } from '../../../../shared/export-settings';
import { emptyImage } from '../../../../shared/url-table';
import type { ColumnarTable } from '../../../../shared/columnar/columnar-table';
import { addTable, rowsOf } from '../../../support/renderer/project-tables';
import { startStores } from '../../../support/renderer/store-harness';
import { useStoresInTempDir } from '../../../support/renderer/stores-in-temp-dir';
import { urlsetOf } from '../../../support/sitemap-xml';

/** One cell set to a value, as typing into the grid's cell editor makes it. */
function typed(table: ColumnarTable, row: number, field: 'loc' | 'lastmod' | 'priority', value: string): EditCommand {
  const changes = new CellChanges(table.rows);
  changes.add(row, field, value);
  return changes.command('Edit cell');
}

/** One detail edit of one row, as the row details panel makes it (detailsCommands), for `history.runAcross`. */
const detailEdit = (label: string, ...changes: DetailChange[]) =>
  detailsCommands(label, changes, (id) => useProjectStore().tableById(id)!.rows);

const locs = (table: ColumnarTable): string[] => table.rows.toRows().map((row) => row.loc);
const locsAndLastmods = (table: ColumnarTable): [string, string | null][] =>
  table.rows.toRows().map((row) => [row.loc, row.lastmod]);
const inserted = (at: number[], ...locs: string[]): EditCommand => ({
  kind: 'insert',
  label: 'Insert row',
  at,
  rows: UrlColumns.fromRows(rowsOf(...locs)),
  viewAt: null,
});

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

  it("a notice's Undo undoes its own step only, and goes once that step is undone otherwise or another is done", async () => {
    startStores();
    const project = useProjectStore();
    const history = useHistoryStore();
    const notices = useNoticesStore();
    const table = addTable('pages', rowsOf('https://example.com/a'));
    history.run(table.id, typed(table, 0, 'lastmod', '2024-01-01'));
    history.run(table.id, typed(table, 0, 'priority', '0.5'));
    notices.showNotice('Set 1 priority', undoNoticeAction(true));
    expect(notices.noticeAction?.label).toBe('Undo');
    // Ctrl+Z undoes the step the notice tells of: its Undo must not stay to take back the lastmod too.
    history.undo();
    await nextTick();
    expect(notices.notice).toBeNull();
    expect(notices.noticeAction).toBeNull();
    expect(project.tableById(table.id)!.rows.toRows()[0]!.lastmod).toBe('2024-01-01');
    // An action kept from before (a stale click) does nothing once its step is not the last.
    history.run(table.id, typed(table, 0, 'priority', '0.7'));
    const action = undoNoticeAction(true)!;
    history.run(table.id, typed(table, 0, 'loc', 'https://example.com/b'));
    action.run();
    expect(project.tableById(table.id)!.rows.toRows()[0]).toMatchObject({
      loc: 'https://example.com/b',
      priority: '0.7',
    });
    // Its own step still the last, it undoes it, and the notice goes.
    notices.showNotice('Changed the loc', undoNoticeAction(true));
    notices.runNoticeAction();
    expect(project.tableById(table.id)!.rows.toRows()[0]!.loc).toBe('https://example.com/a');
    expect(notices.notice).toBeNull();
    // A step that changed nothing is not made: no Undo beside its notice, which would take back an earlier one.
    expect(history.run(table.id, typed(table, 0, 'loc', 'https://example.com/a'))).toBe(false);
    expect(undoNoticeAction(false)).toBeNull();
  });

  it('undoes and redoes grid edits in order, each on its own table, showing the table it changes', () => {
    startStores();
    const project = useProjectStore();
    const history = useHistoryStore();
    const pages = addTable('pages', rowsOf('https://example.com/a', 'https://example.com/b'));
    const posts = addTable('posts', rowsOf('https://example.com/p'));
    const ran: string[] = [];
    history.onApplied((tableId, command) => ran.push(`${tableId === pages.id ? 'pages' : 'posts'} ${command.kind}`));

    history.run(pages.id, typed(pages, 0, 'priority', '0.8'));
    history.run(posts.id, inserted([0], 'https://example.com/new'));
    history.run(pages.id, deletion(pages.rows, [1], null, 'Delete row'));
    expect(locs(pages)).toEqual(['https://example.com/a']);
    ran.length = 0;

    expect(history.undo()).toBe(true);
    expect(ran).toEqual(['pages insert']); // the delete's inverse
    expect(locs(pages)).toEqual(['https://example.com/a', 'https://example.com/b']);
    expect(history.undo()).toBe(true);
    expect(ran).toEqual(['pages insert', 'posts delete']); // the insert's inverse, on the other table
    expect(project.activeTableId).toBe(posts.id);
    expect(locs(posts)).toEqual(['https://example.com/p']);
    history.undo();
    expect(pages.rows.get(0, 'priority')).toBeNull();
    expect(project.activeTableId).toBe(pages.id);
    expect(history.canUndo).toBe(false);
    expect(history.undo()).toBe(false);

    history.redo();
    history.redo();
    expect(pages.rows.get(0, 'priority')).toBe('0.8');
    expect(locs(posts)).toEqual(['https://example.com/new', 'https://example.com/p']);
    expect(project.activeTableId).toBe(posts.id);
    expect(history.canRedo).toBe(true);
  });

  it('undoes a fill as one step: every cell it wrote goes back', () => {
    startStores();
    const history = useHistoryStore();
    const pages = addTable('pages', rowsOf('https://example.com/a', 'https://example.com/b', 'https://example.com/c'));
    pages.rows.setCell(0, 'lastmod', '2025-01-01');
    const textAt = (v: number, key: ColumnKey): string => cellText(pages.rows, v, key);
    // Fill down the lastmod column (column 1) from the first row over the two below it, as useFill does.
    const source = { top: 0, bottom: 0, left: 1, right: 1 };
    const target = { top: 1, bottom: 2, left: 1, right: 1 };
    const changes = new CellChanges(pages.rows);
    tileBlock(fillBlock(readBlock(source, textAt), source, target), target, (v, field, value) =>
      changes.add(v, field, value),
    );
    history.run(pages.id, changes.command('Fill'));
    const lastmods = () => pages.rows.toRows().map((row) => row.lastmod);
    expect(lastmods()).toEqual(['2025-01-01', '2025-01-01', '2025-01-01']);

    history.undo();
    expect(lastmods()).toEqual(['2025-01-01', null, null]);
    expect(history.canUndo).toBe(false);
  });

  it('undoes an import merged into a table as one step: updated fields and appended rows both go', () => {
    startStores();
    const history = useHistoryStore();
    const pages = addTable('pages', rowsOf('https://example.com/a', 'https://example.com/b'));
    // What a merge makes (import/merge-command.ts): b's fields replaced in place, c appended.
    history.run(pages.id, {
      kind: 'batch',
      label: 'Import into "pages"',
      parts: [
        { kind: 'replace', label: 'Import', at: [1], before: [{ lastmod: null }], after: [{ lastmod: '2025-02-02' }] },
        inserted([2], 'https://example.com/c'),
      ],
    });
    expect(locsAndLastmods(pages)).toEqual(AFTER_MERGE);

    history.undo();
    expect(locsAndLastmods(pages)).toEqual(BEFORE_MERGE);
    history.redo();
    expect(pages.rows.rowCount).toBe(3);
    expect(pages.rows.get(1, 'lastmod')).toBe('2025-02-02');
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
    expect(useNoticesStore().notice).toBe('Merged into "pages": 1 URL added, 1 updated.');
    expect(locsAndLastmods(pages)).toEqual(AFTER_MERGE);

    history.undo();
    expect(locsAndLastmods(pages)).toEqual(BEFORE_MERGE);
    expect(history.canUndo).toBe(false);
  });

  it('undoes a detail edit to the very list the row had, and redoes it', () => {
    startStores();
    const history = useHistoryStore();
    const pages = addTable('pages', [
      { ...rowsOf('https://example.com/a')[0]!, images: [emptyImage('https://example.com/first.png')] },
    ]);
    const images = pages.rows.get(0, 'images');
    const added = [...images, emptyImage('https://example.com/a.png')];
    history.runAcross(detailEdit('Add image', { tableId: pages.id, row: 0, field: 'images', value: added }));
    expect(pages.rows.get(0, 'images')).toBe(added);

    history.undo();
    expect(pages.rows.get(0, 'images')).toBe(images);
    expect(images.map((image) => image.loc)).toEqual(['https://example.com/first.png']);
    history.redo();
    expect(pages.rows.get(0, 'images').map((image) => image.loc)).toEqual([
      'https://example.com/first.png',
      'https://example.com/a.png',
    ]);
  });

  it('forgets what could be redone once a new edit is made; an edit that changes nothing is not one', () => {
    startStores();
    const project = useProjectStore();
    const history = useHistoryStore();
    const pages = addTable('pages', rowsOf('https://example.com/a'));
    history.run(pages.id, typed(pages, 0, 'priority', '0.1'));
    history.undo();
    expect(history.canRedo).toBe(true);

    const version = project.version;
    history.runAcross(detailEdit('Set news', { tableId: pages.id, row: 0, field: 'news', value: null }));
    history.run(pages.id, typed(pages, 0, 'loc', 'https://example.com/a'));
    expect(project.version).toBe(version);
    expect(history.canRedo).toBe(true);

    history.run(pages.id, typed(pages, 0, 'priority', '0.9'));
    expect(history.canRedo).toBe(false);
    expect(history.redo()).toBe(false);
    expect(pages.rows.get(0, 'priority')).toBe('0.9');
  });

  it('tells its listeners about every change, undo and redo included, until they stop listening', () => {
    startStores();
    const history = useHistoryStore();
    const pages = addTable('pages', rowsOf('https://example.com/a'));
    const heard: string[] = [];
    const stop = history.onApplied((tableId, command) =>
      heard.push(`${tableId === pages.id ? 'pages' : tableId} ${command.kind}`),
    );
    history.run(pages.id, inserted([1], 'https://example.com/b'));
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
    history.run(pages.id, typed(pages, 0, 'loc', 'https://example.com/changed'));
    history.undo();
    project.newProject();
    await nextTick();
    expect(history.canUndo).toBe(false);
    expect(history.canRedo).toBe(false);
    expect(history.redo()).toBe(false);
    expect(pages.rows.get(0, 'loc')).toBe('https://example.com/a');
    expect(project.dirty).toBe(false);
  });

  it('lets go of the history of a project opened again, whose tables keep their ids (a project the CLI made)', async () => {
    startStores();
    const project = useProjectStore();
    const history = useHistoryStore();
    const opened = () => ({
      id: 'shop-id',
      name: 'Shop',
      robotsTxt: null,
      exportSettings: DEFAULT_EXPORT_SETTINGS,
      tables: [
        {
          id: '5f1c2e9a-7b1d-4c3e-9a8f-1d2e3f4a5b6c',
          name: 'pages',
          source: null,
          rows: UrlColumns.fromRows(rowsOf('https://example.com/a', 'https://example.com/b')),
        },
      ],
      siteChecks: [],
    });
    project.replaceProject(opened(), '/projects/shop.sitemapstudio', false);
    const pages = project.tables[0]!;
    history.run(pages.id, deletion(pages.rows, [0], null, 'Delete row'));
    // Open the same file again, and Don't Save: the same table id, the rows as saved.
    project.replaceProject(opened(), '/projects/shop.sitemapstudio', false);
    await nextTick();
    expect(project.tables[0]!.id).toBe(pages.id);
    expect(history.canUndo).toBe(false);
    expect(history.undo()).toBe(false);
    expect(project.tables[0]!.rows.rowCount).toBe(2);
  });

  it('makes the project unsaved with every edit, undo and redo, even after a save', () => {
    const { project, history, pages } = savedSite();
    expect(project.dirty).toBe(false);

    history.run(pages.id, typed(pages, 0, 'lastmod', '2025-03-03'));
    expect(project.dirty).toBe(true);
    project.markSaved('/projects/site.sitemapstudio', 'site');
    history.undo();
    expect(project.dirty).toBe(true);
    project.markSaved('/projects/site.sitemapstudio', 'site');
    history.redo();
    expect(project.dirty).toBe(true);
  });
});

/** A project of one table, "pages" with one URL, saved; with its stores. */
function savedSite() {
  startStores();
  const project = useProjectStore();
  const pages = addTable('pages', rowsOf('https://example.com/a'));
  project.markSaved('/projects/site.sitemapstudio', 'site');
  return { project, history: useHistoryStore(), pages };
}

/** savedSite's project opened from its file, or (`unsaved`) from a recovery copy. */
function openedShop({ unsaved }: { unsaved: boolean }) {
  startStores();
  const project = useProjectStore();
  const history = useHistoryStore();
  const tables = [{ id: 't', name: 'pages', source: null, rows: UrlColumns.fromRows(rowsOf('https://example.com/a')) }];
  const data = {
    id: 'shop-id',
    name: 'Shop',
    robotsTxt: null,
    exportSettings: DEFAULT_EXPORT_SETTINGS,
    tables,
    siteChecks: [],
  };
  project.replaceProject(data, '/projects/shop.sitemapstudio', unsaved);
  return { project, history, pages: project.tables[0]! };
}

describe('history store: back to where the project was saved', () => {
  it('undoing and redoing back to the saved rows leaves nothing unsaved; past them, or after another change, the project is unsaved', () => {
    const { project, history, pages } = savedSite();
    history.run(pages.id, typed(pages, 0, 'lastmod', '2025-03-03'));
    project.markSaved('/projects/site.sitemapstudio', 'site');
    history.run(pages.id, typed(pages, 0, 'priority', '0.5'));
    expect(project.dirty).toBe(true);
    history.undo();
    expect(project.dirty).toBe(false);
    // Past the save and back again.
    history.undo();
    expect(project.dirty).toBe(true);
    history.redo();
    expect(project.dirty).toBe(false);
    history.redo();
    expect(project.dirty).toBe(true);
    history.undo();
    expect(project.dirty).toBe(false);

    // A change no undo takes back (the export settings) keeps the project unsaved, undo as one may.
    history.run(pages.id, typed(pages, 0, 'priority', '0.7'));
    project.setExportSettings({ ...project.exportSettings, gzip: false });
    history.undo();
    expect(project.dirty).toBe(true);
  });

  it('a new project and a project opened are as saved; undoing every edit of either leaves nothing unsaved', () => {
    const { project, history, pages } = openedShop({ unsaved: false });
    history.run(pages.id, typed(pages, 0, 'lastmod', '2025-03-03'));
    history.run(pages.id, typed(pages, 0, 'priority', '0.5'));
    history.undo();
    expect(project.dirty).toBe(true);
    history.undo();
    expect(project.dirty).toBe(false);
  });

  // The review: an import merged into a table, undone, left the robots.txt it brought, and nothing unsaved.
  it('an import that brought a robots.txt is not undone back to the saved project by undoing its merge', () => {
    const { project, history, pages } = savedSite();
    // As import-adding merges: one history step, then the addition with no table and the robots.txt.
    history.run(pages.id, typed(pages, 0, 'lastmod', '2025-03-03'));
    project.addImport({ tables: [], robotsTxt: 'User-agent: *\nDisallow: /x\n', problems: [] });
    history.undo();
    expect(project.robotsTxt).toBe('User-agent: *\nDisallow: /x\n');
    expect(project.dirty).toBe(true);
    // A merge that adds no row but the robots.txt is a change to save too.
    project.markSaved('/projects/other.sitemapstudio', 'other');
    project.newProject();
    project.addImport({ tables: [], robotsTxt: 'User-agent: *\n', problems: [] });
    expect(project.dirty).toBe(true);
  });

  it('a recovery copy opened is no place an undo leads back to', () => {
    const { project, history, pages } = openedShop({ unsaved: true });
    history.run(pages.id, typed(pages, 0, 'lastmod', '2025-03-03'));
    history.undo();
    expect(project.dirty).toBe(true);
  });

  it('a save that an edit overtook is no place an undo leads back to', () => {
    const { project, history, pages } = savedSite();
    history.run(pages.id, typed(pages, 0, 'lastmod', '2025-03-03'));
    // The file holds the rows before the edit; the edit came while it was written.
    project.markSaved('/projects/site.sitemapstudio', 'site', true);
    history.undo();
    expect(project.dirty).toBe(true);
    history.redo();
    expect(project.dirty).toBe(true);
  });
});

describe('history store: one undo step across tables', () => {
  /** Two tables, "en" and "de", and a listener that records each command applied as "table kind". */
  function setUp() {
    startStores();
    const project = useProjectStore();
    const history = useHistoryStore();
    const en = addTable('en', rowsOf('https://example.com/en/a', 'https://example.com/en/b'));
    const de = addTable('de', rowsOf('https://example.com/de/a'));
    const ran: string[] = [];
    history.onApplied((tableId, command) => ran.push(`${tableId === en.id ? 'en' : 'de'} ${command.kind}`));
    const both = () =>
      history.runAcross([
        { tableId: en.id, command: typed(en, 1, 'priority', '0.7') },
        { tableId: de.id, command: inserted([0], 'https://example.com/de/new') },
      ]);
    return { project, history, en, de, ran, both };
  }
  const priorities = (table: ColumnarTable) => table.rows.toRows().map((row) => row.priority);

  it('carries out commands on two tables as one step, undone and redone together', () => {
    const { project, history, en, de, both } = setUp();
    both();
    expect(priorities(en)).toEqual([null, '0.7']);
    expect(locs(de)).toEqual(['https://example.com/de/new', 'https://example.com/de/a']);

    expect(history.undo()).toBe(true);
    expect(priorities(en)).toEqual([null, null]);
    expect(locs(de)).toEqual(['https://example.com/de/a']);
    expect(history.canUndo).toBe(false);
    expect(project.activeTableId).toBe(en.id); // the step's first table is shown

    expect(history.redo()).toBe(true);
    expect(priorities(en)).toEqual([null, '0.7']);
    expect(locs(de)).toEqual(['https://example.com/de/new', 'https://example.com/de/a']);
    expect(history.canRedo).toBe(false);
  });

  it("asks the grid to show where an Undo or a Redo changed the step's first table, within its filters; an edit asks nothing", () => {
    const { history, en, both } = setUp();
    const views = useTableViewsStore();
    both();
    expect(views.cellRequest).toBeNull();
    const asked = () => {
      const { tableId, row, column, fromHistory } = views.cellRequest!;
      return { table: tableId === en.id ? 'en' : 'de', row, column, fromHistory };
    };
    history.undo();
    expect(asked()).toEqual({ table: 'en', row: 1, column: 'priority', fromHistory: true });
    history.redo();
    expect(asked()).toEqual({ table: 'en', row: 1, column: 'priority', fromHistory: true });
  });

  it('undoes the parts of a step in reverse order and redoes them in order, each table told once per part', () => {
    const { history, ran, both } = setUp();
    both();
    history.undo();
    history.redo();
    expect(ran).toEqual(['en set', 'de insert', 'de delete', 'en set', 'en set', 'de insert']);
  });

  it('makes the project changed once per part and remembers nothing when no part changes anything', () => {
    const { project, history, en, de } = setUp();
    const version = project.version;
    history.runAcross([
      { tableId: en.id, command: typed(en, 0, 'loc', 'https://example.com/en/a') },
      { tableId: de.id, command: typed(de, 0, 'loc', 'https://example.com/de/a') },
    ]);
    history.runAcross([]);
    expect(project.version).toBe(version);
    expect(history.canUndo).toBe(false);

    // a part that changes nothing is left out; the rest is one step
    history.runAcross([
      { tableId: en.id, command: typed(en, 0, 'loc', 'https://example.com/en/a') },
      { tableId: de.id, command: typed(de, 0, 'lastmod', '2025-01-01') },
    ]);
    expect(project.version).toBe(version + 1);
    history.undo();
    expect(de.rows.get(0, 'lastmod')).toBeNull();
    expect(history.canUndo).toBe(false);
  });

  it('changes nothing when a part names a table that is not in the project', () => {
    const { history, en } = setUp();
    history.runAcross([
      { tableId: en.id, command: typed(en, 0, 'priority', '0.1') },
      { tableId: 'table-gone', command: typed(en, 1, 'priority', '0.2') },
    ]);
    expect(priorities(en)).toEqual([null, null]);
    expect(history.canUndo).toBe(false);
  });

  it('lets a gone table take its part of every step, done or undone, and keeps the parts of tables that remain', async () => {
    const { project, history, en, de, both } = setUp();
    history.run(en.id, typed(en, 0, 'lastmod', '2025-04-04'));
    both();
    history.run(de.id, typed(de, 0, 'priority', '0.3'));
    history.undo(); // the de-only step is now undone
    // The table "de" is closed (no store action closes one table yet: the list is set as one would).
    project.tables = project.tables.filter((table) => table.id !== de.id);
    await nextTick();
    expect(history.canRedo).toBe(false);
    expect(history.undo()).toBe(true); // the cross-table step's part on en
    expect(priorities(en)).toEqual([null, null]);
    expect(en.rows.get(0, 'lastmod')).toBe('2025-04-04');
    expect(history.undo()).toBe(true);
    expect(en.rows.get(0, 'lastmod')).toBeNull();
    expect(history.canUndo).toBe(false);
  });

  it('keeps undoing the tables that remain in order when a step that also moved their rows loses a table', async () => {
    const { project, history, en, de } = setUp();
    const before = en.rows.toRows();
    history.run(en.id, typed(en, 1, 'loc', 'https://example.com/en/b2'));
    // a step that deletes en's first row (so en's row 1 is now at 0) and edits de
    history.runAcross([
      { tableId: en.id, command: deletion(en.rows, [0], null, 'Delete') },
      { tableId: de.id, command: typed(de, 0, 'priority', '0.3') },
    ]);
    project.tables = project.tables.filter((table) => table.id !== de.id);
    await nextTick();
    // en's part of the step is still undone before the edit made before it, so every position means its row
    expect(history.undo()).toBe(true);
    expect(locs(en)).toEqual(['https://example.com/en/a', 'https://example.com/en/b2']);
    expect(history.undo()).toBe(true);
    expect(en.rows.toRows()).toEqual(before);
    expect(history.canUndo).toBe(false);
    history.redo();
    history.redo();
    expect(locs(en)).toEqual(['https://example.com/en/b2']);
  });

  it('runs only the parts of tables still there when a table went away before the history heard of it', () => {
    const { project, history, en, de, ran, both } = setUp();
    history.run(de.id, typed(de, 0, 'lastmod', '2025-01-01'));
    both();
    project.tables = project.tables.filter((table) => table.id !== de.id);
    // no tick: the history's watcher has not run yet
    ran.length = 0;
    expect(history.undo()).toBe(true);
    expect(ran).toEqual(['en set']);
    expect(priorities(en)).toEqual([null, null]);
    expect(history.undo()).toBe(false); // the step on de alone is gone with it
    expect(history.redo()).toBe(true);
    expect(ran).toEqual(['en set', 'en set']);
    expect(priorities(en)).toEqual([null, '0.7']);
  });
});
