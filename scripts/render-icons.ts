import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { Resvg } from '@resvg/resvg-js';

/** The square sizes the app icon is rendered at: the Linux set, the window's, and electron-builder's 1024. */
export const ICON_SIZES = [16, 24, 32, 48, 64, 128, 256, 512, 1024] as const;

/** The icon's one source, drawn for Sitemap Studio. */
export const ICON_SOURCE = resolve(__dirname, '../build/icon.svg');

/** The icon as a PNG of `size` × `size` pixels. */
export function renderIconPng(svg: string, size: number): Buffer {
  return new Resvg(svg, { fitTo: { mode: 'width', value: size } }).render().asPng();
}

export function readIconSource(): Promise<string> {
  return readFile(ICON_SOURCE, 'utf8');
}

/**
 * Writes what electron-builder reads from its build resources folder: `icon.png` at 1024 px (it makes
 * the macOS .icns and the Windows .ico from it) and `icons/<n>x<n>.png` for Linux. Returns the paths.
 */
export async function writeBuildIcons(buildDir: string, svg: string): Promise<string[]> {
  await mkdir(join(buildDir, 'icons'), { recursive: true });
  const written = [
    join(buildDir, 'icon.png'),
    ...ICON_SIZES.map((size) => join(buildDir, 'icons', `${size}x${size}.png`)),
  ];
  const sizes = [1024, ...ICON_SIZES];
  await Promise.all(written.map((path, index) => writeFile(path, renderIconPng(svg, sizes[index]!))));
  return written;
}
