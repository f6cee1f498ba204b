import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { SITEMAP_NS } from './sitemap-xml';
import { makeTempDir, removeTempDir } from './temp-dir';

const gzipAsync = promisify(gzip);
const CHANGEFREQS = ['daily', 'weekly', 'monthly'];

export interface GeneratedSet {
  index: string;
  files: string[];
  rows: number;
  /** Uncompressed XML bytes of the sitemaps (the index not counted). */
  xmlBytes: number;
}

/** The shop-like set the benchmarks and the large-import tests read. Writes `files` gzipped sitemaps of `rowsPerFile` realistic rows each, and an index listing them by URL. */
export async function generateSet(dir: string, files = 20, rowsPerFile = 50_000): Promise<GeneratedSet> {
  await mkdir(dir, { recursive: true });
  const paths: string[] = [];
  let xmlBytes = 0;
  for (let file = 0; file < files; file++) {
    const parts = [`<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${SITEMAP_NS}">\n`];
    for (let i = 0; i < rowsPerFile; i++) {
      const n = file * rowsPerFile + i;
      parts.push(
        `  <url>\n    <loc>https://www.example.com/products/category-${n % 97}/item-${n}.html?ref=sitemap&amp;v=${n % 7}</loc>\n` +
          `    <lastmod>2024-${String((n % 12) + 1).padStart(2, '0')}-${String((n % 28) + 1).padStart(2, '0')}T10:${String(n % 60).padStart(2, '0')}:00+00:00</lastmod>\n` +
          `    <changefreq>${CHANGEFREQS[n % 3]}</changefreq>\n    <priority>0.${n % 10}</priority>\n  </url>\n`,
      );
    }
    parts.push('</urlset>\n');
    const xml = Buffer.from(parts.join(''));
    xmlBytes += xml.length;
    const path = join(dir, `sitemap-${file + 1}.xml.gz`);
    await writeFile(path, await gzipAsync(xml));
    paths.push(path);
  }
  const entries = paths
    .map((_, i) => `  <sitemap><loc>https://www.example.com/sitemaps/sitemap-${i + 1}.xml.gz</loc></sitemap>\n`)
    .join('');
  const index = join(dir, 'sitemap_index.xml');
  await writeFile(
    index,
    `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="${SITEMAP_NS}">\n${entries}</sitemapindex>\n`,
  );
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
