import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTempDir } from '../../../support/use-temp-dir';
import { terminalText } from '../../../../electron/cli/cli-io';
import { runCli } from '../../../../electron/cli/run-cli';
import { serveForTest } from '../../../support/serve-for-test';

// eslint-disable-next-line no-control-regex -- a raw control character reaching the terminal is the failure
const RAW_CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/;

/** A page whose hreflang carries a terminal title sequence (ESC ] 0; … BEL), a line-forging CR and a C1 CSI. */
const HOSTILE_HEAD =
  '<html><head><title>x</title>' +
  '<link rel="alternate" hreflang="\u001b]0;owned\u0007\r[ok] all fine\u009b2j" href="/page">' +
  '</head><body></body></html>';

describe('the CLI never sends a remote control character to the terminal', { timeout: 30_000 }, () => {
  const dir = useTempDir();
  it('escapes C0 and C1 controls in a text report, progress and errors, as \\uXXXX', async () => {
    const server = await serveForTest({
      '/robots.txt': { body: '' },
      '/page': { headers: { 'content-type': 'text/html' }, body: HOSTILE_HEAD },
      '/sitemap.xml': { headers: { 'content-type': 'application/xml' }, body: '' },
    });
    const sitemap = `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml"><url><loc>${server.origin}/page</loc><xhtml:link rel="alternate" hreflang="en" href="${server.origin}/page"/></url></urlset>`;
    const routes = await serveForTest({
      '/robots.txt': { body: '' },
      '/sitemap.xml': { headers: { 'content-type': 'application/xml' }, body: sitemap },
    });
    let out = '';
    let err = '';
    const shown: string[] = [];
    await runCli(['check', `${routes.origin}/sitemap.xml`, '--rate', '0', '--all'], {
      out: (text) => void (out += text),
      err: (text) => void (err += text),
      progress: (line) => void shown.push(line),
    });
    expect(out + err + shown.join('')).not.toMatch(RAW_CONTROL);
    expect(out).toContain('\\u001b]0;owned\\u0007\\u000d[ok] all fine\\u009b2j');
  });

  it('keeps --json exact: an escaped C1 control inside a JSON string is the same character', () => {
    const value = { hreflang: '\u001b]0;x\u0007\u0085\u009b\u007f' };
    const shown = terminalText(JSON.stringify(value));
    expect(shown).not.toMatch(RAW_CONTROL);
    expect(JSON.parse(shown)).toEqual(value);
  });

  // The probe: a loc with U+202E (right-to-left override) turned the rest of its report line around.
  it('escapes the characters that reorder or break a line: bidirectional controls and line separators', () => {
    const value = 'https://exa\u202emple.com/\u2066a\u2069\u200f\u061c\u2028\u2029';
    expect(terminalText(value)).toBe('https://exa\\u202emple.com/\\u2066a\\u2069\\u200f\\u061c\\u2028\\u2029');
    expect(JSON.parse(terminalText(JSON.stringify({ value })))).toEqual({ value });
  });

  // The probe: a quoted CSV value with a line feed printed a line of its own ("(fake) Paired 999 clusters").
  it('keeps a CSV value of hreflang --pair-csv on its own line', async () => {
    const sitemap = await dir.write(
      'pages.xml',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>https://example.com/en/a</loc></url></urlset>',
    );
    const csv = await dir.write('slugs.csv', 'en,nl\n/en/a,"/nl/a\n(fake) Paired 999 clusters"\n');
    let out = '';
    const io = { out: (text: string) => void (out += text), err: (text: string) => void (out += text) };
    await runCli(['hreflang', sitemap, '--pair-csv', csv, '--out', join(dir.path(), 'p.sitemapstudio')], io);
    expect(out.split('\n').filter((line) => line.startsWith('(fake)'))).toEqual([]);
    expect(out).toContain('/nl/a\\u000a(fake) Paired 999 clusters');
  });

  describe('a file named with a line feed', () => {
    // Its name put a line of its own in the report: an error that is not there.
    it('cannot forge a line of a report: its name stays on its own line, the line feed written \\u000a', async () => {
      const forged = 'sitemap\n  error   secrets.xml  [loc-invalid] forged line';
      const path = await dir.write(
        forged,
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>nope</loc></url></urlset>',
      );
      let out = '';
      await runCli(['import', path], { out: (text) => void (out += text), err: (text) => void (out += text) });
      const lines = out.split('\n');
      expect(lines.filter((line) => line.includes('forged line'))).toEqual([
        expect.stringContaining(`${dir.path()}/sitemap\\u000a  error   secrets.xml  [loc-invalid] forged line`),
        expect.stringMatching(
          /^ {2}warning .*sitemap\\u000a {2}error {3}secrets\.xml {2}\[loc-invalid\] forged line:1:\d+, .* \[loc-not-absolute\]/,
        ),
      ]);
      // A file not read whole is named again on stderr when --out is not written.
      const broken = await dir.write(
        `broken${forged}`,
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><<',
      );
      let err = '';
      const project = join(dir.path(), 'p.sitemapstudio');
      await runCli(['import', broken, '--out', project], { out: () => undefined, err: (text) => void (err += text) });
      expect(err.split('\n').filter((line) => line.includes('forged line'))).toEqual([
        `  ${dir.path()}/brokensitemap\\u000a  error   secrets.xml  [loc-invalid] forged line`,
      ]);
    });
  });
});
