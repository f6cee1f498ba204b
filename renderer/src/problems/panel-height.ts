import { ROW_HEIGHT } from '../ui/row-height';
import { readStorage, writeStorage } from '../services/local-storage';

export const HEIGHT_STORAGE_KEY = 'sitemap-studio:problems-panel-height';

/** What the window takes besides the grid's rows and this panel: toolbar, tabs, grid toolbar and header, status bar. */
export const FRAME_HEIGHT = 210;

/**
 * The problems panel's heights in pixels. By default it shows four groups under its header, and at
 * 1280×720 the grid above keeps about 15 rows. However tall it is made, the window keeps `gridRoom`
 * for the frame and 8 rows of grid.
 */
export const PANEL_HEIGHT = { min: 90, initial: 130, gridRoom: FRAME_HEIGHT + 8 * ROW_HEIGHT } as const;

/** A height the panel may take in a window this tall. */
export function clampHeight(height: number, windowHeight: number): number {
  const max = Math.max(PANEL_HEIGHT.min, windowHeight - PANEL_HEIGHT.gridRoom);
  return Math.round(Math.min(max, Math.max(PANEL_HEIGHT.min, height)));
}

/** The height kept from the last run, or the default when none was kept (or it is not a number). */
export function savedHeight(): number {
  const saved = Number(readStorage(HEIGHT_STORAGE_KEY));
  return Number.isFinite(saved) && saved > 0 ? saved : PANEL_HEIGHT.initial;
}

export const saveHeight = (height: number): void => writeStorage(HEIGHT_STORAGE_KEY, String(height));
