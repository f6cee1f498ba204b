import { describe, expect, it } from 'vitest';
import { LocPlaces } from '../../../shared/loc-places';

describe('LocPlaces', () => {
  it('answers where a loc stood first, by exact text, reading locs back only through locAt', () => {
    const locs = Array.from({ length: 50_000 }, (_, i) => `https://example.com/${i % 25_000}`);
    let reads = 0;
    const places = new LocPlaces(locs.length, (place) => (reads++, locs[place]!));
    const firsts = locs.map((loc, i) => places.placeOrAdd(loc, i));
    expect(firsts.slice(0, 25_000).every((first) => first === undefined)).toBe(true);
    expect(firsts.slice(25_000)).toEqual(Array.from({ length: 25_000 }, (_, i) => i));
    // Hashes must agree before a loc is read back: about one read per repeat, not per probe.
    expect(reads).toBeLessThan(25_000 * 1.1);
    expect(places.placeOrAdd('https://example.com/1 ', 99)).toBeUndefined();
  });

  it('keeps the caller’s places as they are, negatives too', () => {
    const texts = new Map<number, string>([[-3, 'https://example.com/a']]);
    const places = new LocPlaces(4, (place) => texts.get(place)!);
    expect(places.placeOrAdd('https://example.com/a', -3)).toBeUndefined();
    expect(places.placeOrAdd('https://example.com/a', 7)).toBe(-3);
  });

  it('refuses more locs than it was made for', () => {
    const places = new LocPlaces(2, () => '');
    places.placeOrAdd('a', 0);
    places.placeOrAdd('b', 1);
    expect(() => places.placeOrAdd('c', 2)).toThrow('More than 2 locs were indexed.');
  });
});
