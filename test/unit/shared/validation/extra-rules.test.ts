import { afterEach, describe, expect, it } from 'vitest';
import { setActiveLocale } from '../../../../shared/i18n/active-locale';
import { problemText } from '../../../../shared/problems';
import { emptyImage, emptyNews, emptyRow } from '../../../../shared/url-table';
import { checkExtra } from '../../../../shared/validation/extra-rules';
import { unwritableExtra } from '../../../../shared/validation/unwritable-extra';
import { validateRow } from '../../../../shared/validation/validate-rows';

const XML = (text: string) => `<x:note xmlns:x="urn:example:x">${text}</x:note>`;
const codes = (extra: string[]): string[] =>
  checkExtra({ ...emptyRow('https://example.com/'), extra }).map((found) => found.code);

describe("the rule on a row's own unknown XML", () => {
  afterEach(() => setActiveLocale('en'));

  it('finds half of a UTF-16 pair, high or low, in any of its elements; a whole pair is any other character', () => {
    expect(codes([])).toEqual([]);
    expect(codes([XML('plain'), XML('😀 \uD83D\uDE00')])).toEqual([]);
    expect(codes([XML('fine'), XML('a \uD800 b')])).toEqual(['extra-broken-character']);
    expect(codes([XML('\uDFFF')])).toEqual(['extra-broken-character']);
    // One error for the row, however many elements hold such a character.
    expect(codes([XML('\uD800'), `<x:a xmlns:x="urn:x" b="\uDC00"/>`])).toEqual(['extra-broken-character']);
    expect(codes([XML('a\u0002b')])).toEqual(['extra-broken-character']);
    expect(codes([XML('a\tb\u0085')])).toEqual([]);
  });

  // The local probe: a hand-made project's extra closed the entry and opened another, or left a comment open,
  // and the export wrote it, exit 0.
  it('finds kept XML, of the row or of an image, video or news entry, that is not one well-formed element', () => {
    const injected = '<x:y xmlns:x="urn:x">1</x:y></url><url><loc>https://evil.example/</loc>';
    expect(codes([injected])).toEqual(['extra-malformed']);
    expect(codes([XML('fine'), '<x:a xmlns:x="urn:x"><!--'])).toEqual(['extra-malformed']);
    expect(codes([XML('fine'), '<x:a xmlns:x="urn:x"/>'])).toEqual([]);
    const image = { ...emptyImage('https://example.com/a.png'), extra: ['</image:image>'] };
    const row = { ...emptyRow('https://example.com/a'), images: [image] };
    const found = validateRow(row, { base: null, now: Date.UTC(2026, 0, 1) });
    expect(found.map(({ code, field, severity }) => `${code} ${field} ${severity}`)).toEqual([
      'extra-malformed loc error',
    ]);
    expect(found[0]!.message).toBe(
      "The URL's kept XML (the row details' XML tab, or an image's, video's or news entry's) is not one well-formed XML element, so no sitemap can hold it as it is: </image:image>",
    );
    const news = { ...emptyNews(), extra: ['<n:x xmlns:n="urn:n">'] };
    expect(
      validateRow({ ...emptyRow('https://example.com/a'), news }, { base: null, now: 0 }).map((p) => p.code),
    ).toContain('extra-malformed');
  });

  it("is an error on the row's loc cell (the grid shows that XML in no cell), worded in English and Dutch", () => {
    const row = { ...emptyRow('https://example.com/a'), extra: [XML('\uDBFF!')] };
    const found = validateRow(row, { base: null, now: Date.UTC(2026, 0, 1) });
    expect(found.map(({ code, field, severity }) => `${code} ${field} ${severity}`)).toEqual([
      'extra-broken-character loc error',
    ]);
    expect(found[0]!.message).toBe(
      "The URL's unknown elements (the row details' XML tab) contain a broken character (half of a UTF-16 pair, or a control character) that no sitemap can hold.",
    );
    setActiveLocale('nl');
    expect(problemText(found[0]!)).toMatch(/^De onbekende elementen van de URL .* kapot teken/);
  });

  it('tells the elements no sitemap entry may hold: the sitemap namespace (undeclared, the default, or a prefix), none, or a prefix declared nowhere', () => {
    const sitemap = 'http://www.sitemaps.org/schemas/sitemap/0.9';
    expect(unwritableExtra('<loc>https://example.com/b</loc>')).toBe('loc');
    expect(unwritableExtra('<priority/>')).toBe('priority');
    expect(unwritableExtra(`<title xmlns="${sitemap}">x</title>`)).toBe('title');
    expect(unwritableExtra(`<s:extra xmlns:s='${sitemap}'>z</s:extra>`)).toBe('s:extra');
    expect(unwritableExtra('<none xmlns="">y</none>')).toBe('none');
    expect(unwritableExtra('<p:note>y</p:note>')).toBe('p:note');
    // A declaration of another prefix, or of the default, does not place a prefixed element.
    expect(unwritableExtra('<p:note xmlns="urn:x" xmlns:q="urn:q">y</p:note>')).toBe('p:note');
    // Elements of other namespaces are what an entry may hold after its own fields.
    expect(unwritableExtra('<x:note xmlns:x="urn:example:x">a</x:note>')).toBeNull();
    expect(unwritableExtra('<note\n  a="1"\txmlns="urn:example:x"/>')).toBeNull();
    expect(unwritableExtra('<x:a xmlns:x="urn:x"><loc/></x:a>')).toBeNull();
    expect(unwritableExtra('<xml:lang>x</xml:lang>')).toBeNull();
    // What is not an element is not judged.
    expect(unwritableExtra('<!-- a comment -->')).toBeNull();
    expect(unwritableExtra('text')).toBeNull();
  });

  it('warns of the first element the export leaves out, once a row, beside a broken character', () => {
    expect(codes([XML('a'), '<loc>https://example.com/b</loc>', '<priority>0.7</priority>'])).toEqual([
      'extra-not-written',
    ]);
    expect(codes(['<loc>\uD800</loc>'])).toEqual(['extra-broken-character', 'extra-not-written']);
    const row = { ...emptyRow('https://example.com/a'), extra: [XML('a'), '<priority>0.7</priority>'] };
    const found = validateRow(row, { base: null, now: Date.UTC(2026, 0, 1) });
    expect(found.map(({ code, field, severity }) => `${code} ${field} ${severity}`)).toEqual([
      'extra-not-written loc warning',
    ]);
    expect(found[0]!.message).toMatch(/^<priority>, kept from the source .* is left out of exported sitemaps/);
    setActiveLocale('nl');
    expect(problemText(found[0]!)).toMatch(/^<priority>, uit de bron bewaard .* niet in geëxporteerde sitemaps/);
  });
});
