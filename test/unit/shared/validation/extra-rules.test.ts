import { afterEach, describe, expect, it } from 'vitest';
import { setActiveLocale } from '../../../../shared/i18n/active-locale';
import { problemText } from '../../../../shared/problems';
import { emptyRow } from '../../../../shared/url-table';
import { checkExtra } from '../../../../shared/validation/extra-rules';
import { validateRow } from '../../../../shared/validation/validate-rows';

const XML = (text: string) => `<x:note xmlns:x="urn:example:x">${text}</x:note>`;
const codes = (extra: string[]): string[] => checkExtra(extra).map((found) => found.code);

describe("the rule on a row's own unknown XML", () => {
  afterEach(() => setActiveLocale('en'));

  it('finds half of a UTF-16 pair, high or low, in any of its elements; a whole pair is any other character', () => {
    expect(codes([])).toEqual([]);
    expect(codes([XML('plain'), XML('😀 \uD83D\uDE00')])).toEqual([]);
    expect(codes([XML('fine'), XML('a \uD800 b')])).toEqual(['extra-broken-character']);
    expect(codes([XML('\uDFFF')])).toEqual(['extra-broken-character']);
    // One error for the row, however many elements hold such a character.
    expect(codes([XML('\uD800'), `<x:a xmlns:x="urn:x" b="\uDC00"/>`])).toEqual(['extra-broken-character']);
  });

  it("is an error on the row's loc cell (the grid shows that XML in no cell), worded in English and Dutch", () => {
    const row = { ...emptyRow('https://example.com/a'), extra: [XML('\uDBFF!')] };
    const found = validateRow(row, { base: null, now: Date.UTC(2026, 0, 1) });
    expect(found.map(({ code, field, severity }) => `${code} ${field} ${severity}`)).toEqual([
      'extra-broken-character loc error',
    ]);
    expect(found[0]!.message).toBe(
      "The URL's unknown elements (the row details' XML tab) contain a broken character (half of a UTF-16 pair) that no sitemap can hold.",
    );
    setActiveLocale('nl');
    expect(problemText(found[0]!)).toMatch(/^De onbekende elementen van de URL .* kapot teken/);
  });
});
