import { afterEach, describe, expect, it } from 'vitest';
import { setActiveLocale } from '../../../../../shared/i18n/active-locale';
import { problemText } from '../../../../../shared/problems';
import { importAll, problemTuples } from '../../../../support/import-helpers';
import { useTempDir } from '../../../../support/use-temp-dir';
import { SITEMAP_NS, urlsetDocument } from '../../../../support/sitemap-xml';

const ONE_URL = '<url><loc>https://example.com/</loc></url>';

/** A sitemap in `dir` of ONE_URL with `tail` after its host, after `before` (other <url>s). */
const withLoc = (dir: ReturnType<typeof useTempDir>, name: string, tail: string, before = ''): Promise<string> =>
  dir.write(name, urlsetDocument(`${before}${ONE_URL.replace('example.com/', `example.com/${tail}`)}`, SITEMAP_NS));

describe('problems say what is wrong, in plain words', () => {
  const dir = useTempDir();

  it('calls the sitemap namespace written with https a misspelling, not an old namespace', async () => {
    const https = await dir.write('https.xml', urlsetDocument(ONE_URL, SITEMAP_NS.replace('http:', 'https:')));
    const slash = await dir.write('slash.xml', urlsetDocument(ONE_URL, `${SITEMAP_NS}/`));
    const google = await dir.write('google.xml', urlsetDocument(ONE_URL, 'http://www.google.com/schemas/sitemap/0.84'));
    const result = await importAll([https, slash, google]);
    expect(problemTuples(result)).toEqual([
      ['warning', 'sitemap-namespace-variant', 2, 1],
      ['warning', 'sitemap-namespace-variant', 2, 1],
      ['warning', 'sitemap-namespace-old', 2, 1],
    ]);
    const [first, second, third] = result.problems.map((item) => item.message);
    expect(first).not.toMatch(/old/);
    expect(first).toContain('https:// instead of http://');
    expect(first).toContain(SITEMAP_NS);
    expect(second).not.toMatch(/old/);
    expect(second).toContain('a slash at the end');
    expect(third).toContain('old namespace');
    expect(result.files.every((file) => file.rows.length === 1)).toBe(true);
  });

  it('calls a robots.txt Sitemap value with template syntax not a URL, and does not follow it', async () => {
    const robots = await dir.write(
      'robots.txt',
      'User-agent: *\nSitemap: {{ "sitemap.xml" | absolute_url }}\nSitemap: /real.xml\n',
    );
    await dir.write('real.xml', urlsetDocument(ONE_URL, SITEMAP_NS));
    const result = await importAll([robots]);
    expect(problemTuples(result)).toEqual([
      ['warning', 'child-loc-not-url', 2, null],
      ['warning', 'child-loc-relative', 3, null],
    ]);
    expect(result.problems[0]!.message).toMatch(/is not a URL/);
    expect(result.problems[0]!.message).not.toMatch(/relative/);
    expect(result.files.map((file) => file.summary.name)).toEqual(['robots.txt', 'real.xml']);
  });

  it('calls an index entry with template syntax not a URL, and does not follow it', async () => {
    const index = await dir.write(
      'index.xml',
      `<sitemapindex xmlns="${SITEMAP_NS}">\n<sitemap><loc>{{ site.url }}/a.xml</loc></sitemap>\n</sitemapindex>`,
    );
    const result = await importAll([index]);
    expect(problemTuples(result)).toEqual([['warning', 'child-loc-not-url', 2, null]]);
    expect(result.files).toHaveLength(1);
  });

  it('ends a malformed-XML message with one full stop', async () => {
    const cut = await dir.write('cut.xml', `<urlset xmlns="${SITEMAP_NS}"><url><loc>https://example.com/</loc></url>`);
    const trailing = await dir.write('trailing.xml', `<urlset xmlns="${SITEMAP_NS}"></urlset>\nleft over`);
    const notXml = await dir.write('words.xml', `<urlset xmlns="${SITEMAP_NS}"></urlset>`.replace('<', 'x<'));
    const result = await importAll([cut, trailing, notXml]);
    expect(result.problems.map((item) => item.code)).toEqual(['xml-malformed', 'xml-malformed', 'xml-malformed']);
    for (const item of result.problems) expect(item.message).toMatch(/[^.]\.$/);
  });
});

describe('problems found in an import say it in Dutch, with no English words', () => {
  const dir = useTempDir();
  afterEach(() => setActiveLocale('en'));

  it('words an empty file, a miswritten namespace, a child out of order and template code in Dutch', async () => {
    const empty = await dir.write('leeg.xml', '  \n');
    const slash = await dir.write('slash.xml', urlsetDocument(ONE_URL, `${SITEMAP_NS}/`));
    const order = await dir.write(
      'order.xml',
      urlsetDocument('<url><lastmod>2024-01-01</lastmod><loc>https://example.com/</loc></url>', SITEMAP_NS),
    );
    const template = await dir.write(
      'template.xml',
      urlsetDocument('<url><loc>{{ page.url }}</loc></url>', SITEMAP_NS),
    );
    const result = await importAll([empty, slash, order, template]);
    setActiveLocale('nl');
    const texts = Object.fromEntries(result.problems.map((item) => [item.code, problemText(item)]));
    expect(texts['source-empty']).toBe('Dit bestand is leeg: er staat alleen witruimte in; er is niets te importeren.');
    expect(texts['sitemap-namespace-variant']).toContain('geschreven met een schuine streep aan het eind');
    expect(texts['schema-order']).toContain(
      'is de volgorde van het schema loc, lastmod, changefreq, priority, dan elementen van andere namespaces',
    );
    expect(texts['loc-invalid']).toContain('is geen URL: het is sjablooncode die nooit is ingevuld.');
    for (const text of Object.values(texts)) expect(text).not.toMatch(/\b(is empty|with a|then|template code)\b/);
  });

  it('places a fault at the end of a file, after its last line break, in column 1 of the line after', async () => {
    const unclosed = await dir.write(
      'open.xml',
      `<urlset xmlns="${SITEMAP_NS}">\n<url><loc>https://example.com/</loc></url>\n`,
    );
    const result = await importAll([unclosed]);
    expect(result.problems.map((item) => [item.code, item.place.line, item.place.column])).toEqual([
      ['xml-malformed', 3, 1],
    ]);
  });

  it('words malformed XML in Dutch: a tag never closed, a bad entity, a close tag out of place', async () => {
    const unclosed = await dir.write('open.xml', `<urlset xmlns="${SITEMAP_NS}"><url><loc>https://example.com/</loc>`);
    const entity = await dir.write(
      'entity.xml',
      urlsetDocument(ONE_URL.replace('example.com/', 'example.com/a&nbsp;b'), SITEMAP_NS),
    );
    const crossed = await dir.write(
      'crossed.xml',
      `<urlset xmlns="${SITEMAP_NS}"><url><loc>https://example.com/</url>`,
    );
    const result = await importAll([unclosed, entity, crossed]);
    expect(result.problems.map((item) => [item.code, item.message])).toEqual([
      ['xml-malformed', 'The XML is not well-formed: Unclosed root tag.'],
      [
        'xml-malformed',
        "The XML is not well-formed: &nbsp; is not one of XML's five entities (&amp; &lt; &gt; &quot; &apos;): write the character itself, or a bare & as &amp;.",
      ],
      ['xml-malformed', 'The XML is not well-formed: Unexpected close tag.'],
    ]);
    setActiveLocale('nl');
    const texts = result.problems.map(problemText);
    expect(texts).toEqual([
      'De XML is niet goed gevormd: het bestand houdt op terwijl <url> nog open is.',
      'De XML is niet goed gevormd: &nbsp; is geen van de vijf entiteiten van XML (&amp; &lt; &gt; &quot; &apos;): schrijf het teken zelf, of een losse & als &amp;.',
      'De XML is niet goed gevormd: </url> sluit het open element <loc> niet.',
    ]);
    for (const text of texts)
      expect(text).not.toMatch(/\b(Unclosed|root|tag|Invalid|character|entity|Unexpected|close)\b/i);
  });

  it('says how to write a bare & in a URL, on its line and at its column, and keeps the rows before it', async () => {
    const bare = await dir.write(
      'bare.xml',
      `<urlset xmlns="${SITEMAP_NS}">\n${ONE_URL}\n<url><loc>https://example.com/?a=1&b=2</loc></url>\n</urlset>`,
    );
    const result = await importAll([bare]);
    expect(problemTuples(result)).toEqual([['error', 'xml-malformed', 3, 35]]);
    expect(result.problems[0]!.message).toBe(
      'The XML is not well-formed: "&b" is not closed by ";" (write a bare & as &amp;).',
    );
    expect(result.files[0]!.rows.map((row) => row.loc)).toEqual(['https://example.com/']);
    // An & with no name begun after it (a space): a bare ampersand, in both languages.
    const spaced = await withLoc(dir, 'spaced.xml', 'a & b');
    const [found] = (await importAll([spaced])).problems;
    expect(found!.message).toBe('The XML is not well-formed: a bare & (write it as &amp;).');
    setActiveLocale('nl');
    expect(problemText(found!)).toBe('De XML is niet goed gevormd: een losse & (schrijf die als &amp;).');
  });

  it('reads only the five entities as XML names them: &AMP; is refused, as xmllint refuses it', async () => {
    const exact = await withLoc(dir, 'exact.xml', '?a=1&amp;b=&lt;&gt;&quot;&apos;');
    const upper = await withLoc(dir, 'upper.xml', '?a=1&AMP;b=2', `${ONE_URL}\n`);
    const result = await importAll([exact, upper]);
    expect(result.files[0]!.rows.map((row) => row.loc)).toEqual([`https://example.com/?a=1&b=<>"'`]);
    expect(result.problems.map((item) => item.message)).toEqual([
      "The XML is not well-formed: &AMP; is not one of XML's five entities (&amp; &lt; &gt; &quot; &apos;): write the character itself, or a bare & as &amp;.",
    ]);
    expect(result.files[1]!.rows.map((row) => row.loc)).toEqual(['https://example.com/']);
  });

  it('refuses a character reference with an upper-case X, as xmllint does, at its &, keeping the rows before it', async () => {
    const upper = await withLoc(dir, 'upper-x.xml', '&#X41;', `${ONE_URL}\n`);
    const result = await importAll([upper]);
    expect(problemTuples(result)).toEqual([['error', 'xml-malformed', 4, 31]]);
    expect(result.problems[0]!.message).toBe(
      'The XML is not well-formed: &#X41; writes its x in upper case, which XML does not read: write &#x41;.',
    );
    expect(result.files[0]!.rows.map((row) => row.loc)).toEqual(['https://example.com/']);
    setActiveLocale('nl');
    expect(problemText(result.problems[0]!)).toBe(
      'De XML is niet goed gevormd: &#X41; schrijft de x als hoofdletter, wat XML niet leest: schrijf &#x41;.',
    );
    // The lower-case x, and a decimal reference, still read.
    const lower = await withLoc(dir, 'lower-x.xml', '&#x41;&#65;');
    expect((await importAll([lower])).files[0]!.rows.map((row) => row.loc)).toEqual(['https://example.com/AA']);
  });

  it('words a character reference to no character XML allows, and cuts a long run after a bare &', async () => {
    const nul = await withLoc(dir, 'nul.xml', '&#0;');
    const long = await withLoc(dir, 'long.xml', `?&${'a'.repeat(10_000)}=1`);
    const [reference, run] = (await importAll([nul, long])).problems.map((item) => item.message);
    expect(reference).toBe('The XML is not well-formed: &#0; names no character XML allows.');
    expect(run).toBe(
      `The XML is not well-formed: "&${'a'.repeat(32)}…" is not closed by ";" (write a bare & as &amp;).`,
    );
  });

  it('words a quoted cell never closed in a CSV table in Dutch', async () => {
    const table = await dir.write('pages.csv', 'loc,lastmod\nhttps://example.com/,"2024-01-01\n');
    const result = await importAll([table]);
    setActiveLocale('nl');
    expect(result.problems.filter((item) => item.code === 'table-text-malformed').map(problemText)).toEqual([
      'Een cel tussen aanhalingstekens wordt nooit gesloten: het afsluitende aanhalingsteken ontbreekt.',
    ]);
  });
});
