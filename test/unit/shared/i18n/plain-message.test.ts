import { describe, expect, it } from 'vitest';
import { CATALOGUES } from '../../../../shared/i18n/catalogues';
import { LOCALES } from '../../../../shared/i18n/locales';
import { messageEntries } from '../../../../shared/i18n/message-tree';
import { compilePlainMessage } from '../../../../shared/i18n/plain-message';

describe('compilePlainMessage', () => {
  it.each(LOCALES)('takes every %s message (none uses syntax it leaves to vue-i18n)', (locale) => {
    const outside = [...messageEntries(CATALOGUES[locale])]
      .filter(([, message]) => compilePlainMessage(message) === null)
      .map(([key, message]) => `${key}: ${message}`);
    expect(outside).toEqual([]);
  });

  it('joins text, literals and named values, and shows a missing value as nothing', () => {
    const word = compilePlainMessage("Row {row} of {'{'}{table}{'}'} {'@'}  { missing }.")!;
    expect(word({ row: 3, table: 'posts' }, -1)).toBe('Row 3 of {posts} @  .');
    expect(word({ row: [1], table: { a: 1 } }, -1)).toBe('Row [\n  1\n] of {{\n  "a": 1\n}} @  .');
  });

  it('picks a plural form as vue-i18n does without plural rules', () => {
    const two = compilePlainMessage('{n} URL | {n} URLs')!;
    expect([1, 0, 2, -1, 1234].map((n) => two({ n }, n))).toEqual(['1 URL', '0 URLs', '2 URLs', '-1 URL', '1234 URLs']);
    const three = compilePlainMessage('none | one | {count} many')!;
    expect([0, 1, 2, 7, -1].map((count) => three({ count }, count))).toEqual([
      'none',
      'one',
      '2 many',
      '7 many',
      'one',
    ]);
    expect(three({}, 1.5)).toBe('undefined');
  });

  it('leaves linked messages, list placeholders and messages that do not compile to vue-i18n', () => {
    expect(compilePlainMessage('@:common.ok and more')).toBeNull();
    expect(compilePlainMessage('first {0}')).toBeNull();
    expect(compilePlainMessage('open {brace')).toBeNull();
  });
});
