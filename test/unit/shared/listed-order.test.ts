import { describe, expect, it } from 'vitest';
import type { UnreadSource } from '../../../shared/import-types';
import { fromListedOrder, inListedOrder } from '../../../shared/listed-order';

const unread = (location: string, after?: number): UnreadSource => ({ location, parent: 'index.xml', after });

describe('files read and sources not read in listed order', () => {
  it('puts each source not read at its place among the files, and one with no place after them all', () => {
    const slots = inListedOrder(['1.xml', '3.xml', '5.xml'], [unread('6.xml'), unread('4.xml', 2), unread('2.xml', 1)]);
    expect(slots.map((slot) => ('file' in slot ? slot.file : slot.unread.location))).toEqual([
      '1.xml',
      '2.xml',
      '3.xml',
      '4.xml',
      '5.xml',
      '6.xml',
    ]);
  });

  it('gives back the files and each source not read with its place (the inverse)', () => {
    const slots = inListedOrder(['a', 'b'], [unread('x', 0), unread('y')]);
    expect(fromListedOrder(slots)).toEqual({ files: ['a', 'b'], unread: [unread('x', 0), unread('y', 2)] });
  });
});
