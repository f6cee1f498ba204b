import { describe, expect, it } from 'vitest';
import { benchCoresOf, whyUncompared } from '../../support/one-core';

describe('the cores a bench compares, from the CPU list the process started on', () => {
  it('takes the first two CPUs of the list, ranges and lists alike', () => {
    expect(benchCoresOf('0-15')).toEqual(['0', '1']);
    expect(benchCoresOf('3,8-9')).toEqual(['3', '8']);
    expect(benchCoresOf('5-7')).toEqual(['5', '6']);
    expect(benchCoresOf('2')).toEqual(['2']);
    expect(benchCoresOf(null)).toEqual([]);
  });

  it('says why the cores are not compared: no taskset, or one CPU; null when they are', () => {
    expect(whyUncompared(null)).toBe('taskset is missing: the cores cannot be pinned one at a time');
    expect(whyUncompared('2')).toBe('this process may run on one CPU only (2)');
    expect(whyUncompared('0,1')).toBeNull();
    expect(whyUncompared('4-7')).toBeNull();
  });
});
