import { describe, expect, it } from 'vitest';
import { normalisedText } from '../../../../../electron/engine/site-check/fingerprint/volatile-text';

describe('normalisedText', () => {
  it('collapses every kind and run of whitespace to one space, and trims', () => {
    expect(normalisedText(' a\u00A0\u00A0b\tc \n d\u2028e\u3000f  g ')).toBe('a b c d e f g');
    expect(normalisedText('one two')).toBe('one two');
  });

  it('leaves out relative times and counters in any case, also written with compatibility characters', () => {
    // NFKC first: the long s, the Kelvin sign and full-width digits read as s, K and 0-9.
    expect(normalisedText('Boots 3 ſeconds AGO, 12 MINUTEN GELEDEN, ２ hours ago')).toBe('Boots , ,');
    expect(normalisedText('Just Now: 1.204 weergaven · 1,310 VIEWS · 5 keer bekeken')).toBe(': · ·');
    expect(normalisedText('Kelvin \u212A: 12 reacties')).toBe('Kelvin K: 12 reacties');
  });

  // The truth probe: "1.2K views", "Viewed 1,037 times" and "Updated 5m ago" moved lastmods every day.
  it('leaves out counters of thousands and millions, "viewed N times" and short relative times; a time of day stays', () => {
    expect(normalisedText('Boots · 1.2K views · 3M+ views · Viewed 1,037 times · Has been read 12 times')).toBe(
      'Boots · · · · Has',
    );
    expect(normalisedText('Updated 5m ago, 2h ago, 3 d ago')).toBe('Updated , ,');
    expect(normalisedText('Doors open at 19:30')).toBe('Doors open at 19:30');
  });

  // The review: "Read 3 times before use" lost its number, so 3 becoming 5 was no change.
  it('keeps an instruction to read or see something N times: content, not a counter', () => {
    expect(normalisedText('Take one tablet. Read 3 times before use.')).toBe(
      'Take one tablet. Read 3 times before use.',
    );
    expect(normalisedText('Seen 2 times a day')).toBe('Seen 2 times a day');
    // With a number only a counter has, it is one (the review: "Read 1.2K times" had become content).
    expect(normalisedText('Post · Read 1.2K times · Seen 1,204 times')).toBe('Post · ·');
  });

  it('drops characters that take no room', () => {
    expect(normalisedText('wal\u00ADking\u200B boots\uFEFF')).toBe('walking boots');
  });
});
