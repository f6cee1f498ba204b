import { describe, expect, it } from 'vitest';
import { importAll } from '../../../support/import-helpers';
import { namespaceEvents, type NamespaceEvent } from '../../../support/namespace-events';
import { useTempDir } from '../../../support/use-temp-dir';

const SM = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const IMAGE = 'http://www.google.com/schemas/sitemap-image/1.1';
const XML_NS = 'http://www.w3.org/XML/1998/namespace';
const XMLNS_NS = 'http://www.w3.org/2000/xmlns/';

/** Documents that stress namespace handling; each is also checked against sax's own namespace mode. */
const DOCUMENTS: Record<string, string> = {
  'prefix redeclared in a nested element': `<urlset xmlns="${SM}" xmlns:i="urn:a"><url><i:a xmlns:i="urn:b"><i:b/></i:a><i:c/></url></urlset>`,
  'default namespace undeclared and declared again': `<urlset xmlns="${SM}"><url xmlns=""><loc/><x xmlns="urn:x"><y/></x></url><url/></urlset>`,
  'prefixed sitemap elements': `<s:urlset xmlns:s="${SM}"><s:url><s:loc>https://e.com/</s:loc></s:url></s:urlset>`,
  'attributes: none, prefixed, xml:, xmlns': `<urlset xmlns="${SM}" xmlns:p="urn:p"><url a="1" p:b="2" xml:lang="en" xmlns:q="urn:q" q:c="3"/></urlset>`,
  'a repeated attribute': `<urlset xmlns="${SM}"><url a="1" b="2" a="3" xmlns:p="urn:1" xmlns:p="urn:2"><p:x/></url></urlset>`,
  'a repeated default namespace': `<urlset xmlns="urn:1" xmlns="${SM}"><url/></urlset>`,
  'names with two colons': `<a:b:c xmlns:a="urn:a" xmlns:a:z="urn:z"><a:d:e a:f:g="1"/></a:b:c>`,
  'an empty prefix declaration': `<urlset xmlns:="urn:e"><url/></urlset>`,
  'the xml prefix bound to its own namespace': `<urlset xmlns:xml="${XML_NS}" xmlns="${SM}"><url xml:id="a"/></urlset>`,
  'prefixes named like object properties': `<r xmlns:__proto__="urn:p" xmlns:constructor="urn:c"><constructor:x hasOwnProperty="1" toString="2"/></r>`,
  'an unbound element prefix': `<urlset xmlns="${SM}">\n  <url><image:image/></url></urlset>`,
  'an unbound attribute prefix': `<urlset xmlns="${SM}">\n<url a="1" p:b="2"/></urlset>`,
  'a prefix bound to nothing': `<urlset xmlns:p="">\n<p:url/></urlset>`,
  'the xml prefix bound elsewhere': `<urlset xmlns="${SM}">\n <url xmlns:xml="urn:not-xml" a="1"/></urlset>`,
  'the xmlns prefix bound': `<urlset xmlns:xmlns="urn:x" xmlns="${SM}"/>`,
  'a scope left after an error': `<r><p:a xmlns:q="urn:q"><q:b/></p:a><q:c/><p:d xmlns:p="urn:p"/></r>`,
  'the entity rule after an unbound prefix': `<r>\n<entity:x/></r>`,
  'one name without attributes in scopes in turn': `<r xmlns="urn:1" xmlns:p="urn:p"><a/><p:a/><b xmlns="urn:2" xmlns:p="urn:q"><a/><p:a/><a></a></b><a/><p:a/><c xmlns:p="urn:r"><p:a/></c><u:a/><u:a/></r>`,
};

function opened(events: NamespaceEvent[]): Array<{ name: string; uri: string }> {
  return events.flatMap((event) => ('open' in event ? [{ name: event.open.name, uri: event.open.uri }] : []));
}

describe('namespaces resolved beside sax (resolveNamespaces)', () => {
  it.each(Object.keys(DOCUMENTS))('%s: exactly what sax’s namespace mode gives, in any chunking', (name) => {
    const xml = DOCUMENTS[name]!;
    for (const stopAtError of [true, false]) {
      const expected = namespaceEvents(xml, 'sax', { stopAtError });
      expect(namespaceEvents(xml, 'scopes', { stopAtError })).toEqual(expected);
      expect(namespaceEvents(xml, 'scopes', { stopAtError, chunk: 1 })).toEqual(expected);
    }
  });

  it('scopes a redeclared prefix to its element and restores the outer binding after it', () => {
    const events = namespaceEvents(DOCUMENTS['prefix redeclared in a nested element']!, 'scopes');
    expect(opened(events)).toEqual([
      { name: 'urlset', uri: SM },
      { name: 'url', uri: SM },
      { name: 'i:a', uri: 'urn:b' },
      { name: 'i:b', uri: 'urn:b' },
      { name: 'i:c', uri: 'urn:a' },
    ]);
  });

  it('leaves elements in no namespace where the default one is undeclared, until declared again', () => {
    const events = namespaceEvents(DOCUMENTS['default namespace undeclared and declared again']!, 'scopes');
    expect(opened(events).map((element) => element.uri)).toEqual([SM, '', '', 'urn:x', 'urn:x', SM]);
  });

  it('gives an unprefixed attribute no namespace, and xml: and xmlns attributes their fixed ones', () => {
    const events = namespaceEvents(DOCUMENTS['attributes: none, prefixed, xml:, xmlns']!, 'scopes');
    const url = events.find((event) => 'open' in event && event.open.name === 'url') as { attributes: unknown[] };
    expect(url.attributes).toEqual([
      ['a', { name: 'a', value: '1', prefix: '', local: 'a', uri: '' }],
      ['p:b', { name: 'p:b', value: '2', prefix: 'p', local: 'b', uri: 'urn:p' }],
      ['xml:lang', { name: 'xml:lang', value: 'en', prefix: 'xml', local: 'lang', uri: XML_NS }],
      ['xmlns:q', { name: 'xmlns:q', value: 'urn:q', prefix: 'xmlns', local: 'q', uri: XMLNS_NS }],
      ['q:c', { name: 'q:c', value: '3', prefix: 'q', local: 'c', uri: 'urn:q' }],
    ]);
  });

  it('keeps the last of a repeated attribute, in the place of the first', () => {
    const events = namespaceEvents(DOCUMENTS['a repeated attribute']!, 'scopes');
    const url = events.find((event) => 'open' in event && event.open.name === 'url') as { attributes: unknown[] };
    expect(url.attributes.map((entry) => (entry as [string, { value: string }])[1].value)).toEqual(['3', '2', 'urn:2']);
    expect(opened(events).at(-1)).toEqual({ name: 'p:x', uri: 'urn:2' });
  });

  it('reports an unbound prefix with sax’s message where the start tag ends', () => {
    const events = namespaceEvents(DOCUMENTS['an unbound element prefix']!, 'scopes');
    const error = events.at(-1) as { error: string; line: number; column: number };
    expect(error.error.split('\n')[0]).toBe('Unbound namespace prefix: "image:image"');
    expect([error.line, error.column]).toEqual([1, 21]);
  });
});

describe('the importer with namespaces resolved beside sax', () => {
  const dir = useTempDir();

  it('reads prefixed sitemap elements and an image in a redeclared prefix, and keeps a foreign element whole', async () => {
    const xml =
      `<s:urlset xmlns:s="${SM}" xmlns:i="urn:not-image"><s:url><s:loc>https://e.com/</s:loc>` +
      `<i:image xmlns:i="${IMAGE}"><i:loc>https://e.com/a.jpg</i:loc></i:image>` +
      `<i:thing a="1"><i:part>x</i:part></i:thing></s:url></s:urlset>`;
    const result = await importAll([await dir.write('prefixed.xml', xml)]);
    const [row] = result.files[0]!.rows;
    expect(row!.loc).toBe('https://e.com/');
    expect(row!.images.map((image) => image.loc)).toEqual(['https://e.com/a.jpg']);
    expect(row!.extra).toEqual(['<i:thing a="1" xmlns:i="urn:not-image"><i:part>x</i:part></i:thing>']);
  });

  it('stops at an unbound prefix with sax’s reason and place, keeping the rows before it', async () => {
    const xml = `<urlset xmlns="${SM}">\n<url><loc>https://e.com/</loc></url>\n<url><loc>https://e.com/b</loc><x:y/></url></urlset>`;
    const result = await importAll([await dir.write('unbound.xml', xml)]);
    expect(result.files[0]!.rows.map((row) => row.loc)).toEqual(['https://e.com/']);
    const errors = result.problems.filter((item) => item.severity === 'error');
    expect(errors.map((item) => [item.code, item.place.line, item.place.column])).toEqual([['xml-malformed', 3, 37]]);
    expect(errors[0]!.message).toContain('Unbound namespace prefix: "x:y"');
  });
});
