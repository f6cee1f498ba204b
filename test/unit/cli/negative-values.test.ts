import { describe, expect, it } from 'vitest';
import { withNegativeValues } from '../../../electron/cli/negative-values';

const OPTIONS = { threads: { type: 'string' }, all: { type: 'boolean' } } as const;

describe('a negative number after an option that takes a value', () => {
  it('is that option’s value; after a flag, after "--" or in another form it is left as it is', () => {
    expect(withNegativeValues(['--threads', '-1', 'a.xml'], OPTIONS)).toEqual(['--threads=-1', 'a.xml']);
    expect(withNegativeValues(['--threads', '-0.5'], OPTIONS)).toEqual(['--threads=-0.5']);
    expect(withNegativeValues(['--all', '-1'], OPTIONS)).toEqual(['--all', '-1']);
    expect(withNegativeValues(['--threads', '-x'], OPTIONS)).toEqual(['--threads', '-x']);
    expect(withNegativeValues(['--threads=-3', '--', '--threads', '-1'], OPTIONS)).toEqual([
      '--threads=-3',
      '--',
      '--threads',
      '-1',
    ]);
    expect(withNegativeValues(['--threads'], OPTIONS)).toEqual(['--threads']);
  });
});
