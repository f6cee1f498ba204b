import { describe, expect, it } from 'vitest';
import { clampHeight, FRAME_HEIGHT, PANEL_HEIGHT } from '../../../../renderer/src/problems/panel-height';
import { ROW_HEIGHT } from '../../../../renderer/src/ui/row-height';

const gridRows = (panel: number, windowHeight: number): number => (windowHeight - FRAME_HEIGHT - panel) / ROW_HEIGHT;

describe('the problems panel’s height', () => {
  it('by default leaves the grid about 15 rows at 1280×720, and however tall it is made, 8', () => {
    expect(clampHeight(PANEL_HEIGHT.initial, 720)).toBe(PANEL_HEIGHT.initial);
    expect(gridRows(PANEL_HEIGHT.initial, 720)).toBeGreaterThanOrEqual(14.5);
    expect(gridRows(clampHeight(5000, 720), 720)).toBeGreaterThanOrEqual(8);
    expect(gridRows(clampHeight(5000, 1080), 1080)).toBeGreaterThanOrEqual(8);
  });

  it('is never smaller than its minimum, even in a short window, and is whole pixels', () => {
    expect(clampHeight(10, 720)).toBe(PANEL_HEIGHT.min);
    expect(clampHeight(400, 300)).toBe(PANEL_HEIGHT.min);
    expect(clampHeight(200.6, 1080)).toBe(201);
  });
});
