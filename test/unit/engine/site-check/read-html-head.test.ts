import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { pickEncoding } from '../../../../electron/engine/site-check/html-charset';
import { readHtmlHead } from '../../../../electron/engine/site-check/read-html-head';

const PAGE = 'https://example.com/shop/item';

/** A body whose chunks have all arrived; what the reader leaves is still buffered in it. */
function chunks(...parts: (string | Buffer)[]): Readable {
  const body = new Readable({ read: () => undefined });
  for (const part of parts) body.push(Buffer.isBuffer(part) ? part : Buffer.from(part));
  body.push(null);
  return body;
}

const read = (body: Readable, charset: string | null = 'utf-8', cap = 1 << 20) =>
  readHtmlHead(body, PAGE, charset, cap);

describe('readHtmlHead', () => {
  it('collects robots and crawler metas (a line each, in its scope), canonical, lang and hreflang links, made absolute', async () => {
    const facts = await read(
      chunks(
        '<!DOCTYPE html><HTML LANG="de-AT"><head><META NAME="Robots" content=" noindex "><meta name="googlebot" content="nofollow,\n  noarchive">',
        '<meta name="description" content="noindex"><meta name=" BingBot " content="noarchive"><meta name="generator" content="none"><link rel="Canonical" href=" /shop/item?a=1&amp;b=2 ">',
        '<link rel="alternate" hreflang="en" href="https://example.com/en/item"><link rel="alternate" hreflang="fr" href="../fr/item">',
        '<link rel="alternate" type="application/rss+xml" href="/feed"></head><body>',
      ),
    );
    expect(facts).toEqual({
      metaRobots: 'noindex,\ngooglebot: nofollow, noarchive,\nbingbot: noarchive',
      canonical: 'https://example.com/shop/item?a=1&b=2',
      htmlLang: 'de-AT',
      alternates: [
        { hreflang: 'en', href: 'https://example.com/en/item' },
        { hreflang: 'fr', href: 'https://example.com/fr/item' },
      ],
      cut: null,
    });
  });

  // The check probe: `href="javascript:alert(1)"` was told as "its canonical URL: list that instead".
  it('takes no canonical that is no web page (javascript:, mailto:)', async () => {
    for (const href of ['javascript:alert(1)', 'mailto:shop@example.com', 'data:text/html,x']) {
      expect((await read(chunks(`<head><link rel="canonical" href="${href}"></head>`))).canonical, href).toBeNull();
    }
  });

  it('resolves against the first <base href>, wherever it stands', async () => {
    const facts = await read(
      chunks('<head><link rel="canonical" href="a"><base href="/other/"><base href="/not/"></head>'),
    );
    expect(facts.canonical).toBe('https://example.com/other/a');
  });

  // The sweep's probe: `<base href="javascript:…">` lost every relative canonical; browsers pass such a base over.
  it('passes over a <base href> that is data:, javascript: or no URL, as a browser does', async () => {
    for (const base of ['javascript:void(0)', 'JavaScript:x', 'data:text/html,x', 'http://[::1']) {
      const facts = await read(chunks(`<head><base href="${base}"><link rel="canonical" href="/c/ok"></head>`));
      expect(facts.canonical, base).toBe('https://example.com/c/ok');
    }
  });

  it('stops reading at </head>, and at the first element of a body whose tags are left out', async () => {
    const closed = chunks('<head><title>t</title></head>', '<link rel="canonical" href="/late">', 'never read');
    expect((await read(closed)).canonical).toBeNull();
    expect(closed.readableLength).toBe('<link rel="canonical" href="/late">never read'.length);
    const open = chunks(
      '<title>t</title><meta name="robots" content="noindex"><img src=x><link rel="canonical" href="/late">',
    );
    expect(await read(open)).toMatchObject({ metaRobots: 'noindex', canonical: null });
  });

  // The CLI probe: stray words in a head end it as a stray element does, so a robots meta after them is not the page's.
  it('stops at words outside a title, script or style, as a browser opens the body there; white space does not', async () => {
    const stray = chunks('<title>t</title>stray text<meta name="robots" content="noindex">');
    expect((await read(stray)).metaRobots).toBeNull();
    const kept = chunks(
      '\uFEFF<!DOCTYPE html>\n<html>\n <head>\n\t<title>a &amp; b</title>',
      '<script>var s = "x";</script><style>p{}</style><noscript>Turn on scripts</noscript>',
      '\r\n  <meta name="robots" content="noindex"></head>',
    );
    expect((await read(kept)).metaRobots).toBe('noindex');
  });

  it('keeps reading past a tracking pixel in <noscript>, and ignores markup in scripts', async () => {
    const facts = await read(
      chunks(
        '<head><noscript><img src="/pixel"></noscript><script>document.write("<body><link rel=canonical href=/x>")</script>',
        '<link rel="canonical" href="/shop/item"></head>',
      ),
    );
    expect(facts.canonical).toBe(PAGE);
  });

  it('takes the first canonical of several, and keeps a canonical that is no URL out', async () => {
    expect((await read(chunks('<link rel=canonical href=/a><link rel=canonical href=/b>'))).canonical).toBe(
      'https://example.com/a',
    );
    expect((await read(chunks('<link rel=canonical href="http://[x">'))).canonical).toBeNull();
  });

  it('stops at the byte cap, even in the middle of a tag', async () => {
    const body = chunks(
      '<head><meta name="robots" content="noindex">',
      '<link rel="canonical" href="/far">',
      'x'.repeat(100),
    );
    const facts = await read(body, 'utf-8', 50);
    expect(facts).toMatchObject({ metaRobots: 'noindex', canonical: null });
    expect(body.readableLength).toBe(100);
  });

  it('decodes by the meta charset a page declares in its first bytes, split over chunks', async () => {
    const canonical = Buffer.concat([
      Buffer.from('<meta charset="windows-1252"><link rel="canonical" href="/caf'),
      Buffer.from([0xe9]),
      Buffer.from('">'),
    ]);
    const facts = await read(chunks(canonical.subarray(0, 5), canonical.subarray(5)), null);
    expect(facts.canonical).toBe('https://example.com/caf%C3%A9');
  });

  it('decodes a multi-byte character split between chunks', async () => {
    const bytes = Buffer.from('<link rel="canonical" href="/ü"></head>');
    const split = bytes.indexOf(0xbc); // the second byte of ü
    expect((await read(chunks(bytes.subarray(0, split), bytes.subarray(split)))).canonical).toBe(
      'https://example.com/%C3%BC',
    );
  });
});

describe('pickEncoding', () => {
  const meta = (charset: string) =>
    Buffer.from(`<html><head><meta http-equiv="Content-Type" content="text/html; charset=${charset}">`);

  it('prefers a byte order mark, then the header, then the page, then UTF-8', () => {
    expect(pickEncoding('windows-1252', Buffer.from([0xef, 0xbb, 0xbf, 0x3c]))).toBe('utf-8');
    expect(pickEncoding('Shift_JIS', meta('iso-8859-2'))).toBe('shift_jis');
    expect(pickEncoding(null, meta('iso-8859-2'))).toBe('iso-8859-2');
    expect(pickEncoding(null, Buffer.from('<html><head><title>x</title>'))).toBe('utf-8');
  });

  it('skips labels it does not know, and reads a page declaring UTF-16 in ASCII as UTF-8', () => {
    expect(pickEncoding('no-such-charset', meta('latin1'))).toBe('windows-1252');
    expect(pickEncoding(null, meta('utf-16le'))).toBe('utf-8');
  });

  it('looks for the declaration only in the first kilobyte', () => {
    const late = Buffer.concat([Buffer.from(`<!--${' '.repeat(1100)}-->`), meta('windows-1252')]);
    expect(pickEncoding(null, late)).toBe('utf-8');
  });
});
