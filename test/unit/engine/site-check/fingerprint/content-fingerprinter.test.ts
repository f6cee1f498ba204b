import { describe, expect, it } from 'vitest';
import {
  BOILERPLATE_ELEMENTS,
  BOILERPLATE_ROLES,
} from '../../../../../electron/engine/site-check/fingerprint/boilerplate-rules';
import { ContentFingerprinter } from '../../../../../electron/engine/site-check/fingerprint/content-fingerprinter';
import { FINGERPRINT_READING, type ContentFingerprint } from '../../../../../shared/site-check/content-fingerprint';

const PAGE_URL = 'https://example.com/blog/post';

/** The fingerprint of a page, fed in pieces of `piece` characters (the whole page at once by default). */
function fingerprintOf(html: string, piece = html.length || 1): ContentFingerprint {
  const fingerprinter = new ContentFingerprinter(PAGE_URL);
  for (let at = 0; at < html.length; at += piece) fingerprinter.write(html.slice(at, at + piece));
  return fingerprinter.fingerprint();
}

/** A page with a frame around its body; `body` is put inside <body>. */
const page = (body: string, head = '<title>Post</title>'): string =>
  `<!doctype html><html lang="en"><head>${head}</head><body>${body}</body></html>`;

const content = (html: string): string => fingerprintOf(html).content;

describe('the content fingerprint of a page', () => {
  it('is the same for the same page, however it arrives in pieces', () => {
    const html = page(
      '<main><h1>Shoes</h1><p>Our <b>new</b> shoes are <a href="/shoes?v=2">here</a>.</p></main><footer>© 2026</footer>',
      '<title>Shoes</title><link rel="canonical" href="/shoes"><script type="application/ld+json">{"@type":"Product"}</script>',
    );
    const whole = fingerprintOf(html);
    expect(fingerprintOf(html, 1)).toEqual(whole);
    expect(fingerprintOf(html, 7)).toEqual(whole);
    expect(whole).toMatchObject({
      region: 'main',
      words: 6,
      title: 'Shoes',
      canonical: 'https://example.com/shoes',
      // Told apart from fingerprints read another way before (comparable).
      reading: FINGERPRINT_READING,
    });
    expect(whole.content).toMatch(/^[0-9a-f]{32}$/);
    expect(whole.structuredData).toMatch(/^[0-9a-f]{32}$/);
  });

  it('changes when the main content changes', () => {
    expect(content(page('<main><p>Price: 10 euro</p></main>'))).not.toBe(
      content(page('<main><p>Price: 12 euro</p></main>')),
    );
  });

  describe('leaves the frame out', () => {
    it.each([...BOILERPLATE_ELEMENTS])('text inside <%s>', (name) => {
      const around = (inner: string): string => page(`<p>The article.</p><${name}>${inner}</${name}><p>The end.</p>`);
      expect(content(around('one thing'))).toBe(content(around('another thing entirely')));
      expect(content(around('one thing'))).toBe(content(page('<p>The article.</p><p>The end.</p>')));
    });

    it.each([...BOILERPLATE_ROLES])('an element with role=%s', (role) => {
      const around = (inner: string): string => page(`<p>The article.</p><div role="${role}">${inner}</div>`);
      expect(content(around('Cookies? Yes'))).toBe(content(around('Cookies? No')));
    });

    it.each([
      ['the hidden attribute', 'hidden'],
      ['aria-hidden="true"', 'aria-hidden="true"'],
      ['display: none', 'style="color: red; display: none"'],
      ['visibility:hidden', 'style="visibility:hidden !important"'],
    ])('an element hidden by %s', (_case, attribute) => {
      const around = (inner: string): string => page(`<p>The article.</p><div ${attribute}>${inner}</div>`);
      expect(content(around('csrf 8f3a'))).toBe(content(around('csrf 99b2')));
    });

    it('but not an element that is shown', () => {
      const around = (inner: string): string => page(`<p>The article.</p><div style="display: block">${inner}</div>`);
      expect(content(around('one'))).not.toBe(content(around('two')));
    });

    it('comments', () => {
      expect(content(page('<p>Text<!-- built 10:41 --></p>'))).toBe(content(page('<p>Text<!-- built 11:02 --></p>')));
    });
  });

  describe('takes the most precise region', () => {
    it('<main>, and text outside it does not count', () => {
      const withMain = (outside: string): ContentFingerprint =>
        fingerprintOf(page(`<div>${outside}</div><main><p>Main text.</p></main>`));
      expect(withMain('Related posts: A').region).toBe('main');
      expect(withMain('Related posts: A').content).toBe(withMain('Related posts: B').content);
    });

    it('role=main as <main>', () => {
      const roleMain = fingerprintOf(page('<div>Aside text</div><div role="main"><p>Main text.</p></div>'));
      expect(roleMain.region).toBe('main');
      expect(roleMain.content).toBe(fingerprintOf(page('<main><p>Main text.</p></main>')).content);
    });

    it('<article> where there is no <main>', () => {
      const withArticle = (outside: string): ContentFingerprint =>
        fingerprintOf(page(`<div>${outside}</div><article><p>Story.</p></article>`));
      expect(withArticle('Trending: X').region).toBe('article');
      expect(withArticle('Trending: X').content).toBe(withArticle('Trending: Y').content);
    });

    it('the body where there is neither', () => {
      const body = fingerprintOf(page('<div><p>Plain page.</p></div>'));
      expect(body.region).toBe('body');
      expect(body.words).toBe(2);
    });

    it('not a <main> inside the frame', () => {
      expect(fingerprintOf(page('<nav><main>menu</main></nav><p>Body text.</p>')).region).toBe('body');
    });

    // The fingerprint review: ASP.NET Web Forms wraps each page in one <form>, and every such page
    // hashed empty content: no change was ever seen, and a true lastmod was "restored".
    it('<main> inside the <form> that wraps a whole page', () => {
      const webForms = (story: string): ContentFingerprint =>
        fingerprintOf(page(`<form id="form1" method="post"><main><h1>News</h1><p>${story}</p></main></form>`));
      expect(webForms('First story.')).toMatchObject({ region: 'main', words: 3 });
      expect(webForms('First story.').content).not.toBe(webForms('Second story.').content);
    });
  });

  describe('reads text as a person sees it', () => {
    it('whitespace, non-breaking spaces and invisible characters are one space', () => {
      expect(content(page('<p>Fresh   bread\n daily</p>'))).toBe(content(page('<p>Fresh&nbsp;bread daily\u200B</p>')));
    });

    it('one Unicode form', () => {
      expect(content(page('<p>Caf\u00E9</p>'))).toBe(content(page('<p>Cafe\u0301</p>')));
    });

    it('inline elements join words; blocks part them', () => {
      expect(content(page('<p>hel<b>lo</b></p>'))).toBe(content(page('<p>hello</p>')));
      expect(content(page('<p>hel</p><p>lo</p>'))).toBe(content(page('<p>hel lo</p>')));
      expect(content(page('<p>hel</p><p>lo</p>'))).not.toBe(content(page('<p>hello</p>')));
    });
  });

  describe('leaves out what changes on every visit', () => {
    it.each([
      ['3 minutes ago', '17 minutes ago'],
      ['an hour ago', '2 hours ago'],
      ['just now', '1 min ago'],
      ['5 minuten geleden', '1 uur geleden'],
      ['zojuist', '2 dagen geleden'],
      ['1,204 views', '1,310 views'],
      ['1.204 weergaven', '98 keer bekeken'],
    ])('"%s" and "%s"', (before, after) => {
      const posted = (when: string): string => page(`<main><p>Posted ${when}</p><p>The story.</p></main>`);
      expect(content(posted(before))).toBe(content(posted(after)));
    });

    // The fingerprint review: a counter's number ran on over every number and space after it, tried
    // from each, and a 4 MB page of numbers (a price table, minified) held the check for minutes; the
    // 1 MB here took some 20 minutes.
    it('in time on a page that is one long run of numbers, whose numbers all stay', () => {
      const numbers = fingerprintOf(page(`<p>${'1 '.repeat(500_000)}</p>`));
      expect(numbers.words).toBe(500_000);
      const table = fingerprintOf(page(`<table><tr>${'<td>12.5</td><td>1,204</td>'.repeat(40_000)}</tr></table>`));
      expect(table.words).toBe(80_000);
      // A number before a counter is no part of it.
      expect(content(page('<p>Page 3 1,204 views</p>'))).not.toBe(content(page('<p>Page 4 1,204 views</p>')));
    });

    it('but not counts that are content', () => {
      expect(content(page('<p>12 reacties</p>'))).not.toBe(content(page('<p>13 reacties</p>')));
      expect(content(page('<p>Ready in 3 minutes</p>'))).not.toBe(content(page('<p>Ready in 5 minutes</p>')));
    });
  });

  describe('the links of the content, as a set', () => {
    const linksOf = (body: string): string => fingerprintOf(page(body)).links;

    it('a new link changes them and not the text', () => {
      const before = fingerprintOf(page('<main><p><a href="/a">Read</a></p></main>'));
      const after = fingerprintOf(page('<main><p><a href="/b">Read</a></p></main>'));
      expect(after.links).not.toBe(before.links);
      expect(after.content).toBe(before.content);
    });

    it('order, repeats, fragments, cache busting and sessions do not', () => {
      expect(linksOf('<p><a href="/a?v=1#top">A</a> <a href="b.html?id=7&cb=123">B</a></p>')).toBe(
        linksOf('<p><a href="/blog/b.html?id=7&cb=9">B</a> <a href="/a">A</a> <a href="/a?v=2">A</a></p>'),
      );
      expect(linksOf('<p><a href="/shop;jsessionid=A1B2?sid=9">Shop</a></p>')).toBe(
        linksOf('<p><a href="/shop">Shop</a></p>'),
      );
      expect(linksOf('<p><a href="/list?page=2">Next</a></p>')).not.toBe(
        linksOf('<p><a href="/list?page=3">Next</a></p>'),
      );
    });

    it('links of the frame and links that are not web links do not count', () => {
      expect(linksOf('<nav><a href="/new-menu">Menu</a></nav><p><a href="mailto:a@b.c">Mail</a>Text</p>')).toBe(
        linksOf('<p>Text</p>'),
      );
    });
  });

  describe('the structured data', () => {
    const dataOf = (json: string): string | null =>
      fingerprintOf(page('<p>Text</p>', `<script type="application/ld+json">${json}</script>`)).structuredData;

    it('is the same JSON-LD written another way', () => {
      expect(dataOf('{"@type": "Product", "name": "Shoe"}')).toBe(dataOf('{\n  "name":"Shoe","@type":"Product"\n}'));
    });

    it('changes with a value', () => {
      expect(dataOf('{"@type":"Product","offers":{"price":"10"}}')).not.toBe(
        dataOf('{"@type":"Product","offers":{"price":"12"}}'),
      );
    });

    it('is null where a page has none, and never adds to the text', () => {
      const none = fingerprintOf(page('<p>Text</p>'));
      expect(none.structuredData).toBeNull();
      expect(fingerprintOf(page('<p>Text</p>', '<script type="application/ld+json">{"a":1}</script>')).content).toBe(
        none.content,
      );
    });
  });

  describe('the title and canonical', () => {
    it('takes the document title, not one inside an SVG', () => {
      const found = fingerprintOf(page('<svg><title>Icon</title></svg><p>Text</p>', '<title>  The   post </title>'));
      expect(found.title).toBe('The post');
      expect(found.words).toBe(1);
    });

    it('is null for either that the page does not have', () => {
      expect(fingerprintOf(page('<p>Text</p>', ''))).toMatchObject({ title: null, canonical: null });
    });
  });

  it('counts no words on a page that shows none (rendered by a script)', () => {
    const shell = fingerprintOf(page('<div id="app"></div><script>render()</script>'));
    expect(shell.words).toBe(0);
  });
});
