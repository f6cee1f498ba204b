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
import { afterEach, describe, expect, it } from 'vitest';
import { setActiveLocale } from '../../../../shared/i18n/active-locale';
import { CATALOGUES, type UiMessageKey } from '../../../../shared/i18n/catalogues';
import { LOCALES, type Locale } from '../../../../shared/i18n/locales';
import { messageEntries } from '../../../../shared/i18n/message-tree';
import { translateMessage } from '../../../../shared/i18n/translator';
import { problemText } from '../../../../shared/problems';
import {
  CATALOGUE,
  wordsOf,
  type Finding,
  type ProblemCode,
  type WordValue,
} from '../../../../shared/problem-catalogue';
import { SAMPLES } from '../problem-catalogue/samples';

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

// translate's overloads, checked against a whole catalogue's keys, are too deep for values built at run time.
const looseTranslate = translate as unknown as (
  context: unknown,
  key: string,
  named: object,
  options?: object,
) => unknown;

/** A message and its values (the messages among them too) worded by vue-i18n's `translate`, as messageIn words them. */
function referenceIn(
  key: string,
  locale: Locale,
  values: Readonly<Record<string, WordValue>> = {},
  count?: number,
): string {
  const named = Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      typeof value === 'function'
        ? value(locale)
        : typeof value === 'object'
          ? referenceIn(value.key, locale, value.values, value.count)
          : value,
    ]),
  );
  reference.locale = locale;
  return String(
    count === undefined
      ? looseTranslate(reference, key, named)
      : looseTranslate(reference, key, { count, n: count, ...named }, { plural: count }),
  );
}

afterEach(() => setActiveLocale('en'));

// A whole catalogue through vue-i18n's translate takes seconds on a busy machine.
describe('translateMessage', { timeout: 30_000 }, () => {
  it.each(LOCALES)('words every %s message as vue-i18n does, with and without a count', (locale) => {
    reference.locale = locale;
    const differ: string[] = [];
    for (const [key, message] of messageEntries(CATALOGUES[locale])) {
      const values = valuesFor(message);
      const plain = looseTranslate(reference, key, values);
      if (translateMessage(key as UiMessageKey, values, { locale }) !== plain) differ.push(key);
      for (const count of [0, 1, 2, 1234]) {
        const counted = looseTranslate(reference, key, { count, n: count, ...values }, { plural: count });
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

  it.each(LOCALES)('words every problem sample in %s, and each stand-in line, as vue-i18n does', (locale) => {
    setActiveLocale(locale);
    const differ: string[] = [];
    for (const [code, samples] of Object.entries(SAMPLES)) {
      for (const params of samples as readonly (readonly unknown[])[]) {
        const found = { code, params } as Finding;
        const { key, values, count } = wordsOf(found);
        const text = problemText({ code: found.code, message: '', params });
        if (text !== referenceIn(key, locale, values, count)) differ.push(`${code} ${JSON.stringify(params)}: ${text}`);
      }
    }
    for (const code of Object.keys(CATALOGUE) as ProblemCode[])
      for (const count of [1, 2, 1234]) {
        const counted = count.toLocaleString(locale);
        const text = problemText({ code, message: '', unlisted: count });
        if (text !== referenceIn('problemParts.unlisted', locale, { count: counted, code }))
          differ.push(`${code} ${count}`);
      }
    expect(differ).toEqual([]);
  });
});
