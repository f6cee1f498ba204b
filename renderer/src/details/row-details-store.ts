import { acceptHMRUpdate, defineStore } from 'pinia';
import { ref, shallowRef } from 'vue';
import type { UrlRow } from '../../../shared/url-table';
import type { LocIndex } from '../../../shared/validation/alternates-reciprocity';
import { LocIndexCache } from './loc-index-cache';
import { useHistoryStore } from '../history';
import { useProjectStore } from '../project';

export type DetailsTab = 'images' | 'videos' | 'news' | 'alternates' | 'xml';

/** The row the panel shows: the grid's current row. */
export interface DetailsTarget {
  tableId: string;
  /** The row's stored position in its table. */
  stored: number;
  /** The row's values, read when the grid reported it (and again after every change). */
  row: UrlRow;
  /** Its number as the grid shows it (1-based, in the sorted or filtered view). */
  shownAs: number;
}

export const DETAILS_WIDTH = { min: 320, max: 720, initial: 440 } as const;

/**
 * The panel's first width in a window `windowWidth` wide: 30 % of it within min and initial, so at
 * 1280 px the grid keeps loc, lastmod, changefreq and priority beside it.
 */
export const initialDetailsWidth = (windowWidth: number | undefined): number =>
  windowWidth === undefined
    ? DETAILS_WIDTH.initial
    : Math.round(Math.min(DETAILS_WIDTH.initial, Math.max(DETAILS_WIDTH.min, windowWidth * 0.3)));

/** The row details panel beside the grid: open or not, its width and tab, the row it follows. */
export const useRowDetailsStore = defineStore('rowDetails', () => {
  const project = useProjectStore();
  const history = useHistoryStore();
  const open = ref(false);
  /** Width in px; the user drags the panel's edge. */
  const width = ref<number>(initialDetailsWidth(globalThis.window?.innerWidth));
  const tab = ref<DetailsTab>('images');
  const target = shallowRef<DetailsTarget | null>(null);
  /** Focus should move into the panel (it may not exist yet): the panel takes it and clears this. */
  const focusWanted = ref(false);

  /** Opens the panel (on a tab, if given) and moves focus into it. */
  function show(on?: DetailsTab): void {
    if (on) tab.value = on;
    open.value = true;
    focusWanted.value = true;
  }

  function toggle(): void {
    open.value = !open.value;
  }

  function setWidth(px: number): void {
    width.value = Math.round(Math.min(DETAILS_WIDTH.max, Math.max(DETAILS_WIDTH.min, px)));
  }

  /** The project's version when the target was last taken: until rows change, the same place is the same row. */
  let followedAt = -1;

  /**
   * The grid reports its current row here as the selection moves and as rows change; null when it
   * has none. The same row at the same place, with no row changed since, keeps the target, so the
   * panel does not re-render as the selection moves along a row.
   */
  function follow(next: DetailsTarget | null): void {
    const now = target.value;
    const same =
      next !== null &&
      now !== null &&
      followedAt === project.version &&
      now.tableId === next.tableId &&
      now.stored === next.stored &&
      now.shownAs === next.shownAs;
    if (same) return;
    target.value = next;
    followedAt = project.version;
  }

  // Built once, kept while only extension data changes: the hreflang check reads it for any row.
  const locs = new LocIndexCache();
  history.onApplied((_tableId, command) => locs.applied(command, project.version));

  /** Every loc of the project to its row. */
  function locIndex(): LocIndex {
    return locs.get(project.tables, project.version);
  }

  return { open, width, tab, target, focusWanted, show, toggle, setWidth, follow, locIndex };
});

if (import.meta.hot) import.meta.hot.accept(acceptHMRUpdate(useRowDetailsStore, import.meta.hot));
