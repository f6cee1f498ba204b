import { describe, expect, it } from 'vitest';
import { importAll } from '../../../../support/import-helpers';
import { SITEMAP_NS } from '../../../../support/sitemap-xml';
import { useTempDir } from '../../../../support/use-temp-dir';

const LIQUID = `---\nlayout: null\n---\n<?xml version="1.0"?>\n<urlset xmlns="${SITEMAP_NS}">{% for p in site.pages %}<url><loc>{{ p.url }}</loc></url>{% endfor %}</urlset>\n`;

describe('a sitemap template, imported', () => {
  const dir = useTempDir();

  it('with front matter: the XML error names a template never filled in, at its line and column', async () => {
    const result = await importAll([await dir.write('sitemap.xml', LIQUID)]);
    expect(result.problems.map((item) => [item.code, item.place.line, item.place.column])).toEqual([
      ['xml-malformed', 1, 1],
    ]);
    expect(result.problems[0]!.message).toBe(
      'The XML is not well-formed: this is a sitemap template never filled in (front matter before its first tag), not a sitemap; import the sitemap the site publishes from it instead.',
    );
    expect(result.files[0]!.summary.partial).toBe(true);
  });

  it('with template tags before its first tag, named like anything', async () => {
    const text = `{% layout none %}\n<urlset xmlns="${SITEMAP_NS}"><url><loc>https://example.com/</loc></url></urlset>`;
    const result = await importAll([await dir.write('feed.xml', text)]);
    expect(result.problems.map((item) => item.code)).toEqual(['xml-malformed']);
    expect(result.problems[0]!.message).toContain('(template tags before its first tag)');
  });

  it('other text before the first tag keeps the XML reader’s own words', async () => {
    const result = await importAll([await dir.write('sitemap.xml', `hello <urlset xmlns="${SITEMAP_NS}"></urlset>`)]);
    expect(result.problems.map((item) => item.message)).toEqual([
      'The XML is not well-formed: Non-whitespace before first tag.',
    ]);
  });
});
