// A text sitemap, a robots.txt and a CSV table whose second line is huge: the import's time and the
// longest stall of the event loop (what delays a cancel). BENCH_LINE_MB=10,20,40,90 picks the sizes.
// Then XML sitemaps holding one huge comment, processing instruction or attribute value, imported by
// the CLI: its peak memory (sax builds those a character at a time; SaxLongBuffers keeps them flat);
// and one holding an element we keep as written, of tiny children (its parts are joined as they come),
// which past 50 MiB is left out (helper-117's bomb: 80 MB of them took 3 GB).
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { importSources } from '../../electron/engine/import/import-sources';
import { cliEntry } from './cli-entry';
import { fmt, seconds } from './measure';
import { treePeakMiB, underTreePeak } from './tree-peak';

const SIZES_MB = (process.env['BENCH_LINE_MB'] ?? '10,20,40,90').split(',').map(Number);

const FILES: Record<string, (line: string) => string> = {
  'urls.txt': (line) => `https://example.com/1\n${line}\nhttps://example.com/3\n`,
  'robots.txt': (line) => `User-agent: *\nSitemap: ${line}\nDisallow: /cart\n`,
  'table.csv': (line) => `loc,lastmod\n${line},2024-01-01\nhttps://example.com/3,2024-01-02\n`,
};

/** Sitemaps of two URLs around one piece of markup of `big` characters. */
const MARKUP: Record<string, (big: string) => string> = {
  'comment.xml': (big) => `<!--${big}-->`,
  'instruction.xml': (big) => `<?note ${big}?>`,
  'attribute.xml': (big) => `<url note="${big}"><loc>https://example.com/2</loc></url>`,
  'element.xml': (big) =>
    `<url><loc>https://example.com/2</loc><x:foo xmlns:x="urn:x">${'<b>x</b>'.repeat(big.length / 8)}</x:foo></url>`,
};

const sitemapAround = (markup: string): string =>
  '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
  `<url><loc>https://example.com/1</loc></url>\n${markup}\n<url><loc>https://example.com/3</loc></url>\n</urlset>\n`;

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
    const cli = cliEntry(true);
    console.log(`long markup: the CLI's import, ${cli.label}`);
    for (const mb of SIZES_MB) {
      const big = 'x'.repeat(mb * 1024 * 1024);
      for (const [name, make] of Object.entries(MARKUP)) {
        const path = join(dir, name);
        await writeFile(path, sitemapAround(make(big)));
        // Below /usr/bin/time, as the other CLI benches: tree-peak sums the node processes under the first.
        const [command, ...args] = underTreePeak(['/usr/bin/time', ...cli.node, 'import', path]);
        let peak = NaN;
        let leftOut = false;
        const took = await seconds(async () => {
          const run = spawnSync(command!, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
          leftOut = run.stdout.includes('[value-too-long]');
          if (run.status !== 0 && !leftOut)
            throw new Error(`The CLI exited ${run.status}:\n${run.stdout}\n${run.stderr}`);
          peak = treePeakMiB(run.stderr);
        });
        console.log(
          `long markup: ${name.padEnd(15)} ${String(mb).padStart(3)} MB  ${fmt(took)} s  peak RSS ${fmt(peak, 0)} MiB (${fmt((peak * 1024 * 1024) / big.length, 1)} bytes a character)${leftOut ? ', its entry left out' : ''}`,
        );
      }
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
