import { describe, expect, it } from 'vitest';
import { typedWholeNumber } from '../../../../renderer/src/ui/typed-number';

/** The one part of a field the function reads and writes. */
const field = (value: string) => ({ value }) as HTMLInputElement;
const RANGE = { min: 10, max: 600 };

describe('typedWholeNumber', () => {
  it('reads a whole number in range as it is', () => {
    const typed = field('120');
    expect(typedWholeNumber(typed, RANGE, 45)).toBe(120);
    expect(typed.value).toBe('120');
  });

  it('rounds a fraction and brings a number into range, and shows what it took', () => {
    const low = field('2');
    expect(typedWholeNumber(low, RANGE, 45)).toBe(10);
    expect(low.value).toBe('10');
    expect(typedWholeNumber(field('99.6'), RANGE, 45)).toBe(100);
    expect(typedWholeNumber(field('1e9'), RANGE, 45)).toBe(600);
  });

  it('puts the field back and answers null for something that is not a number', () => {
    for (const text of ['', '  ', 'abc']) {
      const typed = field(text);
      expect(typedWholeNumber(typed, RANGE, 45)).toBeNull();
      expect(typed.value).toBe('45');
    }
  });
});
