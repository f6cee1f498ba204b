import { describe, expect, it } from 'vitest';
import { gzipSync } from 'node:zlib';
import { allLocs, importAll, problemTuples } from '../../../../support/import-helpers';
import { useTempDir } from '../../../../support/use-temp-dir';

const MEGABYTE = 1024 * 1024;
const big = 'a'.repeat(MEGABYTE);

/** A well-formed sitemap whose markup between its URLs is a megabyte long: XML sets such markup no bound. */
const sitemap = [
  '<?xml version="1.0" encoding="UTF-8"?>',
  '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
  '<url><loc>https://example.com/1</loc></url>',
  `<!-- ${big} -->`,
  `<?note ${big}?>`,
  `<url><loc>https://example.com/2</loc><x:big xmlns:x="urn:x" v="${big}"/></url>`,
  '<url><loc>https://example.com/3</loc></url>',
  '</urlset>',
].join('\n');

describe('a comment, processing instruction or attribute value of a megabyte', () => {
  const dir = useTempDir();

  it('is read past, every URL after it kept, and the attribute kept whole, plain or gzip', async () => {
    const files = [await dir.write('long.xml', sitemap), await dir.write('long.xml.gz', gzipSync(sitemap))];
    for (const file of files) {
      const result = await importAll([file]);
      expect(problemTuples(result).map((tuple) => tuple.slice(0, 3))).toEqual([['info', 'unknown-element-kept', 6]]);
      expect(allLocs(result)).toEqual(['https://example.com/1', 'https://example.com/2', 'https://example.com/3']);
      const extra = result.files[0]!.rows.map((row) => row.extra.join(''));
      expect(extra[1]).toContain(`v="${big}"`);
    }
  }, 60_000);
});
