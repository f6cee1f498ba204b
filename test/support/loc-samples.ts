import { seededRandom } from './seeded-random';
import { parseBaseUrl, type PublishBase } from '../../shared/validation/base-url';

// Locs and bases that the loc rules' shortcuts must get right, for the tests that compare a shortcut with the full rules.

export function base(text: string): PublishBase {
  const parsed = parseBaseUrl(text);
  if (!parsed.ok) throw new Error(parsed.reason.fault);
  return parsed.base;
}

export const BASES: (PublishBase | null)[] = [
  null,
  base('https://www.example.com/'),
  base('https://www.example.com/shop/'),
  base('http://localhost:8080/'),
  base('http://[::1]:3000/a/'),
  base('https://bücher.example/'),
  // A host no DNS holds (a label past 63 characters): no loc under it is plain.
  base(`https://${'h'.repeat(64)}.example.com/`),
];

/** Locs the shortcut must get right: IDN hosts, escapes, spaces, odd schemes and hosts, dot segments, long and non-ASCII. */
export const EDGE_LOCS = [
  '',
  'https://www.example.com/',
  'https://www.example.com',
  'https://www.example.com?q=1',
  'https://www.example.com/shop/a-b_c.d~e?x=1&y=2?z',
  'https://www.example.com/shop/caf%C3%A9',
  'https://www.example.com/shop/café',
  'https://www.example.com/shop/caf\uFFFD',
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
  `https://${'h'.repeat(63)}.example.com/a`,
  `https://${'h'.repeat(64)}.example.com/a`,
  `https://${'h'.repeat(64)}.example.com/`,
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

/** `count` random locs built from the characters that matter to the loc rules (the same ones for a seed). */
export function randomLocs(count: number, seed: number): string[] {
  const next = seededRandom(seed);
  const pieces = 'a Z 0 - . .. / % %2e %41 ? # : @ {{ é \u0001 [ \\ ~'.split(' ').concat(' ');
  const starts = [
    'https://www.example.com/',
    'https://www.example.com',
    'http://localhost:8080/',
    'https://www.example.com/shop/',
    'http://',
  ];
  const locs: string[] = [];
  for (let i = 0; i < count; i++) {
    let loc = starts[Math.floor(next() * starts.length)]!;
    for (let n = Math.floor(next() * 8); n > 0; n--) loc += pieces[Math.floor(next() * pieces.length)]!;
    locs.push(loc);
  }
  return locs;
}
