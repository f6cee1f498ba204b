import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const RENDERER = fileURLToPath(new URL('../../../../renderer/src', import.meta.url));

/** Every file under the renderer's source that defines a Pinia store. */
function storeFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return storeFiles(path);
    return /\.ts$/.test(entry.name) && readFileSync(path, 'utf8').includes('defineStore(') ? [path] : [];
  });
}

describe('Pinia stores', () => {
  it('each accepts a hot update of itself, so an edit in development keeps the state it holds', () => {
    const files = storeFiles(RENDERER);
    expect(files.length).toBeGreaterThan(20);
    const without = files.flatMap((path) => {
      const text = readFileSync(path, 'utf8');
      const stores = [...text.matchAll(/export const (use\w+Store) = defineStore\(/g)].map((match) => match[1]!);
      return stores
        .filter((store) => !text.includes(`import.meta.hot.accept(acceptHMRUpdate(${store}, import.meta.hot))`))
        .map((store) => `${relative(RENDERER, path)}: ${store}`);
    });
    expect(without).toEqual([]);
  });
});
