import { describe, expect, it } from 'vitest';
import { pastedPriority, typedPriority, withDecimalPoint } from '../../../shared/decimal-comma';

describe('the decimal comma', () => {
  it('writes a decimal comma as the point the protocol needs', () => {
    expect(['0,5', '1,0', ',8', '0,25', '00,1'].map(withDecimalPoint)).toEqual(['0.5', '1.0', '0.8', '0.25', '00.1']);
  });

  it('leaves anything that is not one decimal with a comma alone', () => {
    for (const text of ['0.5', '1', '0,5,1', '1.000,5', '0,', ',', 'a,5', '-0,5', ' 0,5', '1,5e1', ''])
      expect(withDecimalPoint(text), text).toBeNull();
  });

  it('reads a priority typed in Dutch with a comma as its decimal', () => {
    expect(['0,5', '1,0', ',8', '0.3', 'hoog'].map((text) => typedPriority(text, 'nl'))).toEqual([
      '0.5',
      '1.0',
      '0.8',
      '0.3',
      'hoog',
    ]);
  });

  it('keeps a priority typed in English as it was written', () => {
    expect(['0,5', ',8', '0.3'].map((text) => typedPriority(text, 'en'))).toEqual(['0,5', ',8', '0.3']);
  });

  it('reads a pasted priority in any language where the comma can only be a decimal one, from 0 to 1', () => {
    expect(['0,5', ',8', '1,0', '0,500', '0.3'].map((text) => pastedPriority(text, 'en'))).toEqual([
      '0.5',
      '0.8',
      '1.0',
      '0.500',
      '0.3',
    ]);
    // a thousand in English, over 1, or no number at all: kept for validation to name
    expect(['1,000', '2,5', '0,5,1', 'hoog'].map((text) => pastedPriority(text, 'en'))).toEqual([
      '1,000',
      '2,5',
      '0,5,1',
      'hoog',
    ]);
    expect(['1,000', '2,5'].map((text) => pastedPriority(text, 'nl'))).toEqual(['1.000', '2.5']);
  });
});
