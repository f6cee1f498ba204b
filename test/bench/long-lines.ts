// A text sitemap, a robots.txt and a CSV table whose second line is huge: the import's time and the
// longest stall of the event loop (what delays a cancel). BENCH_LINE_MB=10,20,40,90 picks the sizes.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { importSources } from '../../electron/engine/import/import-sources';
import { fmt, seconds } from './measure';

const SIZES_MB = (process.env['BENCH_LINE_MB'] ?? '10,20,40,90').split(',').map(Number);

const FILES: Record<string, (line: string) => string> = {
  'urls.txt': (line) => `https://example.com/1\n${line}\nhttps://example.com/3\n`,
  'robots.txt': (line) => `User-agent: *\nSitemap: ${line}\nDisallow: /cart\n`,
  'table.csv': (line) => `loc,lastmod\n${line},2024-01-01\nhttps://example.com/3,2024-01-02\n`,
};

/** The longest gap between ticks of a 10 ms timer while `work` runs: how long the loop was blocked. */
async function longestStall(work: () => Promise<unknown>): Promise<number> {
  let last = performance.now();
  let longest = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
  }, 10);
  try {
    await work();
  } finally {
    clearInterval(timer);
  }
  return longest / 1000;
}

export async function benchLongLines(): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'bench-long-lines-'));
  try {
    for (const mb of SIZES_MB) {
      const line = `https://example.com/${'a'.repeat(mb * 1024 * 1024)}`;
      for (const [name, make] of Object.entries(FILES)) {
        const path = join(dir, name);
        await writeFile(path, make(line));
        let stall = 0;
        const took = await seconds(async () => {
          stall = await longestStall(() => importSources([path], { followChildren: false }));
        });
        console.log(
          `long lines: ${name.padEnd(10)} ${String(mb).padStart(3)} MB line  ${fmt(took)} s  longest stall ${fmt(stall)} s`,
        );
      }
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
