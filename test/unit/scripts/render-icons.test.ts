import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readPngHeader } from '../../support/png-header';
import { useTempDir } from '../../support/use-temp-dir';
import { ICON_SIZES, readIconSource, renderIconPng, writeBuildIcons } from '../../../scripts/render-icons';

const temp = useTempDir();
// 8-bit RGBA: the tile's rounded corners are transparent.
const RGBA = { bitDepth: 8, colorType: 6 };

describe('the app icon, rendered from build/icon.svg', () => {
  it('renders a square RGBA PNG at each size asked for', async () => {
    const svg = await readIconSource();
    for (const size of [16, 48, 1024]) {
      expect(readPngHeader(renderIconPng(svg, size))).toEqual({ width: size, height: size, ...RGBA });
    }
  });

  it('writes electron-builder’s 1024 px icon.png and the Linux icons/<n>x<n>.png set from 16 to 1024', async () => {
    const written = await writeBuildIcons(temp.path(), await readIconSource());
    expect(written.map((path) => basename(path))).toEqual(['icon.png', ...ICON_SIZES.map((n) => `${n}x${n}.png`)]);
    expect(ICON_SIZES).toEqual(expect.arrayContaining([16, 32, 256, 512, 1024]));
    expect(readPngHeader(await readFile(written[0]!))).toMatchObject({ width: 1024, height: 1024 });
    for (const size of ICON_SIZES) {
      const header = readPngHeader(await readFile(`${temp.path()}/icons/${size}x${size}.png`));
      expect(header).toEqual({ width: size, height: size, ...RGBA });
    }
  });

  it('draws the tile opaque in the middle and leaves the corners clear', async () => {
    // Read back through resvg itself: a 1 px-wide slice would need a PNG decoder otherwise.
    const { Resvg } = await import('@resvg/resvg-js');
    const pixels = new Resvg(await readIconSource(), { fitTo: { mode: 'width', value: 64 } }).render().pixels;
    const alphaAt = (x: number, y: number): number => pixels[(y * 64 + x) * 4 + 3]!;
    expect(alphaAt(0, 0)).toBe(0);
    expect(alphaAt(32, 32)).toBe(255);
  });
});
