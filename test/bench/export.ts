// Export 1,000,000 rows to a gzipped set with an index; compare with merely gzipping the same bytes.
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { constants, gunzipSync, gzipSync } from 'node:zlib';
import { exportProject } from '../../electron/engine/export/export-project';
import { createGzipPool } from '../../electron/engine/export/gzip-pool';
import { DEFAULT_EXPORT_SETTINGS } from '../../shared/export-settings';
import { fmt, median, peakRssMb, seconds } from './measure';
import { benchRows } from './shop-rows';
import type { UrlRow } from '../../shared/url-table';
import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { once } from 'node:events';
import { createGzip } from 'node:zlib';
import { SitemapAndIndexStream, SitemapStream } from 'sitemap';

const ROWS = Number(process.env['BENCH_ROWS'] ?? 1_000_000);

/** Exports and floors measured in turn, so a busy moment on the machine weighs on both alike. */
const RUNS = Number(process.env['BENCH_RUNS'] ?? 5);

export async function benchExport(): Promise<void> {
  const rows = benchRows(ROWS);
  const out = await mkdtemp(join(tmpdir(), 'sitemap-studio-bench-export-'));
  const pool = createGzipPool(process.env['BENCH_WORKERS'] ? Number(process.env['BENCH_WORKERS']) : undefined);
  try {
    const settings = { ...DEFAULT_EXPORT_SETTINGS, baseUrl: 'https://www.example.com/', outputFolder: out };
    const times: number[] = [];
    const floors: number[] = [];
    let names: string[] = [];
    let bytes = 0;
    for (let run = 0; run < RUNS; run++) {
      let ok = false;
      times.push(
        await seconds(async () => {
          const result = await exportProject(
            { projectId: 'bench', tables: [{ id: 't', name: 'products', rows }], settings, robotsTxt: null },
            { codec: pool },
          );
          ok = result.ok;
        }),
      );
      if (!ok) throw new Error('the benchmark export failed');
      // The floor: gzip the same uncompressed bytes, at the same level, one file after another (each
      // file inflated first and let go after, so the next export does not start with them on the heap).
      names = (await readdir(out)).filter((name) => name.endsWith('.gz'));
      let floor = 0;
      bytes = 0;
      for (const name of names) {
        const plain = gunzipSync(await readFile(join(out, name)));
        bytes += plain.length;
        floor += await seconds(() => gzipSync(plain, { level: constants.Z_DEFAULT_COMPRESSION }));
      }
      floors.push(floor);
    }
    const rss = peakRssMb();
    const ratios = times.map((time, run) => time / floors[run]!);
    const list = (values: number[]): string => values.map((value) => fmt(value)).join(', ');

    console.log(
      `export: ${ROWS.toLocaleString('en-US')} rows → ${names.length} gzipped sitemaps + index (${fmt(bytes / 1e6, 1)} MB of XML), ${RUNS} runs`,
    );
    const time = median(times);
    console.log(
      `  export time          ${fmt(time)} s median (${list(times)}), ${fmt(ROWS / time, 0)} URLs/s, peak RSS ${fmt(rss, 0)} MB`,
    );
    console.log(
      `  floor: zlib gzip     ${fmt(median(floors))} s median (${list(floors)}): same bytes, same level, one thread`,
    );
    console.log(`  export / floor       ${fmt(median(ratios))}× median (${list(ratios)}); goal ≤ 1.5×`);
    const reference = await seconds(() => sitemapJsExport(rows, join(out, 'sitemap.js')));
    console.log(
      `  reference: sitemap.js SitemapAndIndexStream ${fmt(reference)} s (same rows, gzip, no validation or limits on bytes)`,
    );
  } finally {
    await pool.close();
    await rm(out, { recursive: true, force: true });
  }
}

/** The same rows through sitemap.js's SitemapAndIndexStream, gzipped to files, as a reference point. */
async function sitemapJsExport(rows: readonly UrlRow[], folder: string): Promise<void> {
  await mkdir(folder, { recursive: true });
  const stream = new SitemapAndIndexStream({
    limit: 50_000,
    getSitemapStream: (i: number) => {
      const sitemap = new SitemapStream({ hostname: 'https://www.example.com/' });
      const name = `sitemap-${i}.xml.gz`;
      const write = sitemap.pipe(createGzip()).pipe(createWriteStream(join(folder, name)));
      return [`https://www.example.com/${name}`, sitemap, write];
    },
  });
  const index = stream.pipe(createWriteStream(join(folder, 'sitemap_index.xml')));
  for (const row of rows) {
    const item = {
      url: row.loc,
      lastmod: row.lastmod ?? undefined,
      changefreq: row.changefreq as 'weekly',
      priority: Number(row.priority),
    };
    if (!stream.write(item)) await once(stream, 'drain');
  }
  stream.end();
  await once(index, 'finish');
}
