import { acceptHMRUpdate, defineStore } from 'pinia';
import { shallowRef, watch } from 'vue';
import { parseSavedWidths, widthsFor, withWidth, type SavedWidths } from './column-widths';
import { frozenFor, parseSavedFrozen, withFrozen, type SavedFrozen } from './frozen-columns';
import { readStorage, writeStorage } from '../../services/local-storage';

/** Where the widths are kept: the project file has no place for how tables are shown (yet). */
export const WIDTHS_STORAGE_KEY = 'sitemap-studio:column-widths';
export const FROZEN_STORAGE_KEY = 'sitemap-studio:frozen-columns';
const SAVE_DELAY_MS = 300;

/**
 * The grid's column layout, per table name, kept across table switches and app runs (localStorage):
 * each column's width, and how many leading columns stay frozen.
 */
export const useColumnWidthsStore = defineStore('columnWidths', () => {
  /** Widths the user chose, by table name; other columns keep their default. */
  const saved = shallowRef<SavedWidths>(parseSavedWidths(readStorage(WIDTHS_STORAGE_KEY)));

  /** How many leading columns each table keeps frozen, where not the default (loc alone). */
  const frozen = shallowRef<SavedFrozen>(parseSavedFrozen(readStorage(FROZEN_STORAGE_KEY)));

  /** Every column's width for a table. */
  function widthsOf(tableName: string): number[] {
    return widthsFor(saved.value, tableName);
  }

  /** Sets a column's width (clamped), or with null puts it back to its default. */
  function setWidth(tableName: string, col: number, width: number | null): void {
    saved.value = withWidth(saved.value, tableName, col, width);
  }

  /** How many leading columns of a table stay in place when it scrolls sideways. */
  const frozenOf = (tableName: string): number => frozenFor(frozen.value, tableName);

  /** Freezes the first `count` columns of a table (0: none), and keeps the choice. */
  function setFrozen(tableName: string, count: number): void {
    frozen.value = withFrozen(frozen.value, tableName, count);
    writeStorage(FROZEN_STORAGE_KEY, JSON.stringify(frozen.value));
  }

  // Dragging changes a width many times a second: store it once the drag settles.
  let timer: ReturnType<typeof setTimeout> | undefined;
  watch(saved, (widths) => {
    clearTimeout(timer);
    timer = setTimeout(() => writeStorage(WIDTHS_STORAGE_KEY, JSON.stringify(widths)), SAVE_DELAY_MS);
  });

  return { saved, frozen, widthsOf, setWidth, frozenOf, setFrozen };
});

if (import.meta.hot) import.meta.hot.accept(acceptHMRUpdate(useColumnWidthsStore, import.meta.hot));
