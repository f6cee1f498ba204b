import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { shopIndex, shopUrlset } from './shop-sitemap';
import { makeTempDir, removeTempDir } from './temp-dir';

const gzipAsync = promisify(gzip);

export interface GeneratedSet {
  index: string;
  files: string[];
  rows: number;
  /** Uncompressed XML bytes of the sitemaps (the index not counted). */
  xmlBytes: number;
}

/**
 * The shop-like set the benchmarks and the large-import tests read. Writes `files` gzipped sitemaps of
 * `rowsPerFile` realistic rows each, and an index listing them by URL; `locPadding` (shopUrlset) makes
 * the locs that much longer.
 */
export async function generateSet(
  dir: string,
  files = 20,
  rowsPerFile = 50_000,
  locPadding = 0,
): Promise<GeneratedSet> {
  await mkdir(dir, { recursive: true });
  const paths: string[] = [];
  let xmlBytes = 0;
  for (let file = 0; file < files; file++) {
    const xml = shopUrlset(file, rowsPerFile, locPadding);
    xmlBytes += xml.length;
    const path = join(dir, `sitemap-${file + 1}.xml.gz`);
    await writeFile(path, await gzipAsync(xml));
    paths.push(path);
  }
  const index = join(dir, 'sitemap_index.xml');
  await writeFile(index, shopIndex(paths.map((_, i) => `https://www.example.com/sitemaps/sitemap-${i + 1}.xml.gz`)));
  return { index, files: paths, rows: files * rowsPerFile, xmlBytes };
}

/** The hooks a spec file runs once around all its tests (Playwright's `test.beforeAll` / `test.afterAll`). */
interface SpecHooks {
  beforeAll(run: () => Promise<void>): void;
  afterAll(run: () => void): void;
}

/**
 * A generated set for a whole spec file: written to a temp folder before its tests, removed after.
 * Returns how to get it (only inside a test, once the hook has run).
 */
export function setForSpec(hooks: SpecHooks, files: number, rowsPerFile: number): () => GeneratedSet {
  let folder = '';
  let set: GeneratedSet | null = null;
  hooks.beforeAll(async () => {
    folder = makeTempDir();
    set = await generateSet(folder, files, rowsPerFile);
  });
  hooks.afterAll(() => removeTempDir(folder));
  return () => set!;
}
