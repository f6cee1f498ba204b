import { describe, expect, it } from 'vitest';
import type { PublishBase } from '../../../../shared/validation/base-url';
import { checkLoc, checkLocFully } from '../../../../shared/validation/loc-rules';
import {
  isPlainLoc,
  isPlainLocUtf8,
  LOC_PERCENT,
  LOC_PLAIN,
  plainLocFactsUtf8,
} from '../../../../shared/validation/plain-loc';
import { BASES, base, EDGE_LOCS, randomLocs } from '../../../support/loc-samples';

const sameAsFull = (loc: string, publish: PublishBase | null, allowOtherHosts: boolean): void =>
  expect(checkLoc(loc, publish, allowOtherHosts), `${loc} at ${publish?.href ?? 'no base'}`).toEqual(
    checkLocFully(loc, publish, allowOtherHosts),
  );

describe('the plain-loc shortcut of checkLoc', () => {
  it('gives the same problems as the full rules on crafted edge cases, with and without a base', () => {
    for (const publish of BASES)
      for (const loc of EDGE_LOCS)
        for (const allowOtherHosts of [false, true]) sameAsFull(loc, publish, allowOtherHosts);
  });

  it('gives the same problems on random locs built from the characters that matter', () => {
    for (const loc of randomLocs(4000, 7)) {
      for (const publish of BASES) sameAsFull(loc, publish, false);
    }
  });

  it('finds what the old shortcut let through: hosts the parser refuses, and dot segments leaving the directory', () => {
    expect(checkLoc('http://1.2.3.999/', null).map((p) => p.code)).toEqual(['loc-invalid']);
    expect(checkLoc('http://example.123/', null).map((p) => p.code)).toEqual(['loc-invalid']);
    const shop = base('https://www.example.com/shop/');
    expect(checkLoc('https://www.example.com/shop/../admin', shop).map((p) => p.code)).toEqual(['loc-outside-base']);
  });

  it('takes the shortcut for the common loc, also under a base with a port', () => {
    expect(isPlainLoc('https://www.example.com/shop/blue-lamp-123?variant=4', null)).toBe(true);
    expect(isPlainLoc('https://www.example.com/shop/blue-lamp-123', base('https://www.example.com/'))).toBe(true);
    expect(isPlainLoc('http://localhost:8080/shop/a', base('http://localhost:8080/'))).toBe(true);
    expect(isPlainLoc('http://localhost:8080/shop/a', null)).toBe(true);
    expect(isPlainLoc('https://www.example.com/shop/café', null)).toBe(false);
    // Nor under a base whose path the parser keeps with "|", "^" or "[" (the review: plain, where the full rules warn).
    for (const href of ['https://example.com/a|b/', 'https://example.com/[x]/', 'https://example.com/a^b/']) {
      const loc = `${href}page`;
      expect(checkLoc(loc, base(href))).toEqual(checkLocFully(loc, base(href)));
      expect(checkLoc(loc, base(href)).map((p) => p.code)).toEqual(['loc-not-escaped']);
      const bytes = Buffer.from(loc);
      expect(isPlainLocUtf8(bytes, 0, bytes.length, base(href))).toBe(false);
    }
    // A "%" that opens no escape is for the full rules to name (loc-not-escaped), from text and from bytes.
    for (const loc of ['https://www.example.com/shop/50%', 'https://www.example.com/shop/%zz?a=%2f']) {
      expect(isPlainLoc(loc, null)).toBe(false);
      expect(isPlainLoc(loc, base('https://www.example.com/'))).toBe(false);
      const bytes = Buffer.from(loc);
      expect(isPlainLocUtf8(bytes, 0, bytes.length, base('https://www.example.com/'))).toBe(false);
    }
  });

  it("says yes from a loc's UTF-8 exactly where it says yes from the text (read from inside a larger buffer)", () => {
    const locs = [
      ...EDGE_LOCS,
      ...randomLocs(4000, 11),
      'https://www.example.com/shop/a%2',
      'https://www.example.com/shop/%2',
    ];
    for (const publish of BASES) {
      for (const loc of locs) {
        // Bytes of a plain loc either side, as a column's chunk holds them.
        const bytes = Buffer.from(`https://www.example.com/x${loc}http://a/%2e`);
        const start = 'https://www.example.com/x'.length;
        const end = start + Buffer.byteLength(loc);
        const utf8 = isPlainLocUtf8(bytes, start, end, publish);
        expect(utf8, `${loc} at ${publish?.href ?? 'no base'}`).toBe(isPlainLoc(loc, publish));
        // The same told with a view of the bytes (the href compared four bytes at a time).
        const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
        expect(plainLocFactsUtf8(bytes, start, end, publish, view) & LOC_PLAIN, loc).toBe(utf8 ? LOC_PLAIN : 0);
      }
    }
  });

  it('tells from the same look whether a plain loc holds a "%", and nothing of a loc it does not call plain', () => {
    const hostile = [
      'https://www.example.com/a\uD800b',
      'https://www.example.com/%',
      'https://www.example.com/a%2',
      'https://www.example.com/?%',
      'https://www.example.com/a/%2Fb?c=%41',
      'https://www.example.com/ a',
      'https://www.example.com/a\u0000b',
      'https://www.example.com/a\u007fb',
      `https://www.example.com/${'%41'.repeat(700)}`,
      'https://www.ex%41mple.com/a',
    ];
    const locs = [...EDGE_LOCS, ...randomLocs(4000, 13), ...hostile];
    for (const publish of [...BASES, base('https://www.example.com/caf%C3%A9/')]) {
      for (const loc of locs) {
        const bytes = Buffer.from(`%x${loc}%`);
        const facts = plainLocFactsUtf8(bytes, 2, 2 + Buffer.byteLength(loc), publish);
        const plain = isPlainLoc(loc, publish);
        const expected = plain ? LOC_PLAIN | (loc.includes('%') ? LOC_PERCENT : 0) : 0;
        expect(facts, `${loc} at ${publish?.href ?? 'no base'}`).toBe(expected);
        const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
        expect(plainLocFactsUtf8(bytes, 2, 2 + Buffer.byteLength(loc), publish, view), loc).toBe(expected);
      }
    }
  });
});
