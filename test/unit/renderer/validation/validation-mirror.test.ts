import { describe, expect, it } from 'vitest';
import { sliceToTransfer } from '../../../../shared/columnar/transfer-slice';
import { UrlColumns } from '../../../../shared/columnar/url-columns';
import { emptyImage, emptyRow, type UrlRow } from '../../../../shared/url-table';
import type { ColumnarTable } from '../../../../shared/columnar/columnar-table';
import { validateTables } from '../../../../shared/validation/validate-rows';
import {
  CellChanges,
  applyCommand,
  deletion,
  invertCommand,
  type EditCommand,
} from '../../../../renderer/src/history/edit-commands';
import {
  createTableCopies,
  type ValidateRequest,
  type ValidateResponse,
} from '../../../../renderer/src/validation/validation-copies';
import { rowContext } from '../../../../renderer/src/validation/validation-context';
import { createWorkerMirror, ROWS_PER_STEP } from '../../../../renderer/src/validation/validation-mirror';
import { MAX_PATCHED_CELLS } from '../../../../renderer/src/validation/validation-patches';

const image = emptyImage;
const SETTINGS = { base: null, robotsTxt: null, agent: 'Googlebot', newsUrlsPerFile: 1000 };
const NOW = Date.parse('2025-01-01');

function makeTable(count: number): ColumnarTable {
  const rows = Array.from({ length: count }, (_, i) => ({
    ...emptyRow(`https://example.com/${i}`),
    lastmod: i % 2 === 0 ? '2024-01-01' : null,
    priority: i % 7 === 0 ? '0.50' : null,
    images: i === 3 ? [image('https://example.com/3.jpg')] : [],
  }));
  return { id: 'table-1', name: 'pages', source: null, rows: UrlColumns.fromRows(rows) };
}

/** The main thread and the worker's copies, wired directly, as the worker's messages would be (cloned, buffers handed over). */
function setUp(count: number) {
  const table = makeTable(count);
  const copies = createTableCopies();
  const sent: ValidateRequest['type'][] = [];
  const answers: ValidateResponse[] = [];
  const mirror = createWorkerMirror((request, transfer = []) => {
    sent.push(request.type);
    const answer = copies.receive(structuredClone(request, { transfer }));
    if (answer) answers.push(answer);
  });
  /** Runs an edit as the history does: on the rows, then told to the mirror. */
  const run = (command: EditCommand): void => {
    applyCommand(table.rows, command);
    mirror.follow(table, command);
  };
  /** The worker's copy is columnar and holds the same rows (read back whole here only to compare a small table). */
  const inStep = (): void => {
    const copy = copies.copyOf(table.id);
    expect(copy).toBeInstanceOf(UrlColumns);
    expect(copy!.toRows()).toEqual(table.rows.toRows());
  };
  /** The worker's check agrees with the rules run in-process on the table itself. */
  const agrees = (): void => {
    const answer = copies.receive({
      type: 'check',
      id: 1,
      tables: [{ id: table.id, name: table.name, rows: table.rows.rowCount }],
      now: NOW,
      settings: SETTINGS,
    });
    expect(answer?.type).toBe('problems');
    const { problems } = answer as Extract<ValidateResponse, { type: 'problems' }>;
    const fromWorker = Array.from(problems.rows, (row, i) => `${row}:${problems.fields[i]}:${problems.codes[i]}`);
    const inProcess = validateTables([{ name: table.name, rows: table.rows.toRows() }], rowContext(SETTINGS, NOW));
    expect(fromWorker).toEqual(inProcess.map((found) => `${found.place.row}:${found.place.field}:${found.code}`));
  };
  return { table, copies, mirror, sent, answers, run, inStep, agrees };
}

const set = (table: ColumnarTable, at: number[], field: 'loc' | 'priority', value: (i: number) => string) => {
  const changes = new CellChanges(table.rows);
  at.forEach((position, i) => changes.add(position, field, value(i)));
  return changes.command('Edit');
};
const range = (start: number, end: number): number[] => Array.from({ length: end - start }, (_, i) => start + i);
const insertion = (at: number[], rows: UrlRow[]): EditCommand => ({
  kind: 'insert',
  label: 'Insert',
  at,
  rows: UrlColumns.fromRows(rows),
  viewAt: null,
});

describe("the validation worker's copies", () => {
  it('are columnar, loaded once, then follow edits at scattered positions as patches and agree with the rules in-process', async () => {
    const { table, mirror, sent, run, inStep, agrees } = setUp(40);
    expect(await mirror.sync([table], () => false)).toBe(true);
    expect(sent).toEqual(['load', 'append']);
    inStep();

    run(set(table, [5], 'priority', () => '0.9'));
    const many = set(
      table,
      [...range(10, 20), 25, 31, 38],
      'loc',
      (i) => `https://example.com/${i === 3 ? 1 : `new-${i}`}`,
    );
    run(many);
    run(
      insertion(
        [2, 9, 41],
        [
          { ...emptyRow('https://example.com/inserted'), images: [image('https://example.com/i.jpg')] },
          { ...emptyRow('https://example.com/5'), priority: '3' },
          emptyRow('ftp://example.com/last'),
        ],
      ),
    );
    const deleted = deletion(table.rows, [0, 7, 8, 20, 33], null, 'Delete');
    run(deleted);
    run({ kind: 'reorder', label: 'Sort', order: Int32Array.from(range(0, table.rows.rowCount)).reverse() });
    // a paste past the end: rows added, then filled
    const end = table.rows.rowCount;
    const added: EditCommand = insertion([end, end + 1], [emptyRow(), emptyRow()]);
    applyCommand(table.rows, added);
    const fill = set(table, [end, end + 1], 'loc', (i) => `https://example.com/pasted-${i}`);
    applyCommand(table.rows, invertCommand(added));
    run({ kind: 'batch', label: 'Paste', parts: [added, fill] });
    run(invertCommand(deleted));
    run(invertCommand(many));
    // the row details panel's edit and an import merge replace fields of rows in place
    const details: EditCommand = {
      kind: 'replace',
      label: 'Edit images',
      at: [3, 17],
      before: [{ images: table.rows.get(3, 'images') }, { loc: table.rows.get(17, 'loc') }],
      after: [{ images: [image('https://other.example/x.jpg')] }, { loc: 'https://example.com/2' }],
    };
    run(details);
    inStep();
    agrees();
    run(invertCommand(details));
    expect(sent.slice(2).every((type) => type === 'patch')).toBe(true);
    expect(sent).toHaveLength(12);
    inStep();
    agrees();
    expect(await mirror.sync([table], () => false)).toBe(true);
    expect(sent).toHaveLength(12);
  });

  it('load a table again when an edit cannot be sent as a patch, or rows changed without an edit', async () => {
    const { table, mirror, sent, run, inStep } = setUp(MAX_PATCHED_CELLS + 10);
    /** What was sent, with each load's run of slices told as one "load". */
    const loads = (): string[] => sent.filter((type) => type !== 'append');
    await mirror.sync([table], () => false);
    run(set(table, range(0, MAX_PATCHED_CELLS + 1), 'priority', () => '0.1'));
    expect(loads()).toEqual(['load']);
    // a table whose copy is out of date gets no patches: they would land on the old copy
    run(set(table, [0], 'priority', () => '0.2'));
    expect(loads()).toEqual(['load']);
    await mirror.sync([table], () => false);
    expect(loads()).toEqual(['load', 'load']);
    inStep();

    // so is a very large insert (an undone delete of many rows)
    const many = Array.from({ length: MAX_PATCHED_CELLS + 1 }, (_, i) => emptyRow(`https://example.com/more-${i}`));
    run(insertion(range(0, many.length), many));
    expect(loads()).toEqual(['load', 'load']);
    await mirror.sync([table], () => false);
    expect(loads()).toEqual(['load', 'load', 'load']);
    inStep();

    table.rows.setCell(1, 'loc', 'https://example.com/changed-behind-its-back');
    mirror.invalidate();
    await mirror.sync([table], () => false);
    expect(loads()).toEqual(['load', 'load', 'load', 'load']);
    expect(sent.filter((type) => type === 'append')).toHaveLength(3 + 3 + 5 + 5); // 25,000 rows a slice
    inStep();
  });

  it('go out in bounded slices, giving the page back between them, and stop when the rows change meanwhile', async () => {
    const { table, mirror, sent } = setUp(ROWS_PER_STEP * 2 + 1);
    let asked = 0;
    expect(await mirror.sync([table], () => ++asked === 2)).toBe(false);
    expect(sent).toEqual(['load', 'append', 'append']);
    expect(await mirror.sync([table], () => false)).toBe(true);
    expect(sent.slice(3)).toEqual(['load', 'append', 'append', 'append']);
  });

  it('drop the copy of a table that is gone, and give up a load when the rows change meanwhile', async () => {
    const { table, copies, mirror, sent } = setUp(10);
    await mirror.sync([table], () => false);
    expect(await mirror.sync([], () => false)).toBe(true);
    expect(sent).toEqual(['load', 'append', 'drop']);
    expect(copies.copyOf(table.id)).toBeUndefined();
    expect(await mirror.sync([table], () => true)).toBe(false);
    expect(await mirror.sync([table], () => false)).toBe(true);
    expect(sent).toEqual(['load', 'append', 'drop', 'load', 'append', 'load', 'append']);
  });

  it('check the copies with every rule and answer with the problems by table, row and field', async () => {
    const { table, copies, mirror, run } = setUp(10);
    await mirror.sync([table], () => false);
    run(set(table, [4], 'priority', () => '7'));
    run(set(table, [6], 'loc', () => 'https://example.com/1'));
    const answer = copies.receive({
      type: 'check',
      id: 3,
      tables: [{ id: table.id, name: table.name, rows: 10 }],
      now: NOW,
      settings: SETTINGS,
    });
    if (answer?.type !== 'problems') throw new Error(`no problems: ${JSON.stringify(answer)}`);
    expect(answer.id).toBe(3);
    const found = Array.from(
      answer.problems.rows,
      (row, i) => `${row}:${answer.problems.fields[i]}:${answer.problems.codes[i]}`,
    );
    expect(found).toContain('5:priority:priority-out-of-range');
    // the later of two equal locs is the duplicate
    expect(found.filter((entry) => entry.endsWith('loc-duplicate'))).toEqual(['7:loc:loc-duplicate']);
  });

  it('refuse a slice whose columns do not hold together, and a copy out of step with its table, saying which table', async () => {
    const { table, copies, mirror, answers, run } = setUp(10);
    await mirror.sync([table], () => false);
    // what arrives claims more rows than its columns hold
    const slice = { ...sliceToTransfer(UrlColumns.fromRows([emptyRow('https://example.com/new')]), 0, 1), rowCount: 2 };
    const refused = copies.receive({
      type: 'patch',
      tableId: table.id,
      patches: [{ kind: 'insert', at: [2], rows: [slice] }],
    });
    expect(refused).toEqual({
      type: 'failed',
      message: 'the rows of "pages" could not be copied for the check (its columns disagree with its 2 rows)',
    });
    expect(copies.copyOf(table.id)).toBeUndefined();

    await mirror.sync([table], () => false); // the mirror still thinks it current: nothing is sent
    run(set(table, [0], 'priority', () => '0.3'));
    expect(answers).toEqual([]);
    const outOfStep = copies.receive({
      type: 'check',
      id: 4,
      tables: [{ id: table.id, name: table.name, rows: 10 }],
      now: NOW,
      settings: SETTINGS,
    });
    expect(outOfStep).toEqual({
      type: 'failed',
      message: 'the rows of "pages" could not be copied for the check (it holds 0 rows of 10)',
    });
  });
});
