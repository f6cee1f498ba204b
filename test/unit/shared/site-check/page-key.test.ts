import { describe, expect, it } from 'vitest';
import { pageKey } from '../../../../shared/site-check/page-key';
import { hreflangDisagreement } from '../../../../shared/site-check/hreflang-agreement';

// A sitemap's `…/café` and the `…/caf%C3%A9` a page's link or a response names were two pages: check said
// their hreflang disagreed, and crawl --compare listed the loc as never reached (probe).
describe('the key of a page', () => {
  it('is one for a URL written with characters past ASCII and the same URL percent-encoded', () => {
    expect(pageKey('https://example.com/café?q=ä')).toBe(pageKey('https://example.com/caf%C3%A9?q=%C3%A4'));
    expect(pageKey('https://example.com/caf%c3%a9')).toBe(pageKey('https://example.com/café'));
    expect(pageKey('https://bücher.example/a')).toBe(pageKey('https://xn--bcher-kva.example/a'));
    expect(pageKey('https://example.com/café#top')).toBe('https://example.com/caf%C3%A9');
  });

  it('changes nothing else of a URL with a character past ASCII than those characters', () => {
    expect(pageKey('https://example.com/é/./x')).toBe(pageKey('https://example.com/%C3%A9/./x'));
    expect(pageKey('https://example.com/?q=é&r=a b')).toBe(pageKey('https://example.com/?q=%C3%A9&r=a b'));
    expect(pageKey('https://example.com/é"<>`^{}\\x')).toBe(pageKey('https://example.com/%C3%A9"<>`^{}\\x'));
    expect(pageKey('https://bücher.example:8080/é')).toBe('https://xn--bcher-kva.example:8080/%C3%A9');
  });

  // Review: the host was made punycode as an http URL's, so an https URL's :80 went as a default port.
  it("keeps a port as written, and writes a lone surrogate as a browser does (U+FFFD's bytes)", () => {
    expect(pageKey('https://bücher.de:80/a')).toBe('https://xn--bcher-kva.de:80/a');
    expect(pageKey('https://bücher.de:443/a')).toBe(pageKey('https://bücher.de/a'));
    expect(pageKey('https://example.com/\ud800é')).toBe('https://example.com/%EF%BF%BD%C3%A9');
  });

  it('leaves an ASCII URL as the duplicate finder writes it', () => {
    expect(pageKey('HTTPS://Example.com:443/a%2fb#x')).toBe('https://example.com/a%2Fb');
    expect(pageKey('https://example.com/a')).toBe('https://example.com/a');
  });

  // The CLI probe: crawl --compare took a sitemap's `/s/./1.html` for another page than the `/s/1.html` it reached.
  it('removes dot segments from the path as every HTTP client does, and leaves the query alone', () => {
    expect(pageKey('https://example.com/s/./1.html')).toBe('https://example.com/s/1.html');
    expect(pageKey('https://example.com/a/b/../c/./d?x=/./y#z')).toBe('https://example.com/a/c/d?x=/./y');
    expect(pageKey('https://example.com/a/b/..')).toBe('https://example.com/a/');
    expect(pageKey('https://example.com/../../a')).toBe('https://example.com/a');
    expect(pageKey('https://example.com/a/.b/..c')).toBe('https://example.com/a/.b/..c');
  });

  it('makes the hreflang a sitemap lists agree with the same links the page writes encoded', () => {
    const sitemap = [{ hreflang: 'fr', href: 'https://example.com/fr/café' }];
    const page = [{ hreflang: 'fr', href: 'https://example.com/fr/caf%C3%A9' }];
    expect(hreflangDisagreement(sitemap, page)).toBeNull();
  });
});
