import { afterEach, describe, expect, it } from 'vitest';
import type { OutsideBase } from '../../../../shared/problem-catalogue/settings-faults';
import { setActiveLocale } from '../../../../shared/i18n/active-locale';
import { countProblems, problemAt, problemText, type Problem } from '../../../../shared/problems';
import {
  KeptProblemList,
  KeptProblems,
  PROBLEMS_KEPT_IN_ALL,
  PROBLEMS_KEPT_PER_CODE,
  type CountedOnly,
} from '../../../../shared/validation/kept-problems';
import { otherHostCount } from '../../../../shared/validation/other-host-locs';

afterEach(() => setActiveLocale('en'));

const badPriority = (table: string, row: number): Problem =>
  problemAt({ table, row, field: 'priority' }, 'priority-invalid', { priority: 'high' });
const fragment = (table: string, row: number): Problem => problemAt({ table, row, field: 'loc' }, 'loc-fragment');
/** The problems listed (not the stand-ins), each as "table row code". */
const listedLines = (all: readonly Problem[]): string[] =>
  all.filter((item) => item.unlisted === undefined).map((item) => `${item.place.table} ${item.place.row} ${item.code}`);

describe('KeptProblems', () => {
  it('lists the first of each code in each table and counts the rest on one line, in the order added', () => {
    const kept = new KeptProblems(3);
    for (let row = 1; row <= 10; row++) {
      kept.add(badPriority('pages', row));
      if (row % 2 === 0) kept.add(fragment('pages', row));
      kept.add(badPriority('posts', row));
    }
    const all = kept.all();
    const listed = listedLines(all);
    expect(listed).toEqual([
      'pages 1 priority-invalid',
      'posts 1 priority-invalid',
      'pages 2 priority-invalid',
      'pages 2 loc-fragment',
      'posts 2 priority-invalid',
      'pages 3 priority-invalid',
      'posts 3 priority-invalid',
      'pages 4 loc-fragment',
      'pages 6 loc-fragment',
    ]);
    expect(all.slice(listed.length)).toMatchObject([
      { code: 'priority-invalid', severity: 'error', place: { table: 'pages' }, unlisted: 7 },
      { code: 'priority-invalid', severity: 'error', place: { table: 'posts' }, unlisted: 7 },
      { code: 'loc-fragment', place: { table: 'pages' }, unlisted: 2 },
    ]);
    // The stand-ins name their table, never a row: no line points at a cell it does not stand for.
    for (const standIn of all.slice(listed.length)) expect(standIn.place).toEqual({ table: standIn.place.table });
    expect(countProblems(all)).toEqual(
      countProblems([...Array(20)].map(() => badPriority('x', 1)).concat([...Array(5)].map(() => fragment('x', 1)))),
    );
  });

  it("lists at most `inAll` of a code across tables and files, each place's rest counted on its own stand-in", () => {
    // Many small tables, each under the limit per table: the bound in all still holds.
    const kept = new KeptProblems(3, 5);
    for (const table of ['a', 'b', 'c', 'd']) for (let row = 1; row <= 2; row++) kept.add(badPriority(table, row));
    kept.add(fragment('d', 1));
    const all = kept.all();
    const listed = listedLines(all);
    expect(listed).toEqual([
      'a 1 priority-invalid',
      'a 2 priority-invalid',
      'b 1 priority-invalid',
      'b 2 priority-invalid',
      'c 1 priority-invalid',
      'd 1 loc-fragment',
    ]);
    expect(all.slice(listed.length)).toMatchObject([
      { code: 'priority-invalid', place: { table: 'c' }, unlisted: 1 },
      { code: 'priority-invalid', place: { table: 'd' }, unlisted: 2 },
    ]);
    expect(countProblems(all).error).toBe(8);
  });

  it("counts another KeptProblems' stand-in as what it stands for, merged with its own (a parse worker's, per file)", () => {
    const worker = new KeptProblems(3);
    for (let row = 1; row <= 10; row++) worker.add(badPriority('pages', row));
    const log = new KeptProblems(2);
    log.add(badPriority('pages', 100));
    for (const item of worker.all()) log.add(item);
    // 1 of its own, 3 listed and 7 counted by the worker: 2 listed here, 9 on one line.
    const all = log.all();
    expect(countProblems(all)).toEqual({ error: 10 + 1, warning: 0, info: 0 });
    expect(all.map((item) => item.unlisted ?? null)).toEqual([null, null, 9]);
  });

  it('words a table stand-in as the table, a file stand-in as the file, in English and Dutch', () => {
    const kept = new KeptProblems(1);
    for (let row = 1; row <= 1201; row++) kept.add(fragment('pages', row));
    for (let line = 1; line <= 3; line++) kept.add(problemAt({ file: 'a.xml', line }, 'loc-fragment'));
    const [inTable, inFile] = kept.all().filter((item) => item.unlisted !== undefined);
    expect(inTable!.message).toBe('1,200 more "loc-fragment" problems in this table are not listed.');
    expect(problemText(inFile!)).toBe('2 more "loc-fragment" problems in this file are not listed.');
    setActiveLocale('nl');
    expect(problemText(inTable!)).toBe(
      'Nog 1.200 problemen "loc-fragment" in deze tabel worden niet afzonderlijk getoond.',
    );
  });

  it('counts each file on its own, problems of one code in two files taking turns', () => {
    const kept = new KeptProblems(1);
    for (let line = 1; line <= 4; line++)
      for (const file of ['a.xml', 'b.xml']) kept.add(problemAt({ file, line }, 'loc-fragment'));
    expect(kept.all().map((item) => [item.place.file, item.place.line ?? null, item.unlisted ?? null])).toEqual([
      ['a.xml', 1, null],
      ['b.xml', 1, null],
      ['a.xml', null, 3],
      ['b.xml', null, 3],
    ]);
  });

  it('keeps the parameters of the first problem a stand-in stands for', () => {
    const kept = new KeptProblems(1);
    kept.add(badPriority('pages', 1));
    kept.add(problemAt({ table: 'pages', row: 2 }, 'priority-invalid', { priority: 'low' }));
    kept.add(badPriority('pages', 3));
    expect(kept.all()[1]).toMatchObject({ unlisted: 2, params: [{ priority: 'low' }] });
  });
});

describe('KeptProblems.countedOnly, and KeptProblems told it', () => {
  /** Lines as "table row code unlisted", to compare two lists whole. */
  const lines = (all: readonly Problem[]): string[] =>
    all.map((item) => `${item.place.table} ${item.place.row ?? '-'} ${item.code} ${item.unlisted ?? '-'}`);
  /** Slice k's problems: a bad priority in every row of pages, a fragment in every third row of posts. */
  const sliceProblems = (k: number): Problem[] =>
    Array.from({ length: 10 }, (_, at) => 10 * k + at + 1).flatMap((row) => [
      badPriority('pages', row),
      ...(row % 3 === 0 ? [fragment('posts', row)] : []),
    ]);

  it('name what a list holds `limit` of in a place, and `inAll` of in all', () => {
    const kept = new KeptProblems(3, 4);
    expect(kept.countedOnly()).toEqual({ keys: [], codes: [] });
    for (let row = 1; row <= 2; row++) kept.add(badPriority('pages', row));
    for (let row = 1; row <= 3; row++) kept.add(fragment('posts', row));
    expect(kept.countedOnly().keys).toHaveLength(1);
    expect(kept.countedOnly().codes).toEqual([]);
    for (let row = 1; row <= 2; row++) kept.add(badPriority('news', row));
    expect(kept.countedOnly().keys).toHaveLength(1);
    expect(kept.countedOnly().codes).toEqual(['priority-invalid']);
  });

  it("name a place's keys only, where asked of one place, and the codes of every place", () => {
    const kept = new KeptProblems(2, 100);
    for (let row = 1; row <= 2; row++) kept.add(fragment('posts', row));
    for (let row = 1; row <= 2; row++) kept.add(badPriority('pages', row));
    kept.add(badPriority('pages and posts', 1));
    expect(kept.countedOnly().keys).toHaveLength(2);
    const ofPosts = kept.countedOnly({ table: 'posts' }).keys;
    expect(ofPosts).toHaveLength(1);
    expect(ofPosts[0]).toContain('loc-fragment');
    expect(kept.countedOnly({ table: 'pages' }).keys).toHaveLength(1);
    expect(kept.countedOnly({ table: 'pages and posts' }).keys).toEqual([]);
    expect(kept.countedOnly({ table: 'news' }).keys).toEqual([]);
    // A place's key told to another KeptProblems counts that place's problems there, not another's.
    const told = new KeptProblems(2, 100, kept.countedOnly({ table: 'posts' }));
    told.add(fragment('posts', 3));
    told.add(fragment('pages', 3));
    expect(told.all().map((item) => item.unlisted ?? '-')).toEqual([1, '-']);
  });

  it('tell a copy: what a job was told stays as it was while the list goes on counting', () => {
    const kept = new KeptProblems(2, 100);
    for (let row = 1; row <= 2; row++) kept.add(fragment('posts', row));
    const [ofPosts, ofAll] = [kept.countedOnly({ table: 'posts' }), kept.countedOnly()];
    for (let row = 3; row <= 4; row++) kept.add(badPriority('posts', row));
    // A stand-in of another list counts as many as it stands for: its key reaches the limit at once.
    kept.add({ ...badPriority('news', 1), unlisted: 5 });
    expect([ofPosts.keys, ofAll.keys].map((keys) => keys.length)).toEqual([1, 1]);
    expect(kept.countedOnly({ table: 'posts' }).keys).toHaveLength(2);
    expect(kept.countedOnly({ table: 'news' }).keys).toHaveLength(1);
    expect(kept.countedOnly().keys).toHaveLength(3);
  });

  it('name a key that reaches the limit counted only, as it was told to', () => {
    const kept = new KeptProblems(2, 100);
    for (let row = 1; row <= 2; row++) kept.add(fragment('posts', row));
    const told = new KeptProblems(2, 100, kept.countedOnly());
    told.add(fragment('posts', 3));
    expect(told.countedOnly().keys).toEqual([]);
    told.add(fragment('posts', 4));
    expect(told.countedOnly({ table: 'posts' }).keys).toEqual(kept.countedOnly({ table: 'posts' }).keys);
  });

  /**
   * Slices collected apart, as the main thread folds them in order, each on a worker told what the
   * list had enough of when it was posted, `ahead` slices before it still under way (slice k told
   * what slices 0 to k - ahead - 1 made of the list); and the same slices collected whole. Also the
   * problems of `code` the slices listed.
   */
  function collected(
    slices: number,
    problemsOf: (k: number) => Problem[],
    code: string,
    { limits = [PROBLEMS_KEPT_PER_CODE, PROBLEMS_KEPT_IN_ALL], ahead = 2 }: { limits?: number[]; ahead?: number } = {},
  ): { apart: Problem[]; whole: Problem[]; sentListed: number } {
    const kept = (told?: CountedOnly): KeptProblems => new KeptProblems(limits[0], limits[1], told);
    const [whole, apart] = [kept(), kept()];
    const told: CountedOnly[] = [];
    let sentListed = 0;
    for (let k = 0; k < slices; k++) {
      told.push(apart.countedOnly());
      const [worker, plain] = [kept(told[Math.max(0, k - ahead)]), kept()];
      for (const item of problemsOf(k)) {
        worker.add(item);
        plain.add(item);
      }
      const sent = worker.all();
      sentListed += sent.filter((item) => item.code === code && item.unlisted === undefined).length;
      apart.addAll(sent);
      whole.addAll(plain.all());
    }
    return { apart: apart.all(), whole: whole.all(), sentListed };
  }

  it('let slices collected apart, each told what the list had, come to the very list of slices collected whole', () => {
    const slices = (3 * PROBLEMS_KEPT_PER_CODE) / 10;
    const { apart, whole, sentListed } = collected(slices, sliceProblems, 'priority-invalid');
    expect(lines(apart)).toEqual(lines(whole));
    expect(countProblems(apart)).toEqual({ error: slices * 10, warning: (slices * 10) / 3, info: 0 });
    // The limit's worth, and the two slices under way as it filled up: every slice after sends a stand-in.
    expect(sentListed).toBe(PROBLEMS_KEPT_PER_CODE + 2 * 10);
  });

  it('keep the order of the stand-in lines: a stand-in told is sent where its first problem was', () => {
    // Slice 1 makes both stand-ins, pages' first: told pages at its limit, sent on a line after its
    // posts problems, the list would make posts' stand-in first.
    const problemsOf = (k: number): Problem[] =>
      k === 0
        ? [badPriority('pages', 1), badPriority('pages', 2), fragment('posts', 1)]
        : [badPriority('pages', 3), fragment('posts', 3), fragment('posts', 4)];
    const { apart, whole } = collected(2, problemsOf, 'priority-invalid', { limits: [2, 100], ahead: 0 });
    expect(lines(apart)).toEqual(lines(whole));
    expect(apart.filter((item) => item.unlisted !== undefined).map((item) => item.code)).toEqual([
      'priority-invalid',
      'loc-fragment',
    ]);
  });

  it("keep the order where a slice's own most of a code in all would have cut its problems", () => {
    // Several tables in one slice, 2 listed per table and 3 in all: told t1 and t3, slice 1 still
    // counts t1's towards its 3 of the code in all, so t2's second goes on a stand-in as before.
    const problemsOf = (k: number): Problem[] =>
      k === 0
        ? [badPriority('t1', 1), badPriority('t1', 2), fragment('t3', 1), fragment('t3', 2)]
        : [badPriority('t1', 3), badPriority('t1', 4), badPriority('t2', 1), badPriority('t2', 2), fragment('t3', 3)];
    const { apart, whole } = collected(2, problemsOf, 'priority-invalid', { limits: [2, 3], ahead: 0 });
    expect(lines(apart)).toEqual(lines(whole));
    // A told place's first problem past the slice's own most in all: its stand-in goes last, as before.
    const later = (k: number): Problem[] =>
      k === 0
        ? problemsOf(0)
        : [badPriority('t2', 1), badPriority('t2', 2), badPriority('t4', 1), badPriority('t1', 3), fragment('t3', 3)];
    const cut = collected(2, later, 'priority-invalid', { limits: [2, 3], ahead: 0 });
    expect(lines(cut.apart)).toEqual(lines(cut.whole));
  });

  it('come to the same list where a code is listed its most in all, across tables', () => {
    // Four tables of 8 slices, a bad priority in each: 3 listed per table and 5 in all.
    const problemsOf = (k: number): Problem[] => [badPriority(`t${k >> 3}`, k), fragment(`t${k >> 3}`, k)];
    const { apart, whole, sentListed } = collected(32, problemsOf, 'priority-invalid', { limits: [3, 5] });
    expect(lines(apart)).toEqual(lines(whole));
    expect(countProblems(apart).error).toBe(32);
    // The first table's 3 and the two slices under way as they filled it; the second table's 2 (the
    // code's 5 in all) and the two under way then: no slice after lists one.
    expect(sentListed).toBe(3 + 2 + 2 + 2);
  });
});

describe('KeptProblemList', () => {
  it('gives rows, then duplicates, then whole tables, each run with its own stand-ins', () => {
    const list = new KeptProblemList(1);
    list.add(
      'table',
      problemAt({ table: 'pages', row: 1 }, 'lastmod-shared', { lastmod: '2026-01-01', count: 9, rows: 10 }),
    );
    for (let row = 1; row <= 3; row++)
      list.add('duplicate', problemAt({ table: 'pages', row }, 'loc-duplicate', { where: { row: 1 } }));
    for (let row = 1; row <= 3; row++) list.add('row', fragment('pages', row));
    expect(list.all().map((item) => [item.code, item.unlisted ?? null])).toEqual([
      ['loc-fragment', null],
      ['loc-fragment', 2],
      ['loc-duplicate', null],
      ['loc-duplicate', 2],
      ['lastmod-shared', null],
    ]);
  });
});

describe('KeptProblems with loc-outside-base of both kinds in one table', () => {
  const outside = (row: number, reason: OutsideBase): Problem =>
    problemAt({ table: 'pages', row, field: 'loc' }, 'loc-outside-base', { reason });
  const otherHost: OutsideBase = { fault: 'host', host: 'other.com', baseHost: 'example.com' };
  const otherPath: OutsideBase = { fault: 'directory', directory: '/', base: 'https://example.com/shop/' };

  // One stand-in for the code took the first one's reason, and counted every other of either kind by it.
  it('counts the locs on another host past the limit, however the kinds are mixed', () => {
    const kept = new KeptProblems(2);
    for (let row = 1; row <= 5; row++) kept.add(outside(row, otherPath));
    for (let row = 6; row <= 12; row++) kept.add(outside(row, otherHost));
    for (let row = 13; row <= 15; row++) kept.add(outside(row, otherPath));
    const all = kept.all();
    expect(otherHostCount(all)).toBe(7);
    expect(countProblems(all).error).toBe(15);
    expect(all.filter((item) => item.unlisted !== undefined).map((item) => item.unlisted)).toEqual([6, 5]);
  });
});
