import { describe, expect, it } from 'vitest';
import { codes, importAll } from '../../../support/import-helpers';
import { SITEMAP_NS } from '../../../support/sitemap-xml';
import { useTempDir } from '../../../support/use-temp-dir';

describe('a sitemap template', () => {
  const dir = useTempDir();

  it('with Liquid front matter is named a template, not a raw XML error', async () => {
    const text = `---\nlayout: null\n---\n<?xml version="1.0"?>\n<urlset xmlns="${SITEMAP_NS}">{% for p in site.pages %}<url><loc>{{ p.url }}</loc></url>{% endfor %}</urlset>\n`;
    const result = await importAll([await dir.write('sitemap.xml', text)]);
    expect(codes(result)).toEqual(['source-template']);
    expect(result.problems[0]!.message).toContain('template');
  });
});
