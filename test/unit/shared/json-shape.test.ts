import { describe, expect, it } from 'vitest';
import { count, object, optional, partial, ShapeError, text, wholeNumber } from '../../../shared/json-shape';

function problemOf(read: () => unknown): string {
  try {
    read();
  } catch (error) {
    if (error instanceof ShapeError) return error.problem;
    throw error;
  }
  throw new Error('read without a problem');
}

describe('optional', () => {
  const request = object<{ path: string; jobId?: string }>({ path: text, jobId: optional(text) });

  it('leaves a member left out out, so defaults spread under the object show through', () => {
    const read = request.read({ path: '/a' });
    expect(Object.keys(read)).toEqual(['path']);
    expect({ jobId: 'default', ...read }.jobId).toBe('default');
  });

  it('reads a member present by its shape', () => {
    expect(request.read({ path: '/a', jobId: 'j1' })).toEqual({ path: '/a', jobId: 'j1' });
    expect(problemOf(() => request.read({ path: '/a', jobId: 7 }))).toBe('jobId: expected text, found the number 7');
  });
});

describe('partial', () => {
  const settings = partial<{ concurrency: number; agent: string }>({ concurrency: wholeNumber(1, 64), agent: text });

  it('takes an object with any of its members left out, each present one checked', () => {
    expect(settings.read({})).toEqual({});
    expect(settings.read({ concurrency: 4 })).toEqual({ concurrency: 4 });
    expect(problemOf(() => settings.read({ concurrency: 0 }))).toBe(
      'concurrency: expected a whole number from 1 to 64, found the number 0',
    );
  });

  it('still wants an object', () => {
    expect(problemOf(() => settings.read(null))).toBe('the top level: expected an object, found null');
  });
});

describe('count', () => {
  it('takes whole numbers from 0 that a double holds exactly', () => {
    expect(count.read(0)).toBe(0);
    expect(count.read(Number.MAX_SAFE_INTEGER)).toBe(Number.MAX_SAFE_INTEGER);
    for (const wrong of [-1, 1.5, 2 ** 53, '3', Infinity]) expect(() => count.read(wrong)).toThrow(ShapeError);
  });
});
