import { describe, expect, it } from 'vitest';
import { fetchedUrlOf } from '../../../../electron/engine/import/fetched-url';

describe('the URL a sitemap is fetched and known by', () => {
  it('drops the fragment and decodes escapes of unreserved characters only', () => {
    expect(fetchedUrlOf('https://Example.COM:443/idx.xml#part')).toBe('https://example.com/idx.xml');
    expect(fetchedUrlOf('https://example.com/%69dx-%7E_%2e.xml?a=%41&b=%2F')).toBe(
      'https://example.com/idx-~_..xml?a=A&b=%2F',
    );
    // Reserved and non-ASCII characters keep their escapes: decoded, they would say something else.
    expect(fetchedUrlOf('https://example.com/a%2Fb%3Fc/caf%C3%A9%20x')).toBe(
      'https://example.com/a%2Fb%3Fc/caf%C3%A9%20x',
    );
    expect(fetchedUrlOf('child.xml#x', 'https://example.com/sitemaps/index.xml')).toBe(
      'https://example.com/sitemaps/child.xml',
    );
  });

  it('leaves a text that is no URL as it is', () => {
    expect(fetchedUrlOf('http://[bad/sitemap.xml')).toBe('http://[bad/sitemap.xml');
  });
});
