import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { LIMITS } from '../../../../../shared/protocol';
import { importAll } from '../../../../support/import-helpers';
import { urlset } from '../../../../support/sitemap-xml';
import { useTempDir } from '../../../../support/use-temp-dir';

const locs = (count: number): string[] => Array.from({ length: count }, (_, i) => `https://example.com/p/${i}`);

describe('a sitemap read past the protocol limits of one file', () => {
  const temp = useTempDir();

  it('is warned about, by its URLs or its uncompressed bytes, and its rows are all kept', async () => {
    const within = join(temp.path(), 'within.xml');
    const many = join(temp.path(), 'many.txt');
    const large = join(temp.path(), 'large.xml.gz');
    await writeFile(within, urlset(...locs(LIMITS.urlsPerSitemap)));
    await writeFile(many, locs(LIMITS.urlsPerSitemap + 1).join('\n'));
    // Fewer than 50,000 URLs, long enough that the file passes 50 MiB once inflated (gzipped: 0.2 MB).
    const long = Array.from({ length: 27_000 }, (_, i) => `https://example.com/${i}/${'x'.repeat(1_980)}`);
    const padded = urlset(...long);
    await writeFile(large, gzipSync(padded));
    const result = await importAll([within, many, large]);
    expect(result.files.map((file) => file.summary.urlCount)).toEqual([
      LIMITS.urlsPerSitemap,
      LIMITS.urlsPerSitemap + 1,
      27_000,
    ]);
    expect(result.problems.map(({ severity, code, place, message }) => ({ severity, code, place, message }))).toEqual([
      {
        severity: 'warning',
        code: 'sitemap-over-limits',
        place: { file: many },
        message:
          'This sitemap lists 50,001 URLs; the protocol allows 50,000 in one file, and search engines refuse a file past that. The export splits them into files within the limits.',
      },
      {
        severity: 'warning',
        code: 'sitemap-over-limits',
        place: { file: large },
        message: `This sitemap is ${Buffer.byteLength(padded).toLocaleString('en')} bytes uncompressed; the protocol allows 52,428,800 in one file, and search engines refuse a file past that. The export splits its URLs into files within the limits.`,
      },
    ]);
  });

  // The probe: a gzip bomb read up to the cap was said to be "105,119,744 bytes", a size it is not.
  it('gives no size for a file not read whole: its own problem says where reading stopped', async () => {
    const bomb = join(temp.path(), 'bomb.xml.gz');
    await writeFile(bomb, gzipSync(Buffer.concat([Buffer.from(urlset()), Buffer.alloc(110 * 1024 * 1024, 0x20)])));
    const result = await importAll([bomb]);
    expect(result.problems.map(({ code }) => code)).toEqual(['size-cap-exceeded']);
  });
});
