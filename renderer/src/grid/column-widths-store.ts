import { defineStore } from 'pinia';
import { shallowRef, watch } from 'vue';
import { parseSavedWidths, widthsFor, withWidth, type SavedWidths } from './column-widths';
import { readStorage, writeStorage } from '../shell/local-storage';

/** Where the widths are kept: the project file has no place for how tables are shown (yet). */
export const WIDTHS_STORAGE_KEY = 'sitemap-studio:column-widths';
const SAVE_DELAY_MS = 300;

/** The grid's column widths, per table name, kept across table switches and app runs (localStorage). */
export const useColumnWidthsStore = defineStore('columnWidths', () => {
  /** Widths the user chose, by table name; other columns keep their default. */
  const saved = shallowRef<SavedWidths>(parseSavedWidths(readStorage(WIDTHS_STORAGE_KEY)));

  /** Every column's width for a table. */
  function widthsOf(tableName: string): number[] {
    return widthsFor(saved.value, tableName);
  }

  /** Sets a column's width (clamped), or with null puts it back to its default. */
  function setWidth(tableName: string, col: number, width: number | null): void {
    saved.value = withWidth(saved.value, tableName, col, width);
  }

  // Dragging changes a width many times a second: store it once the drag settles.
  let timer: ReturnType<typeof setTimeout> | undefined;
  watch(saved, (widths) => {
    clearTimeout(timer);
    timer = setTimeout(() => writeStorage(WIDTHS_STORAGE_KEY, JSON.stringify(widths)), SAVE_DELAY_MS);
  });

  return { saved, widthsOf, setWidth };
});
