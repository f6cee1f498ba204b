import { describe, expect, it } from 'vitest';
import { declaredLength } from '../../../../electron/engine/http/declared-length';

describe("declaredLength: an answer's Content-Length, when it can be trusted", () => {
  it('is the number sent, once or repeated the same', () => {
    expect(declaredLength('120')).toBe(120);
    expect(declaredLength(' 0 ')).toBe(0);
    expect(declaredLength(['5', '5'])).toBe(5);
  });

  it('is null for none, no whole number, or two that differ (a body of unknown length)', () => {
    expect(declaredLength(undefined)).toBeNull();
    expect(declaredLength('')).toBeNull();
    expect(declaredLength('12abc')).toBeNull();
    expect(declaredLength('-1')).toBeNull();
    expect(declaredLength('1.5')).toBeNull();
    expect(declaredLength(['5', '6'])).toBeNull();
    expect(declaredLength('5, 6')).toBeNull();
  });
});
