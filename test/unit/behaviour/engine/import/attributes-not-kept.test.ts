import { describe, expect, it } from 'vitest';
import { allLocs, importAll } from '../../../../support/import-helpers';
import { useTempDir } from '../../../../support/use-temp-dir';

describe("attributes on a sitemap's own elements", () => {
  const dir = useTempDir();

  it('are each said at their tag, as written, since no field keeps them; namespace declarations are not', async () => {
    const file = await dir.write(
      'attributes.xml',
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:foo="urn:foo">',
        `<url foo:id="42"><loc foo:x="1" class='a'>https://example.com/a</loc><lastmod xmlns:bar="urn:bar">2024-01-01</lastmod></url>`,
        `<url><loc>https://example.com/b</loc><priority note="${'n'.repeat(100)}">0.5</priority></url>`,
        '</urlset>',
      ].join('\n'),
    );
    const result = await importAll([file]);
    expect(allLocs(result)).toEqual(['https://example.com/a', 'https://example.com/b']);
    expect(
      result.problems.map(({ severity, code, place, message }) => [severity, code, place.line, place.column, message]),
    ).toEqual([
      [
        'warning',
        'attributes-not-kept',
        3,
        1,
        '<url> has attributes the sitemap protocol does not define (foo:id="42"): they are not kept, and exported sitemaps leave them out.',
      ],
      [
        'warning',
        'attributes-not-kept',
        3,
        18,
        expect.stringContaining('<loc> has attributes the sitemap protocol does not define (foo:x="1" class="a")'),
      ],
      ['warning', 'attributes-not-kept', 4, 38, expect.stringContaining(`(note="${'n'.repeat(59)}…")`)],
    ]);
  });

  it('are named the first five, and how many more, each clipped whole characters', async () => {
    const many = Array.from({ length: 8 }, (_, n) => `a${n}="${n}"`).join(' ');
    const file = await dir.write(
      'many.xml',
      `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url ${many}><loc>https://example.com/</loc></url><url v="${'x'.repeat(58)}😀y"><loc>https://example.com/b</loc></url></urlset>`,
    );
    const messages = (await importAll([file])).problems.map(({ message }) => message);
    expect(messages[0]).toContain('(a0="0" a1="1" a2="2" a3="3" a4="4" +3)');
    // Not half of the emoji's surrogate pair.
    expect(messages[1]).toContain(`(v="${'x'.repeat(58)}…")`);
  });

  it("are said on an index's entries too", async () => {
    const file = await dir.write(
      'index.xml',
      '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><sitemap id="s1"><loc>https://example.com/s.xml</loc></sitemap></sitemapindex>',
    );
    const result = await importAll([file], { followChildren: false });
    expect(result.problems.filter(({ code }) => code === 'attributes-not-kept').map(({ message }) => message)).toEqual([
      '<sitemap> has attributes the sitemap protocol does not define (id="s1"): they are not kept, and exported sitemaps leave them out.',
    ]);
  });

  it("of an extension's field keep it as raw XML, said with the attributes the app has no field for, as its field counts as empty", async () => {
    const file = await dir.write(
      'video.xml',
      [
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:video="http://www.google.com/schemas/sitemap-video/1.1">',
        '<url><loc>https://example.com/v</loc><video:video>',
        '<video:thumbnail_loc>https://example.com/t.jpg</video:thumbnail_loc>',
        '<video:title xml:lang="fr">Titre</video:title>',
        '<video:player_loc allow_embed="yes" size="big">https://example.com/p</video:player_loc>',
        '</video:video></url></urlset>',
      ].join('\n'),
    );
    const result = await importAll([file]);
    expect(result.problems.map(({ code, place, message }) => [code, place.line, place.column, message])).toEqual([
      [
        'field-kept-raw',
        4,
        1,
        '<video:title> has attributes the app has no field for (xml:lang="fr"): it is kept as written, as raw XML, so its fields count as empty (a required one as missing). Remove the attributes to edit it.',
      ],
      ['field-kept-raw', 5, 1, expect.stringContaining('(size="big")')],
    ]);
    const [video] = result.files[0]!.rows[0]!.videos;
    expect([video!.title, video!.player_loc, video!.extra.length]).toEqual([null, null, 2]);
  });
});
