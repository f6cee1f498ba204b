import { describe, expect, it } from 'vitest';
import { otherHostOf, otherHostOfUtf8 } from '../../../../electron/engine/checks/other-host';
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

  it.each(['example.com', 'example.com:8080', 'xn--exmple-cua.com', 'EXAMPLE.com'])(
    'tells a loc read as UTF-8 as otherHostOf tells its text, for %s',
    (own) => {
      const ofText = otherHostOf(own);
      const ofBytes = otherHostOfUtf8(own);
      for (const loc of [...LOCS, 'https://example.com', 'http://example.com/a', 'https://example.comé/']) {
        // The loc between others' bytes, as a column's chunk holds it.
        const bytes = Buffer.from(`https://example.com/${loc}/x`);
        const start = 'https://example.com/'.length;
        const end = start + Buffer.byteLength(loc);
        expect([loc, ofBytes(bytes, start, end, () => loc)]).toEqual([loc, ofText(loc)]);
      }
    },
  );
});
