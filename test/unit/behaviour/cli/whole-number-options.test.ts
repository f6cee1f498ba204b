import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { wholeNumberFrom } from '../../../../shared/whole-number';
import { cliExport, cliRun } from '../../../support/cli-run';
import { useTempDir } from '../../../support/use-temp-dir';

const URLSET = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>https://example.com/a</loc></url></urlset>
`;

/** What Number() takes and a whole-number option must not: hex, exponents, spaces, signs, fractions. */
const NOT_DIGITS = ['0x1000', '1e6', ' 4096 ', '4096 ', '+4096', '4096.0', '0b1000', '', '-1', '١٠٢٤'];

describe('wholeNumberFrom takes plain decimal digits within the range only', () => {
  it.each(NOT_DIGITS)('refuses %j', (text) => {
    expect(wholeNumberFrom(text, 1, 100_000_000)).toBeNull();
  });

  it('takes digits from min to max, leading zeros too, and nothing past either end', () => {
    expect(wholeNumberFrom('1024', 1024, 2048)).toBe(1024);
    expect(wholeNumberFrom('2048', 1024, 2048)).toBe(2048);
    expect(wholeNumberFrom('01500', 1024, 2048)).toBe(1500);
    expect(wholeNumberFrom('1023', 1024, 2048)).toBeNull();
    expect(wholeNumberFrom('2049', 1024, 2048)).toBeNull();
    expect(wholeNumberFrom('9'.repeat(30), 1, Number.MAX_SAFE_INTEGER)).toBeNull();
  });
});

describe('the CLI refuses a number option that is not plain digits in range: exit 2, the option named', () => {
  const temp = useTempDir();

  it.each([
    ['--max-bytes', '0x1000', '"0x1000" is not a whole number from 1,024 to 52,428,800'],
    ['--max-bytes', '1e6', '"1e6" is not a whole number from 1,024 to 52,428,800'],
    ['--max-bytes', ' 4096 ', '" 4096 " is not a whole number from 1,024 to 52,428,800'],
    ['--max-bytes', '1023', '"1023" is not a whole number from 1,024 to 52,428,800'],
    ['--max-urls', '1e3', '"1e3" is not a whole number from 1 to 50,000'],
    ['--max-urls', '50001', '"50001" is not a whole number from 1 to 50,000'],
  ])('export %s %j', async (option, value, message) => {
    const sitemap = await temp.write('pages.xml', URLSET);
    const out = join(temp.path(), 'out');
    const result = await cliExport(sitemap, out, option, value);
    expect(result.code).toBe(2);
    expect(result.err).toContain(`${option}: ${message}.`);
    expect(result.out).toBe('');
  });

  it('export takes --max-bytes 4096 and --max-urls 1000 as written', async () => {
    const sitemap = await temp.write('pages.xml', URLSET);
    const result = await cliExport(sitemap, join(temp.path(), 'out'), '--max-bytes', '4096', '--max-urls', '1000');
    expect(result.err).toBe('');
    expect(result.code).toBe(0);
  });

  it.each([
    ['import', '--threads', '0x2'],
    ['import', '--threads', ' 2 '],
    ['import', '--max-files', '1e3'],
    ['validate', '--max-files', '0x10'],
    ['import', '--deadline', '1e3'],
    ['import', '--deadline', '0x10'],
  ])('%s %s %j', async (command, option, value) => {
    const sitemap = await temp.write('pages.xml', URLSET);
    const result = await cliRun(command, sitemap, option, value);
    expect(result.code).toBe(2);
    expect(result.err).toContain(`"${value}"`);
    expect(result.err).toContain(option);
  });

  it.each([
    ['check', '--concurrency', '0x10', '--concurrency: "0x10" is not a whole number from 1 to 100,000.'],
    ['check', '--timeout', '1e2', '--timeout: "1e2" is not a whole number from 1 to 100,000.'],
    ['crawl', '--max-pages', '1e3', '--max-pages: "1e3" is not a whole number from 1 to 10,000,000.'],
    ['crawl', '--max-depth', ' 3', '--max-depth: " 3" is not a whole number from 0 to 10,000.'],
  ])('%s %s %j', async (command, option, value, message) => {
    const sitemap = await temp.write('pages.xml', URLSET);
    const source = command === 'crawl' ? 'http://127.0.0.1:9/' : sitemap;
    const result = await cliRun(command, source, option, value);
    expect(result.code).toBe(2);
    expect(result.err).toContain(message);
  });
});
