import { describe, expect, it } from 'vitest';
import { absoluteUnder } from '../../../../../shared/loc-rewrite/absolute-loc';
import { withSchemeAndHost } from '../../../../../shared/loc-rewrite/scheme-host';
import { withoutParameters, withoutQuery } from '../../../../../shared/loc-rewrite/strip-query';
import { isTrackingParameter, withoutTracking } from '../../../../../shared/loc-rewrite/tracking-parameters';
import { locChanges, rewriteLoc } from '../../../../../shared/loc-rewrite/rewrite-locs';

describe('absoluteUnder', () => {
  it('puts root-relative and scheme-relative locs under the base scheme and host', () => {
    expect(absoluteUnder('/blog/a/', 'https://example.com')).toBe('https://example.com/blog/a/');
    expect(absoluteUnder('//localhost:1313/blog/?p=1#x', 'https://example.com/')).toBe(
      'https://example.com/blog/?p=1#x',
    );
    expect(absoluteUnder('//localhost:1313', 'https://example.com')).toBe('https://example.com/');
    // a base's path is not added: the loc already starts at the root
    expect(absoluteUnder('/a', 'http://Example.com:8080/sub/')).toBe('http://Example.com:8080/a');
  });

  it('leaves absolute and other locs, and everything under a base that is not a URL', () => {
    expect(absoluteUnder('https://other.example/a', 'https://example.com')).toBe('https://other.example/a');
    expect(absoluteUnder('blog/a', 'https://example.com')).toBe('blog/a');
    expect(absoluteUnder('/a', 'example.com')).toBe('/a');
    expect(absoluteUnder('/a', '')).toBe('/a');
  });
});

describe('withSchemeAndHost', () => {
  it('changes the scheme, the host, or both, keeping the rest as written', () => {
    expect(withSchemeAndHost('http://example.com/a?b=1#c', { scheme: 'https' })).toBe('https://example.com/a?b=1#c');
    expect(withSchemeAndHost('https://staging.example.com/a', { host: 'www.example.com' })).toBe(
      'https://www.example.com/a',
    );
    expect(withSchemeAndHost('http://localhost:1313/a', { scheme: 'https', host: 'example.com' })).toBe(
      'https://example.com/a',
    );
    expect(withSchemeAndHost('https://example.com/%7Euser', { host: ' example.org ' })).toBe(
      'https://example.org/%7Euser',
    );
  });

  it('only on the given host, any case, and never on a relative loc', () => {
    const change = { host: 'example.com', fromHost: 'STAGING.example.com' };
    expect(withSchemeAndHost('https://staging.example.com/a', change)).toBe('https://example.com/a');
    expect(withSchemeAndHost('https://cdn.example.com/a', change)).toBe('https://cdn.example.com/a');
    expect(withSchemeAndHost('/a', { scheme: 'https' })).toBe('/a');
    expect(withSchemeAndHost('ftp://example.com/a', { scheme: 'https' })).toBe('ftp://example.com/a');
  });
});

describe('query parameters', () => {
  it('strips the whole query, keeping a fragment', () => {
    expect(withoutQuery('https://example.com/a?b=1&c=2')).toBe('https://example.com/a');
    expect(withoutQuery('https://example.com/a?b=1#top')).toBe('https://example.com/a#top');
    expect(withoutQuery('https://example.com/a#x?y')).toBe('https://example.com/a#x?y');
    expect(withoutQuery('https://example.com/a')).toBe('https://example.com/a');
  });

  it('strips tracking parameters only, the others in their order and spelling', () => {
    expect(withoutTracking('https://example.com/a?utm_source=x&id=7&UTM_Medium=y&gclid=1&sort=Desc')).toBe(
      'https://example.com/a?id=7&sort=Desc',
    );
    expect(withoutTracking('https://example.com/a?fbclid=1&msclkid=2&mc_cid=3&mc_eid=4#f')).toBe(
      'https://example.com/a#f',
    );
    expect(withoutTracking('https://example.com/a?utm%5Fsource=x&q=a+b')).toBe('https://example.com/a?q=a+b');
    expect(withoutTracking('https://example.com/a?utmost=1&gclid_x=2')).toBe(
      'https://example.com/a?utmost=1&gclid_x=2',
    );
    expect(withoutTracking('https://example.com/a?%E0%A4%A=1')).toBe('https://example.com/a?%E0%A4%A=1');
    expect(isTrackingParameter('utm_anything')).toBe(true);
    expect(isTrackingParameter('id')).toBe(false);
  });

  it('drops parameters by name', () => {
    expect(withoutParameters('https://example.com/?a=1&b=2&a=3', (name) => name === 'a')).toBe(
      'https://example.com/?b=2',
    );
    expect(withoutParameters('https://example.com/?flag', (name) => name === 'flag')).toBe('https://example.com/');
  });
});

describe('locChanges', () => {
  it('keeps only the locs a rewrite changes, for the preview count and one undoable command', () => {
    const locs = ['/a', 'https://example.com/b', '//localhost:1313/c', ''];
    const changes = locChanges(locs.length, (row) => locs[row]!, { kind: 'absolute', base: 'https://example.com' });
    expect(Array.from(changes.at)).toEqual([0, 2]);
    expect(changes.after).toEqual(['https://example.com/a', 'https://example.com/c']);
    expect(rewriteLoc('http://example.com/?utm_id=1', { kind: 'stripTracking' })).toBe('http://example.com/');
    expect(rewriteLoc('http://example.com/?id=1', { kind: 'stripQuery' })).toBe('http://example.com/');
    expect(rewriteLoc('http://example.com/', { kind: 'schemeHost', scheme: 'https' })).toBe('https://example.com/');
  });
});
