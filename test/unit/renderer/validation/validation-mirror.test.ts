import { describe, expect, it } from 'vitest';
import { emptyImage, emptyRow, type UrlRow, type UrlTable } from '../../../../shared/url-table';
import {
  CellChanges,
  applyCommand,
  invertCommand,
  type EditCommand,
} from '../../../../renderer/src/history/edit-commands';
import { createTableCopies, type ValidateRequest } from '../../../../renderer/src/validation/validation-copies';
import { createWorkerMirror } from '../../../../renderer/src/validation/validation-mirror';
import { MAX_PATCHED_CELLS } from '../../../../renderer/src/validation/validation-patches';

const image = emptyImage;

function makeTable(count: number): UrlTable {
  const rows = Array.from({ length: count }, (_, i) => ({
    ...emptyRow(`https://example.com/${i}`),
    lastmod: i % 2 === 0 ? '2024-01-01' : null,
    images: i === 3 ? [image('https://example.com/3.jpg')] : [],
  }));
  return { id: 'table-1', name: 'pages', source: null, rows };
}

/** The main thread and the worker's copies, wired directly, as the worker's messages would. */
function setUp(count: number) {
  const table = makeTable(count);
  const copies = createTableCopies();
  const sent: ValidateRequest['type'][] = [];
  const mirror = createWorkerMirror((request) => {
    sent.push(request.type);
    // Messages are cloned on their way to a worker; so are they here.
    copies.receive(structuredClone(request));
  });
  /** Runs an edit as the history does: on the rows, then told to the mirror. */
  const run = (command: EditCommand): void => {
    applyCommand(table.rows, command);
    mirror.follow(table, command);
  };
  const fields = (rows: readonly UrlRow[]) =>
    rows.map(({ loc, lastmod, changefreq, priority, images }) => ({ loc, lastmod, changefreq, priority, images }));
  const inStep = (): void => expect(fields(copies.copyOf(table.id)!)).toEqual(fields(table.rows));
  return { table, copies, mirror, sent, run, inStep };
}

const set = (rows: UrlRow[], field: 'loc' | 'priority', value: (i: number) => string): EditCommand => {
  const changes = new CellChanges();
  rows.forEach((row, i) => changes.add(row, field, value(i)));
  return changes.command('Edit');
};

describe("the validation worker's copies", () => {
  it('are loaded once, then follow cell edits, inserts, deletes, reorders, pastes and undo as patches', async () => {
    const { table, mirror, sent, run, inStep } = setUp(40);
    expect(await mirror.sync([table], () => false)).toBe(true);
    expect(sent).toEqual(['load']);
    inStep();

    run(set([table.rows[5]!], 'priority', () => '0.9'));
    const many = set(table.rows.slice(10, 30), 'loc', (i) => `https://example.com/new-${i}`);
    run(many);
    const inserted = [{ ...emptyRow('https://example.com/inserted'), images: [image('https://example.com/i.jpg')] }];
    run({ kind: 'insert', label: 'Insert', at: [2], rows: inserted, viewAt: null });
    const deleted: EditCommand = {
      kind: 'delete',
      label: 'Delete',
      at: [0, 7, 8],
      rows: [0, 7, 8].map((i) => table.rows[i]!),
      viewAt: null,
    };
    run(deleted);
    run({ kind: 'reorder', label: 'Sort', order: Int32Array.from(table.rows.keys()).reverse() });
    // a paste past the end: rows added, then filled
    const added = [emptyRow(), emptyRow()];
    const fill = new CellChanges();
    added.forEach((row, i) => fill.add(row, 'loc', `https://example.com/pasted-${i}`));
    run({
      kind: 'batch',
      label: 'Paste',
      parts: [
        { kind: 'insert', label: 'Paste', at: [table.rows.length, table.rows.length + 1], rows: added, viewAt: null },
        fill.command('Paste'),
      ],
    });
    run(invertCommand(deleted));
    run(invertCommand(many));
    // the row details panel's edit and an import merge replace fields of rows in place
    const merged = table.rows[3]!;
    const details: EditCommand = {
      kind: 'replace',
      label: 'Edit images',
      rows: [merged],
      before: [{ images: merged.images }],
      after: [{ images: [image('https://other.example/x.jpg')] }],
    };
    run(details);
    inStep();
    run(invertCommand(details));
    expect(sent.slice(1).every((type) => type === 'patch')).toBe(true);
    expect(sent).toHaveLength(11);
    inStep();
    expect(await mirror.sync([table], () => false)).toBe(true);
    expect(sent).toHaveLength(11);
  });

  it('load a table again when an edit cannot be sent as a patch, or rows changed without an edit', async () => {
    const { table, mirror, sent, run, inStep } = setUp(MAX_PATCHED_CELLS + 10);
    await mirror.sync([table], () => false);
    run(set(table.rows.slice(0, MAX_PATCHED_CELLS + 1), 'priority', () => '0.1'));
    expect(sent).toEqual(['load']);
    // a table whose copy is out of date gets no patches: they would land on the old copy
    run(set([table.rows[0]!], 'priority', () => '0.2'));
    expect(sent).toEqual(['load']);
    await mirror.sync([table], () => false);
    expect(sent).toEqual(['load', 'load']);
    inStep();

    // so is a very large insert (an undone delete of many rows)
    const many = Array.from({ length: MAX_PATCHED_CELLS + 1 }, (_, i) => emptyRow(`https://example.com/more-${i}`));
    run({ kind: 'insert', label: 'Undo delete', at: many.map((_, i) => i), rows: many, viewAt: null });
    expect(sent).toEqual(['load', 'load']);
    await mirror.sync([table], () => false);
    expect(sent).toEqual(['load', 'load', 'load']);
    inStep();

    table.rows[1]!.loc = 'https://example.com/changed-behind-its-back';
    mirror.invalidate();
    await mirror.sync([table], () => false);
    expect(sent).toEqual(['load', 'load', 'load', 'load']);
    inStep();
  });

  it('drop the copy of a table that is gone, and give up a load when the rows change meanwhile', async () => {
    const { table, copies, mirror, sent } = setUp(10);
    await mirror.sync([table], () => false);
    expect(await mirror.sync([], () => false)).toBe(true);
    expect(sent).toEqual(['load', 'drop']);
    expect(copies.copyOf(table.id)).toBeUndefined();
    expect(await mirror.sync([table], () => true)).toBe(false);
    expect(sent).toEqual(['load', 'drop']);
  });

  it('check the copies with every rule and answer with the problems by table, row and field', async () => {
    const { table, copies, mirror, run } = setUp(10);
    await mirror.sync([table], () => false);
    run(set([table.rows[4]!], 'priority', () => '7'));
    run(set([table.rows[6]!], 'loc', () => 'https://example.com/1'));
    const answer = copies.receive({
      type: 'check',
      id: 3,
      tables: [{ id: table.id, name: table.name }],
      now: Date.parse('2025-01-01'),
      settings: { base: null, robotsTxt: null, agent: 'Googlebot', newsUrlsPerFile: 1000 },
    })!;
    expect(answer.id).toBe(3);
    const found = Array.from(
      answer.problems.rows,
      (row, i) => `${row}:${answer.problems.fields[i]}:${answer.problems.codes[i]}`,
    );
    expect(found).toContain('5:priority:priority-out-of-range');
    // the later of two equal locs is the duplicate
    expect(found.filter((entry) => entry.endsWith('loc-duplicate'))).toEqual(['7:loc:loc-duplicate']);
  });
});
