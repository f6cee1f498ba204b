import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GRID_COLUMNS } from '../../../../../renderer/src/table/columns';
import {
  FROZEN_STORAGE_KEY,
  useColumnWidthsStore,
  WIDTHS_STORAGE_KEY,
} from '../../../../../renderer/src/grid/columns/column-widths-store';
import { MemoryStorage } from '../../../../support/renderer/memory-storage';
import { startStores } from '../../../../support/renderer/store-harness';

const DEFAULTS = GRID_COLUMNS.map((column) => column.width);
const withFirst = (width: number) => [width, ...DEFAULTS.slice(1)];

describe('column widths store', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('keeps widths per table name; a width put back to its default is forgotten', () => {
    startStores();
    const widths = useColumnWidthsStore();
    widths.setWidth('pages', 0, 500);
    expect(widths.widthsOf('pages')).toEqual(withFirst(500));
    expect(widths.widthsOf('posts')).toEqual(DEFAULTS);
    widths.setWidth('pages', 0, null);
    expect(widths.saved).toEqual({});
  });

  it('stores them once a drag settles, and the next run starts with them', async () => {
    const storage = new MemoryStorage();
    vi.stubGlobal('localStorage', storage);
    startStores();
    const widths = useColumnWidthsStore();
    for (const width of [400, 450, 500]) {
      widths.setWidth('pages', 0, width);
      await vi.advanceTimersByTimeAsync(100);
    }
    expect(storage.writes).toBe(0);
    await vi.advanceTimersByTimeAsync(300);
    expect(storage.writes).toBe(1);
    expect(JSON.parse(storage.getItem(WIDTHS_STORAGE_KEY)!)).toEqual({ pages: { loc: 500 } });

    startStores(); // the next run
    expect(useColumnWidthsStore().widthsOf('pages')).toEqual(withFirst(500));
  });

  it('a storage that refuses to keep them (full, locked down) still holds them for this run', async () => {
    vi.stubGlobal('localStorage', new MemoryStorage(true));
    startStores();
    const widths = useColumnWidthsStore();
    widths.setWidth('pages', 0, 600);
    await vi.advanceTimersByTimeAsync(1000);
    expect(widths.widthsOf('pages')).toEqual(withFirst(600));
  });

  it('with no storage at all (as in Node) they hold for this run too', async () => {
    expect(typeof globalThis.localStorage).toBe('undefined');
    startStores();
    const widths = useColumnWidthsStore();
    widths.setWidth('pages', 0, 300);
    await vi.advanceTimersByTimeAsync(1000);
    expect(widths.widthsOf('pages')).toEqual(withFirst(300));
  });

  it('a damaged entry left by an earlier run costs its widths, never the grid', () => {
    const storage = new MemoryStorage();
    storage.setItem(WIDTHS_STORAGE_KEY, '{"pages": {"loc": "wide"}, "posts": ');
    vi.stubGlobal('localStorage', storage);
    startStores();
    expect(useColumnWidthsStore().widthsOf('pages')).toEqual(DEFAULTS);
  });

  it('keeps how many columns each table freezes, loc alone by default, for the next run', () => {
    const storage = new MemoryStorage();
    vi.stubGlobal('localStorage', storage);
    startStores();
    const layout = useColumnWidthsStore();
    expect(layout.frozenOf('pages')).toBe(1);
    layout.setFrozen('pages', 2);
    layout.setFrozen('posts', 0);
    expect(JSON.parse(storage.getItem(FROZEN_STORAGE_KEY)!)).toEqual({ pages: 2, posts: 0 });

    startStores(); // the next run
    const next = useColumnWidthsStore();
    expect([next.frozenOf('pages'), next.frozenOf('posts'), next.frozenOf('news')]).toEqual([2, 0, 1]);
  });
});
