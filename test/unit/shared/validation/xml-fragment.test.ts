import { describe, expect, it } from 'vitest';
import { isOneWellFormedElement } from '../../../../shared/validation/xml-fragment';

describe('isOneWellFormedElement', () => {
  it.each([
    '<x:y xmlns:x="http://x/">1</x:y>',
    '<a/>',
    '  <a />\n',
    `<a b='1' c="&amp;&#60;&#x3e;"><!-- a comment --><![CDATA[<b>]]><?pi data?>t&#x41;&lt;</a>`,
    '<a><a><a/></a>text > more</a>',
    '<geo:geo xmlns:geo="http://www.google.com/geo/schemas/sitemap/1.0"><geo:format>kml</geo:format></geo:geo>',
    '<x:a xmlns:x="u" xml:lang="nl"><x:b><y:c xmlns:y="v" y:d="1"/></x:b>&#x10FFFF;&#9;</x:a>',
    '<caf\u00e9 \u65e5="1"><?pi-target data?></caf\u00e9>',
  ])('takes %j', (raw) => {
    expect(isOneWellFormedElement(raw)).toBe(true);
  });

  // The local probe: a hand-made project's extra of these exported an extra URL, or a file that is no XML, exit 0.
  it.each([
    '<x:y xmlns:x="http://x/">1</x:y></url><url><loc>https://evil.example/injected</loc><priority>7</priority>',
    '<x:y xmlns:x="http://x/">1</x:y><!--',
    '</urlset>',
    '',
    'text',
    '<a>',
    '<a></b>',
    '<a><!--</a>',
    '<a><!-- -- --></a>',
    '<a/><b/>',
    'x<a/>',
    '<a>&nbsp;</a>',
    '<a>& </a>',
    '<a b=1/>',
    '<a b="1" b="2"/>',
    '<a b="1"c="2"/>',
    '<a b="<"/>',
    '<a b="&x;"/>',
    '<a>]]></a>',
    '<!DOCTYPE a><a/>',
    '<a><!DOCTYPE x></a>',
    '<a><![CDATA[open</a>',
    '<a><?pi open</a>',
    '<1a/>',
    // The review: what xmllint refuses and the first checker took.
    '<a>&#0;</a>',
    '<a>&#1;</a>',
    '<a>&#xD800;</a>',
    '<a>&#x110000;</a>',
    '<a b="&#0;"/>',
    '<a><?xml version="1.0"?></a>',
    '<a><??></a>',
    '<a\u00d7/>',
    '<a\u2028/>',
    '<a\u3000/>',
    '<x:a xmlns:x="u"><y:b/></x:a>',
    '<x:a xmlns:x="u"><x:b y:c="1"/></x:a>',
    '<a:b:c xmlns:a="u"/>',
  ])('refuses %j', (raw) => {
    expect(isOneWellFormedElement(raw)).toBe(false);
  });
});
