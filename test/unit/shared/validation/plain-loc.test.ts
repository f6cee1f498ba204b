import { describe, expect, it } from 'vitest';
import { parseBaseUrl, type PublishBase } from '../../../../shared/validation/base-url';
import { checkLoc, checkLocFully } from '../../../../shared/validation/loc-rules';
import { isPlainLoc } from '../../../../shared/validation/plain-loc';
import { seededRandom } from '../../../support/seeded-random';

function base(text: string): PublishBase {
  const parsed = parseBaseUrl(text);
  if (!parsed.ok) throw new Error(parsed.reason.fault);
  return parsed.base;
}

const BASES: (PublishBase | null)[] = [
  null,
  base('https://www.example.com/'),
  base('https://www.example.com/shop/'),
  base('http://localhost:8080/'),
  base('http://[::1]:3000/a/'),
  base('https://bücher.example/'),
];

/** Locs the shortcut must get right: IDN hosts, escapes, spaces, odd schemes and hosts, dot segments, long and non-ASCII. */
const EDGE_LOCS = [
  '',
  'https://www.example.com/',
  'https://www.example.com',
  'https://www.example.com?q=1',
  'https://www.example.com/shop/a-b_c.d~e?x=1&y=2?z',
  'https://www.example.com/shop/caf%C3%A9',
  'https://www.example.com/shop/café',
  'https://bücher.example/a',
  'https://xn--bcher-kva.example/a',
  'https://xn--a.com/',
  'https://WWW.example.com/',
  'HTTPS://www.example.com/',
  'https://www.example.com:443/',
  'https://www.example.com:/',
  'http://localhost:8080/x',
  'http://localhost:08080/x',
  'http://[::1]:3000/a/b',
  'http://[0:0::1]:3000/a/b',
  'http://1.2.3.4/',
  'http://1.2.3.999/',
  'http://example.123/',
  'http://0x7f.1/',
  'http://a..b/',
  'http://a%41.com/',
  'http://a{{b.com/',
  'http://user@www.example.com/',
  'https://www.example.com/shop/../admin',
  'https://www.example.com/shop/./a',
  'https://www.example.com/shop/%2e%2E/admin',
  'https://www.example.com/shop/%2fa',
  'https://www.example.com/shop/..',
  'https://www.example.com/shop/.hidden',
  'https://www.example.com/shop/a b',
  'https://www.example.com/shop/a\tb',
  'https://www.example.com/shop/a\u000bb',
  'https://www.example.com/shop/\u0085',
  'https://www.example.com/shop/#top',
  'https://www.example.com/shop/{{ slug }}',
  'https://www.example.com/shop/${id}',
  'https://www.example.com/shop/a\\b',
  'https://www.example.com/shop/a|b"c<d>`e^',
  'ftp://www.example.com/shop/',
  'javascript:alert(1)',
  '//www.example.com/shop/',
  'www.example.com/shop/',
  `https://www.example.com/shop/${'a'.repeat(2047 - 'https://www.example.com/shop/'.length)}`,
  `https://www.example.com/shop/${'a'.repeat(2048 - 'https://www.example.com/shop/'.length)}`,
  'https://www.example.com/shop/日本',
  'https://www.example.com/shop/\u{1F600}',
];

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
    const next = seededRandom(7);
    const pieces = 'a Z 0 - . .. / % %2e %41 ? # : @ {{ é \u0001 [ \\ ~'.split(' ').concat(' ');
    const starts = [
      'https://www.example.com/',
      'https://www.example.com',
      'http://localhost:8080/',
      'https://www.example.com/shop/',
      'http://',
    ];
    for (let i = 0; i < 4000; i++) {
      let loc = starts[Math.floor(next() * starts.length)]!;
      for (let n = Math.floor(next() * 8); n > 0; n--) loc += pieces[Math.floor(next() * pieces.length)]!;
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
  });
});
