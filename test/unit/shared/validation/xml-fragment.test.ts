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
  ])('refuses %j', (raw) => {
    expect(isOneWellFormedElement(raw)).toBe(false);
  });
});
