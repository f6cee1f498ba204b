import { describe, expect, it } from 'vitest';
import { setActiveLocale } from '../../../../shared/i18n/active-locale';
import { problemText } from '../../../../shared/problems';
import { parseBaseUrl, type PublishBase } from '../../../../shared/validation/base-url';
import { finding, renderMessage } from '../../../../shared/problem-catalogue';
import type { BaseUrlFault } from '../../../../shared/problem-catalogue/settings-faults';
import { checkLoc } from '../../../../shared/validation/loc-rules';

function base(text: string): PublishBase {
  const parsed = parseBaseUrl(text);
  if (!parsed.ok) throw new Error(parsed.reason.fault);
  return parsed.base;
}

const codes = (loc: string, publish: PublishBase | null = null): string[] => checkLoc(loc, publish).map((p) => p.code);

describe('checkLoc on its own', () => {
  it('accepts plain absolute http(s) URLs', () => {
    expect(codes('https://example.com/')).toEqual([]);
    expect(codes('http://example.com/a?b=1&c=2')).toEqual([]);
    expect(codes('https://example.com/caf%C3%A9')).toEqual([]);
  });

  it('names each way a loc is wrong', () => {
    expect(codes('')).toEqual(['loc-missing']);
    expect(codes('/about/')).toEqual(['loc-not-absolute']);
    expect(codes('post-sitemap.xml')).toEqual(['loc-not-absolute']);
    expect(codes('//localhost:1313/a')).toEqual(['loc-not-absolute']);
    expect(codes('None')).toEqual(['loc-not-absolute']);
    expect(codes('ftp://example.com/file')).toEqual(['loc-scheme']);
    expect(codes('javascript:alert(1)')).toEqual(['loc-scheme']);
    expect(codes('https://exa[mple.com/')).toEqual(['loc-invalid']);
    expect(codes('https://example.com/a b')).toEqual(['loc-whitespace']);
    expect(codes(' https://example.com/')).toEqual(['loc-whitespace']);
    expect(codes('https://example.com/\u0007')).toEqual(['loc-control-character']);
    expect(codes('https://example.com/#top')).toEqual(['loc-fragment']);
    expect(codes('https://example.com/café')).toEqual(['loc-not-escaped']);
    // Half of a UTF-16 pair: no escaping holds it (the suggested %EF%BF%BD would be another URL).
    expect(codes('https://example.com/\uD800')).toEqual(['loc-broken-character']);
    expect(codes('https://example.com/\uDC00é')).toEqual(['loc-broken-character']);
    expect(codes('https://example.com/\uD83D\uDE00')).toEqual(['loc-not-escaped']); // a whole pair: 😀
  });

  // The probe: <, >, ", {, }, |, ^, `, \, [ ], %zz and a lone % passed validation, and export wrote them as they were.
  it('asks for the characters a URL holds only escaped, past its host, each escaped where it stands', () => {
    const escaped = (loc: string): unknown => checkLoc(loc, null).map((p) => [p.code, ...(p.params ?? [])]);
    expect(escaped('https://example.com/a<b>?q="x"')).toEqual([
      ['loc-not-escaped', { escaped: 'https://example.com/a%3Cb%3E?q=%22x%22' }],
    ]);
    expect(escaped('https://example.com/a{b}|c^d`e\\f')).toEqual([
      ['loc-not-escaped', { escaped: 'https://example.com/a%7Bb%7D%7Cc%5Ed%60e/f' }],
    ]);
    expect(escaped('https://example.com/?filter[color]=red')).toEqual([
      ['loc-not-escaped', { escaped: 'https://example.com/?filter%5Bcolor%5D=red' }],
    ]);
    expect(escaped('https://example.com/%zz/50%')).toEqual([
      ['loc-not-escaped', { escaped: 'https://example.com/%25zz/50%25' }],
    ]);
    // A control character beside them is escaped in the suggestion too, not left raw for a terminal to run (the probe).
    const suggested = checkLoc('https://example.com/\u001b]0;x\u0007', null).find(
      (p) => p.code === 'loc-not-escaped',
    )?.params;
    expect(suggested).toEqual([{ escaped: 'https://example.com/%1B%5D0;x%07' }]);
    // A "\\" in the path is the "/" browsers read; the host found as the parser finds it (the review).
    expect(escaped('http:\\\\example.com\\a|b?c\\d')).toEqual([
      ['loc-not-escaped', { escaped: 'http://example.com/a%7Cb?c%5Cd' }],
    ]);
    expect(escaped('http:///example.com/a|b')).toEqual([['loc-not-escaped', { escaped: 'http://example.com/a%7Cb' }]]);
    expect(escaped('http:example.com/x//y|z')).toEqual([
      ['loc-not-escaped', { escaped: 'http://example.com/x//y%7Cz' }],
    ]);
    // Non-ASCII as before, now written as it stands rather than as the parser resolves it ("..").
    expect(escaped('https://bücher.example/a/../café')).toEqual([
      ['loc-not-escaped', { escaped: 'https://xn--bcher-kva.example/a/../caf%C3%A9' }],
    ]);
    // Escapes, an IPv6 host's brackets and the plain characters need nothing.
    for (const loc of ['https://example.com/caf%C3%A9?a=%2f', 'https://[::1]/a', "https://example.com/a!$&'()*+,;=:@~"])
      expect(codes(loc)).toEqual([]);
  });

  // The probe: a host label of 64 characters, or a host name of 254, passed validation: no DNS holds either.
  it('refuses a host name no DNS holds: a label past 63 characters, a name past 253', () => {
    const label = (n: number) => 'a'.repeat(n);
    expect(codes(`https://${label(63)}.example.com/`)).toEqual([]);
    expect(codes(`https://${label(64)}.example.com/a`)).toEqual(['loc-invalid']);
    // Wherever the label lies: in the middle, last (no dot after it), the whole name, before a final dot.
    expect(codes(`https://www.${label(64)}.com/`)).toEqual(['loc-invalid']);
    expect(codes(`https://www.example.${label(64)}/`)).toEqual(['loc-invalid']);
    expect(codes(`https://${label(64)}/`)).toEqual(['loc-invalid']);
    expect(codes(`https://www.example.${label(63)}./`)).toEqual([]);
    expect(codes(`https://www.example.${label(64)}./`)).toEqual(['loc-invalid']);
    const name = (n: number) => `${[label(63), label(63), label(63)].join('.')}.${label(n - 3 * 64)}`;
    expect(codes(`https://${name(253)}/`)).toEqual([]);
    expect(codes(`https://${name(254)}/`)).toEqual(['loc-invalid']);
    expect(codes('https://[::1]/')).toEqual([]);
    setActiveLocale('en');
    expect(problemText(checkLoc(`https://${label(64)}.example.com/`, null)[0]!)).toContain(
      'a part of its host name has 64 characters, more than the 63 DNS allows',
    );
    expect(problemText(checkLoc(`https://a.${label(70)}.${label(65)}/`, null)[0]!)).toContain(
      'a part of its host name has 70 characters',
    );
  });

  // The probe: a loc carrying a user and password passed validation.
  it('refuses a user name or password before the host, also an empty one', () => {
    for (const loc of [
      'https://me:secret@example.com/',
      'https://me@example.com/a',
      'https://@example.com/',
      'http://:@example.com/',
    ])
      expect(codes(loc), loc).toEqual(['loc-invalid']);
    expect(codes('https://example.com/a@b?mail=me@example.com')).toEqual([]);
    setActiveLocale('en');
    expect(problemText(checkLoc('https://me@example.com/', null)[0]!)).toContain(
      'it names a user or password before its host (user@host), which an http(s) URL must not (RFC 9110)',
    );
  });

  // The review: a loc holding U+FFFF was only "not escaped", and its file was no XML.
  it('refuses U+FFFE and U+FFFF, which XML holds in no form, as control characters', () => {
    expect(codes('https://example.com/a\uffff')).toContain('loc-control-character');
    expect(codes('https://example.com/a\ufffe')).toContain('loc-control-character');
  });

  it('refuses U+FFFD, the mark a decoder leaves where bytes were not text, but not its escaped bytes', () => {
    // The UI probe: it was also "not escaped: write it as …/caf%EF%BF%BD", writing the loss into the URL.
    expect(codes('https://example.com/caf\uFFFD')).toEqual(['loc-replacement-character']);
    expect(codes('https://example.com/caf%EF%BF%BD')).toEqual([]);
  });

  it('counts the length limit in characters: 2,047 is fine, 2,048 is not', () => {
    const prefix = 'https://example.com/';
    expect(codes(prefix + 'a'.repeat(2047 - prefix.length))).toEqual([]);
    expect(checkLoc(prefix + 'a'.repeat(2048 - prefix.length), null)).toMatchObject([
      {
        field: 'loc',
        severity: 'error',
        code: 'loc-too-long',
        message: 'The URL is 2,048 characters long; sitemaps allow fewer than 2,048.',
      },
    ]);
  });

  it('measures a loc that must be escaped in its escaped form, as a search engine reads it', () => {
    const prefix = 'https://example.com/';
    // 400 Cyrillic letters: 420 characters as written, 2,420 escaped (six each).
    const cyrillic = prefix + 'д'.repeat(400);
    expect(cyrillic.length).toBe(420);
    const problems = checkLoc(cyrillic, null);
    expect(problems.map((p) => p.code)).toEqual(['loc-too-long', 'loc-not-escaped']);
    expect(problems[0]).toMatchObject({
      severity: 'error',
      message: 'The URL is 2,420 characters long once escaped, as it must be written; sitemaps allow fewer than 2,048.',
    });
    // Escaped it is the same length, told as written; one letter short of the limit escaped passes.
    expect(codes(prefix + '%D0%B4'.repeat(400))).toEqual(['loc-too-long']);
    const fits = prefix + 'д'.repeat(Math.floor((2047 - prefix.length) / 6));
    expect(codes(fits)).toEqual(['loc-not-escaped']);
    expect(codes(fits + 'д')).toEqual(['loc-too-long', 'loc-not-escaped']);
    // Too long as written already: told once, with the length as written.
    const long = checkLoc(prefix + 'д'.repeat(2048), null);
    expect(long.filter((p) => p.code === 'loc-too-long')).toHaveLength(1);
    expect(long[0]!.message).toBe('The URL is 2,068 characters long; sitemaps allow fewer than 2,048.');
  });

  it('suggests the escaped form of a URL with raw non-ASCII characters', () => {
    expect(checkLoc('https://example.com/café', null)[0]!.message).toBe(
      'The URL has characters that must be escaped; write it as https://example.com/caf%C3%A9.',
    );
  });
});

describe('checkLoc against the base URL the sitemaps are published at', () => {
  const publish = base('https://example.com/shop/sitemap_index.xml');

  it('accepts URLs under the base directory, whatever the host case or default port', () => {
    expect(publish.directory).toBe('/shop/');
    expect(codes('https://example.com/shop/', publish)).toEqual([]);
    expect(codes('https://EXAMPLE.com:443/shop/shoes', publish)).toEqual([]);
  });

  it('says in words why a URL is outside', () => {
    const message = (loc: string): string => checkLoc(loc, publish)[0]!.message;
    expect(message('http://example.com/shop/a')).toBe(
      'This URL cannot be listed: it uses http, but the sitemaps are published on https (https://example.com/shop/).',
    );
    expect(message('https://www.example.com/shop/a')).toBe(
      'This URL cannot be listed: it is on www.example.com, but the sitemaps are published on example.com.',
    );
    expect(message('https://example.com:8443/shop/a')).toBe(
      'This URL cannot be listed: it is on port 8443, but the sitemaps are published on the default port.',
    );
    expect(message('https://example.com/blog/a')).toBe(
      'This URL cannot be listed: it is not under /shop/, where the sitemaps are published (https://example.com/shop/).',
    );
    expect(message('https://example.com/shopping')).toContain('not under /shop/');
  });

  it('says it in Dutch words after a switch to Dutch', () => {
    const found = checkLoc('https://example.com:8443/shop/a', publish);
    setActiveLocale('nl');
    try {
      expect(found.map(problemText)).toEqual([
        'Deze URL kan niet in de sitemap: hij staat op poort 8443, maar de sitemaps worden gepubliceerd op de standaardpoort.',
      ]);
    } finally {
      setActiveLocale('en');
    }
  });
});

describe('parseBaseUrl', () => {
  it('takes a folder with or without the slash, or a file in it', () => {
    expect(base('https://example.com').directory).toBe('/');
    expect(base('https://example.com/maps').directory).toBe('/maps/');
    expect(base('https://example.com/maps/').directory).toBe('/maps/');
    expect(base('https://example.com/maps/index.xml').href).toBe('https://example.com/maps/');
    expect(base('http://localhost:8080/').port).toBe('8080');
  });

  it('refuses what cannot be a place to publish', () => {
    expect(parseBaseUrl('example.com')).toEqual({ ok: false, reason: { fault: 'not-absolute', text: 'example.com' } });
    expect(parseBaseUrl('ftp://example.com/')).toEqual({
      ok: false,
      reason: { fault: 'scheme', scheme: 'ftp' },
    });
    // The probe: a user and password would be published in the index; a query and fragment were dropped unsaid.
    expect(parseBaseUrl('https://user:pw@example.com/')).toEqual({ ok: false, reason: { fault: 'credentials' } });
    expect(parseBaseUrl('https://example.com/x/?a=1#f')).toEqual({
      ok: false,
      reason: { fault: 'query', part: '?a=1#f' },
    });
    const words = (text: string) =>
      renderMessage(finding('base-url-invalid', { reason: (parseBaseUrl(text) as { reason: BaseUrlFault }).reason }));
    expect(words('https://example.com/x/#top')).toBe(
      'The base URL cannot be used: it ends in #top, but the files are published in a folder, which has no query or fragment.',
    );
  });
});
