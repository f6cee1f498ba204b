import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SIZE,
  placeOnScreens,
  readWindowState,
  writeWindowState,
  type Rect,
  type WindowState,
} from '../../../electron/main/window-state';
import { useTempDir } from '../../support/use-temp-dir';

const temp = useTempDir();

const saved: WindowState = { bounds: { x: 100, y: 80, width: 1000, height: 700 }, maximized: false };

describe('window state file', () => {
  it('round-trips', async () => {
    const file = join(temp.path(), 'window-state.json');
    await writeWindowState(file, { bounds: { x: -1800, y: 20, width: 1600, height: 900 }, maximized: true });
    expect(await readWindowState(file)).toEqual({
      bounds: { x: -1800, y: 20, width: 1600, height: 900 },
      maximized: true,
    });
  });

  it('reads a missing file as no saved state', async () => {
    expect(await readWindowState(join(temp.path(), 'window-state.json'))).toBeNull();
  });

  it.each([
    ['damaged JSON', '{"bounds":{"x":1'],
    ['an empty file', ''],
    ['null', 'null'],
    ['a list', '[1,2,3,4]'],
    ['no maximized flag', '{"bounds":{"x":0,"y":0,"width":800,"height":600}}'],
    ['a maximized string', '{"bounds":{"x":0,"y":0,"width":800,"height":600},"maximized":"yes"}'],
    ['no bounds', '{"maximized":false}'],
    ['null bounds', '{"bounds":null,"maximized":false}'],
    ['a missing coordinate', '{"bounds":{"x":0,"width":800,"height":600},"maximized":false}'],
    ['a string coordinate', '{"bounds":{"x":"0","y":0,"width":800,"height":600},"maximized":false}'],
    ['zero width', '{"bounds":{"x":0,"y":0,"width":0,"height":600},"maximized":false}'],
    ['negative height', '{"bounds":{"x":0,"y":0,"width":800,"height":-1},"maximized":false}'],
  ])('reads %s as no saved state', async (_case, text) => {
    const file = join(temp.path(), 'window-state.json');
    await writeFile(file, text);
    expect(await readWindowState(file)).toBeNull();
  });
});

describe('placeOnScreens', () => {
  const laptop: Rect = { x: 0, y: 0, width: 1920, height: 1050 };
  const rightMonitor: Rect = { x: 1920, y: 0, width: 2560, height: 1410 };
  const leftMonitor: Rect = { x: -2560, y: 0, width: 2560, height: 1440 };

  it('keeps bounds that lie on a screen', () => {
    expect(placeOnScreens(saved, [laptop])).toEqual({ ...saved, centre: false });
  });

  it('keeps bounds on a second screen, left of the primary one', () => {
    const onLeft: WindowState = { bounds: { x: -2000, y: 100, width: 1200, height: 800 }, maximized: true };
    expect(placeOnScreens(onLeft, [laptop, leftMonitor])).toEqual({ ...onLeft, centre: false });
  });

  it('keeps bounds on a second screen, right of the primary one', () => {
    const onRight: WindowState = { bounds: { x: 2500, y: 200, width: 1200, height: 800 }, maximized: false };
    expect(placeOnScreens(onRight, [laptop, rightMonitor])).toEqual({ ...onRight, centre: false });
  });

  it('falls back to the centred default when the screen it was on is gone', () => {
    const onRight: WindowState = { bounds: { x: 2500, y: 200, width: 1200, height: 800 }, maximized: true };
    expect(placeOnScreens(onRight, [laptop])).toEqual({
      bounds: { x: 0, y: 0, width: DEFAULT_SIZE.width, height: DEFAULT_SIZE.height },
      maximized: true,
      centre: true,
    });
  });

  it('falls back when only a sliver would be visible', () => {
    const sliver: WindowState = { bounds: { x: 1900, y: 100, width: 800, height: 600 }, maximized: false };
    expect(placeOnScreens(sliver, [laptop])).toMatchObject({ centre: true, bounds: { x: 0, y: 0 } });
  });

  it('keeps a window with 64 pixels on screen, and not with 63', () => {
    const bounds = (x: number): WindowState => ({ bounds: { x, y: 0, width: 800, height: 600 }, maximized: false });
    expect(placeOnScreens(bounds(1920 - 64), [laptop]).centre).toBe(false);
    expect(placeOnScreens(bounds(1920 - 63), [laptop]).centre).toBe(true);
  });

  it('falls back when the title bar is above every screen', () => {
    const above: WindowState = { bounds: { x: 100, y: -2000, width: 800, height: 600 }, maximized: false };
    expect(placeOnScreens(above, [laptop, rightMonitor]).centre).toBe(true);
  });

  it('uses the centred default size when nothing was saved', () => {
    expect(placeOnScreens(null, [laptop])).toEqual({
      bounds: { x: 0, y: 0, width: 1280, height: 800 },
      maximized: false,
      centre: true,
    });
  });

  it('falls back when there are no screens at all', () => {
    expect(placeOnScreens(saved, []).centre).toBe(true);
  });
});
