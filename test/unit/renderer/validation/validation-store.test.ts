import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CellChanges, deletion, type EditCommand } from '../../../../renderer/src/table/edit-commands';
import { useHistoryStore } from '../../../../renderer/src/history/history-store';
import { useProjectStore } from '../../../../renderer/src/project/project-store';
import { useNoticesStore } from '../../../../renderer/src/services/notices-store';
import { useValidationStore } from '../../../../renderer/src/validation/validation-store';
import { UrlColumns } from '../../../../shared/columnar/url-columns';
import { emptyRow } from '../../../../shared/url-table';
import type { ColumnarTable } from '../../../../shared/columnar/columnar-table';
import { addTable, rowsOf } from '../../../support/renderer/project-tables';
import { startStores } from '../../../support/renderer/store-harness';
import { until } from '../../../support/renderer/until';

function typed(table: ColumnarTable, stored: number, field: 'loc' | 'priority', value: string): EditCommand {
  const changes = new CellChanges(table.rows);
  changes.add(stored, field, value);
  return changes.command('Edit cell');
}

/** Lets the edits settle: the debounce runs out, and the whole check goes through the rows to its end. */
async function settled(): Promise<void> {
  await vi.runAllTimersAsync();
  await until(() => !useValidationStore().checking);
}

/** What the problems panel lists: code, table, row and field. */
const listed = (): string[] =>
  useValidationStore().summary.listed.map(
    (item) => `${item.code} ${item.place.table}:${item.place.row}:${item.place.field}`,
  );

/** The cross-row problems the cells show, as "stored position:code". */
const duplicatesShown = (table: ColumnarTable): string[] => {
  const shown: string[] = [];
  for (let i = 0; i < table.rows.rowCount; i += 1) {
    const found = useValidationStore().cellProblem(table, i, 'loc');
    if (found) shown.push(`${i}:${found.code}`);
  }
  return shown;
};

describe('validation store', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(new Date('2026-05-01T12:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('marks a bad cell the moment it is edited, lists it once the whole project is checked, and clears it when fixed', async () => {
    startStores();
    const validation = useValidationStore();
    const history = useHistoryStore();
    const pages = addTable('pages', rowsOf('https://example.com/a', 'https://example.com/b'));
    await settled();
    expect(validation.summary.errors).toBe(0);

    history.run(pages.id, typed(pages, 1, 'loc', 'example.com/b'));
    expect(validation.cellProblem(pages, 1, 'loc')?.code).toBe('loc-not-absolute');
    expect(validation.rowProblems(pages, 1).map((found) => found.code)).toEqual(['loc-not-absolute']);
    await settled();
    expect(listed()).toEqual(['loc-not-absolute pages:2:loc']);
    expect(validation.summary.errors).toBe(1);

    history.run(pages.id, typed(pages, 1, 'loc', 'https://example.com/b'));
    expect(validation.cellProblem(pages, 1, 'loc')).toBeNull();
    await settled();
    expect(listed()).toEqual([]);
    expect(validation.summary.errors).toBe(0);
  });

  it('counts errors and warnings across tables, and marks a duplicate only the whole-table check sees', async () => {
    startStores();
    const validation = useValidationStore();
    const pages = addTable(
      'pages',
      rowsOf('https://example.com/a', 'https://example.com/a#top', 'ftp://example.com/f'),
    );
    pages.rows.setCell(0, 'priority', '7');
    const posts = addTable('posts', rowsOf('https://example.com/p', 'https://example.com/p'));
    await settled();

    expect(validation.summary.errors).toBe(2); // priority 7, the ftp scheme
    expect(validation.summary.warnings).toBe(2); // the fragment, the repeated URL
    expect(listed().sort()).toEqual([
      'loc-duplicate posts:2:loc',
      'loc-fragment pages:2:loc',
      'loc-scheme pages:3:loc',
      'priority-out-of-range pages:1:priority',
    ]);
    expect(validation.cellProblem(posts, 1, 'loc')?.code).toBe('loc-duplicate');
    expect(validation.cellProblem(posts, 0, 'loc')).toBeNull();
  });

  it('checks again when what validation reads changes: the base URL, the robots.txt', async () => {
    startStores();
    const project = useProjectStore();
    const validation = useValidationStore();
    const pages = addTable('pages', rowsOf('https://example.com/shop/a', 'https://example.com/private/b'));
    await settled();
    expect(listed()).toEqual([]);

    project.exportSettings = { ...project.exportSettings, baseUrl: 'https://example.com/shop/' };
    await settled();
    expect(listed()).toEqual(['loc-outside-base pages:2:loc']);
    expect(validation.cellProblem(pages, 1, 'loc')?.code).toBe('loc-outside-base');

    project.exportSettings = { ...project.exportSettings, baseUrl: '' };
    project.addImport({ tables: [], robotsTxt: 'User-agent: *\nDisallow: /private/\n', problems: [] });
    await settled();
    expect(listed()).toEqual(['loc-blocked-by-robots pages:2:loc']);
  });

  it('tells the person when the whole-project check fails, and checks again on the next edit', async () => {
    startStores();
    const validation = useValidationStore();
    const shell = useNoticesStore();
    const history = useHistoryStore();
    const pages = addTable('pages', rowsOf('https://example.com/a', 'https://example.com/b'));
    // A column that cannot give its rows back, as damaged memory would.
    const reading = vi.spyOn(pages.rows, 'rowAt').mockImplementation(() => {
      throw new Error('row 2 could not be read');
    });
    await vi.advanceTimersByTimeAsync(1000); // the check starts and fails; the notice is still up

    const failure = await until(() => validation.failure);
    expect(failure).toBe('row 2 could not be read');
    expect(shell.notice).toBe(`The whole project could not be checked (edited cells still are): ${failure}`);
    expect(validation.checking).toBe(false);

    reading.mockRestore();
    history.run(pages.id, typed(pages, 0, 'priority', '2'));
    await settled();
    expect(validation.failure).toBeNull();
    expect(listed()).toEqual(['priority-out-of-range pages:1:priority']);
  });

  it('drops a check the rows changed under, and shows the newer one', async () => {
    startStores();
    const validation = useValidationStore();
    const history = useHistoryStore();
    // Far more rows than one slice of the page's time checks: the first check is still under way below.
    const locs = Array.from({ length: 150_000 }, (_, i) => `https://example.com/p/${i}`);
    const pages = addTable(
      'pages',
      locs.map((loc) => emptyRow(loc)),
    );
    await vi.advanceTimersByTimeAsync(1000);
    expect(validation.checking).toBe(true);

    history.run(pages.id, typed(pages, 0, 'priority', '9'));
    await settled();
    expect(listed()).toEqual(['priority-out-of-range pages:1:priority']);
    expect(validation.summary.errors).toBe(1);
  });

  it('keeps cross-row problems on their rows through inserts, deletes and reorders until the next check', async () => {
    startStores();
    useValidationStore();
    const history = useHistoryStore();
    const posts = addTable(
      'posts',
      rowsOf('https://example.com/p', 'https://example.com/q', 'https://example.com/p', 'https://example.com/r'),
    );
    await settled();
    expect(duplicatesShown(posts)).toEqual(['2:loc-duplicate']);

    const added = UrlColumns.fromRows(rowsOf('https://example.com/s', 'https://example.com/t'));
    history.run(posts.id, { kind: 'insert', label: 'Insert', at: [0, 3], rows: added, viewAt: null });
    expect(duplicatesShown(posts)).toEqual(['4:loc-duplicate']);
    history.run(posts.id, deletion(posts.rows, [0, 2], null, 'Delete'));
    expect(duplicatesShown(posts)).toEqual(['2:loc-duplicate']);
    history.run(posts.id, { kind: 'reorder', label: 'Sort', order: Int32Array.from([3, 2, 1, 0]) });
    expect(duplicatesShown(posts)).toEqual(['1:loc-duplicate']);
    history.run(posts.id, deletion(posts.rows, [1], null, 'Delete'));
    expect(duplicatesShown(posts)).toEqual([]);
    history.undo();
    expect(posts.rows.toRows().map((row) => row.loc.slice(-1))).toEqual(['r', 'p', 't', 'p']);
    await settled();
    // the check finds the later of the two listings, as it now stands
    expect(duplicatesShown(posts)).toEqual(['3:loc-duplicate']);
  });
});
