import { describe, expect, it } from 'vitest';
import { otherHostOf } from '../../../../electron/engine/checks/other-host';
import { locHost } from '../../../../shared/site-check/checked-rows';

const LOCS = [
  'https://example.com/a',
  'http://example.com',
  'https://example.com?q=1',
  'https://example.com#top',
  'https://example.com.evil.org/a',
  'https://example.community/a',
  'https://example.com:8080/a',
  'https://example.com:443/a',
  'https://EXAMPLE.com/a',
  'https://user@example.com/a',
  'ftp://example.com/a',
  'https://other.org/a',
  'https://example.co',
  '/relative',
  '',
  'https://example.com\\a',
  'https://exämple.com/a',
];

/** The check as it was: locHost read whole, then compared. */
const reference = (ownHost: string, loc: string): string | null => {
  const host = locHost(loc);
  return host !== null && host !== ownHost ? host : null;
};

describe('otherHostOf', () => {
  it.each(['example.com', 'example.com:8080', 'xn--exmple-cua.com'])(
    'tells every loc as locHost does for %s',
    (own) => {
      const otherHost = otherHostOf(own);
      for (const loc of LOCS) expect([loc, otherHost(loc)]).toEqual([loc, reference(own, loc)]);
    },
  );

  it('names the other host of a loc that only starts like the own one', () => {
    const otherHost = otherHostOf('example.com');
    expect(otherHost('https://example.community/a')).toBe('example.community');
    expect(otherHost('https://example.com/a')).toBeNull();
  });
});
