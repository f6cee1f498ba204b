import {
  compile,
  createCoreContext,
  fallbackWithLocaleChain,
  registerLocaleFallbacker,
  registerMessageCompiler,
  registerMessageResolver,
  resolveValue,
  translate,
} from '@intlify/core-base';
import { describe, expect, it } from 'vitest';
import { CATALOGUES, type UiMessageKey } from '../../../../shared/i18n/catalogues';
import { LOCALES } from '../../../../shared/i18n/locales';
import { messageEntries } from '../../../../shared/i18n/message-tree';
import { translateMessage } from '../../../../shared/i18n/translator';

registerMessageCompiler(compile);
registerMessageResolver(resolveValue);
registerLocaleFallbacker(fallbackWithLocaleChain);

/** vue-i18n's own `translate`, called as translateMessage called it before it compiled each message once. */
const reference = createCoreContext({
  locale: 'en',
  fallbackLocale: 'en',
  messages: CATALOGUES as never,
  missingWarn: false,
  fallbackWarn: false,
  warnHtmlMessage: false,
});

/** A value for each placeholder: its name in angle brackets, so a wrong one shows. */
const valuesFor = (message: string): Record<string, string> =>
  Object.fromEntries([...message.matchAll(/\{\s*([A-Za-z_$][\w$]*)\s*\}/g)].map((m) => [m[1]!, `<${m[1]!}>`]));

describe('translateMessage', () => {
  it.each(LOCALES)('words every %s message as vue-i18n does, with and without a count', (locale) => {
    reference.locale = locale;
    const differ: string[] = [];
    for (const [key, message] of messageEntries(CATALOGUES[locale])) {
      const values = valuesFor(message);
      const plain = translate(reference, key, values);
      if (translateMessage(key as UiMessageKey, values, { locale }) !== plain) differ.push(key);
      for (const count of [0, 1, 2, 1234]) {
        const counted = translate(reference, key, { count, n: count, ...values }, { plural: count });
        if (translateMessage(key as UiMessageKey, values, { locale, count }) !== counted)
          differ.push(`${key} ${count}`);
      }
    }
    expect(differ).toEqual([]);
  });

  it('falls back to English for a key a language lacks, and to the key for one no language has', () => {
    expect(translateMessage('no.such.key' as UiMessageKey, {}, { locale: 'nl' })).toBe('no.such.key');
    expect(translateMessage('format.bytes', { value: '3' }, { locale: 'nl' })).toBe('3 B');
  });
});
