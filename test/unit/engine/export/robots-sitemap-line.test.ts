import { describe, expect, it } from 'vitest';
import { rulesOf, withSitemapLine } from '../../../../electron/engine/export/robots-sitemap-line';
import { ROBOTS_MAX_BYTES } from '../../../../shared/robots/robots-lines';

const INDEX = 'https://example.com/sitemap_index.xml?v=1';

describe('withSitemapLine', () => {
  it('adds the line to no robots.txt, and after a last line without its end', () => {
    expect(withSitemapLine(null, INDEX)).toBe(`Sitemap: ${INDEX}\n`);
    expect(withSitemapLine('User-agent: *\nDisallow:', INDEX)).toBe(`User-agent: *\nDisallow:\nSitemap: ${INDEX}\n`);
  });

  it('leaves a robots.txt that lists the index already, however the key is spelled', () => {
    for (const line of [`Sitemap: ${INDEX}`, `  site-map :${INDEX}  # ours`, `SITEMAP: ${INDEX}`]) {
      const text = `User-agent: *\r\n${line}\r\nDisallow: /a\r\n`;
      expect(withSitemapLine(text, INDEX)).toBe(text);
    }
  });

  it('reads the index URL as text, not a pattern, and adds it beside another sitemap', () => {
    const other =
      'Sitemap: https://example.com/sitemap_indexXxml?v=1\nSitemap: https://example.com/sitemap_index.xml?v=12\n';
    expect(withSitemapLine(other, INDEX)).toBe(`${other}Sitemap: ${INDEX}\n`);
  });
});

describe('withSitemapLine, replacing the line of the last index', () => {
  const FORMER = 'https://example.com/sitemap_index.xml';
  const NEW = 'https://example.com/sitemap.xml';

  it("names the new index in the last one's place, its line end and the rest as they were", () => {
    const text = `User-agent: *\r\nSitemap: ${FORMER}\r\nSitemap: https://example.com/news.xml\r\nDisallow: /a`;
    expect(withSitemapLine(text, NEW, FORMER)).toBe(
      `User-agent: *\r\nSitemap: ${NEW}\r\nSitemap: https://example.com/news.xml\r\nDisallow: /a`,
    );
  });

  it('drops it where the new one is listed already, and leaves all else where it is the same', () => {
    expect(withSitemapLine(`Sitemap: ${NEW}\nSitemap: ${FORMER}\n`, NEW, FORMER)).toBe(`Sitemap: ${NEW}\n`);
    const same = `Sitemap: ${NEW}\nDisallow: /b\n`;
    expect(withSitemapLine(same, NEW, NEW)).toBe(same);
    expect(withSitemapLine('Disallow: /b\n', NEW, FORMER)).toBe(`Disallow: /b\nSitemap: ${NEW}\n`);
  });

  it("compares the URL as written: a path's case is its own", () => {
    const upper = 'Sitemap: https://example.com/SITEMAP.XML\n';
    expect(withSitemapLine(upper, NEW)).toBe(`${upper}Sitemap: ${NEW}\n`);
  });
});

// Review: the line went after a kept robots.txt's last line, past the 500 KiB Google reads of one.
describe('withSitemapLine, in a robots.txt larger than Google reads', () => {
  it('puts the line first where it would end past ROBOTS_MAX_BYTES, and leaves it where it is read', () => {
    const rules = 'Disallow: /x\n'.repeat(Math.ceil(ROBOTS_MAX_BYTES / 13));
    expect(withSitemapLine(rules, INDEX)).toBe(`Sitemap: ${INDEX}\n${rules}`);
    expect(withSitemapLine(`${rules}Sitemap: ${INDEX}`, INDEX)).toBe(`Sitemap: ${INDEX}\n${rules}`);
    // A byte order mark stays first: Google skips one only at the start of the file.
    expect(withSitemapLine(`\uFEFF${rules}`, INDEX)).toBe(`\uFEFFSitemap: ${INDEX}\n${rules}`);
    const small = `Sitemap: ${INDEX}\n${rules}`;
    expect(withSitemapLine(small, INDEX)).toBe(small);
  });
});

describe('rulesOf', () => {
  it('is a robots.txt without its Sitemap: lines, blank lines and line ends', () => {
    expect(rulesOf(`User-agent: *\r\n\r\nSitemap: ${INDEX}\r\nDisallow: /a\r\n`)).toBe('User-agent: *\nDisallow: /a');
    expect(rulesOf(null)).toBe('');
    expect(rulesOf('\uFEFFUser-agent: *\nDisallow: /a\n')).toBe('User-agent: *\nDisallow: /a');
  });
});
