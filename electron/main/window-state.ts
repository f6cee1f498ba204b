import { readJsonFile, writeJsonFile } from './json-file';

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface WindowState {
  bounds: Rect;
  maximized: boolean;
}

export const DEFAULT_SIZE = { width: 1280, height: 800 } as const;
const MIN_VISIBLE = 64;

/** Reads the saved window state; a missing or damaged file means "no saved state". */
export const readWindowState = (file: string): Promise<WindowState | null> => readJsonFile(file, isWindowState);

export const writeWindowState = (file: string, state: WindowState): Promise<void> => writeJsonFile(file, state);

/**
 * Keeps saved bounds only if enough of the window would be on one of today's screens
 * (a monitor may have been unplugged since); otherwise the default size, centred by the OS.
 */
export function placeOnScreens(
  saved: WindowState | null,
  workAreas: readonly Rect[],
): WindowState & { centre: boolean } {
  if (saved && workAreas.some((area) => overlaps(saved.bounds, area))) return { ...saved, centre: false };
  return { bounds: { x: 0, y: 0, ...DEFAULT_SIZE }, maximized: saved?.maximized ?? false, centre: true };
}

function overlaps(window: Rect, area: Rect): boolean {
  const width = Math.min(window.x + window.width, area.x + area.width) - Math.max(window.x, area.x);
  const height = Math.min(window.y + window.height, area.y + area.height) - Math.max(window.y, area.y);
  return width >= MIN_VISIBLE && height >= MIN_VISIBLE;
}

function isWindowState(value: unknown): value is WindowState {
  if (typeof value !== 'object' || value === null) return false;
  const { bounds, maximized } = value as Partial<WindowState>;
  return (
    typeof maximized === 'boolean' &&
    typeof bounds === 'object' &&
    bounds !== null &&
    (['x', 'y', 'width', 'height'] as const).every((key) => Number.isFinite(bounds[key])) &&
    bounds.width > 0 &&
    bounds.height > 0
  );
}
