import { describe, expect, it } from 'vitest';
import { typedAddress } from '../../../../renderer/src/import/typed-address';

describe('a web address typed into the import dialog', () => {
  it('takes http(s) addresses as they are, and gives a bare domain https://', () => {
    expect(typedAddress('  https://example.com/sitemap.xml ')).toEqual({ url: 'https://example.com/sitemap.xml' });
    expect(typedAddress('http://127.0.0.1:8080')).toEqual({ url: 'http://127.0.0.1:8080/' });
    expect(typedAddress('example.com')).toEqual({ url: 'https://example.com/' });
    expect(typedAddress('www.example.com/robots.txt')).toEqual({ url: 'https://www.example.com/robots.txt' });
    expect(typedAddress('example.com:8080/sitemap.xml')).toEqual({ url: 'https://example.com:8080/sitemap.xml' });
    expect(typedAddress('localhost:3000')).toEqual({ url: 'https://localhost:3000/' });
  });

  it('refuses what is not a web address, saying why', () => {
    expect(typedAddress('')).toEqual({ error: 'Type a web address first.' });
    expect(typedAddress('ftp://example.com/s.xml')).toEqual({
      error: '"ftp://example.com/s.xml" is not a web address: only http:// and https:// addresses can be imported.',
    });
    expect(typedAddress('mailto:web@example.com')).toMatchObject({
      error: expect.stringContaining('is not a web address'),
    });
    expect(typedAddress('sitemap')).toEqual({ error: '"sitemap" has no domain name (such as example.com).' });
    expect(typedAddress('http://exa mple.com')).toMatchObject({
      error: expect.stringContaining('is not a web address'),
    });
  });
});
