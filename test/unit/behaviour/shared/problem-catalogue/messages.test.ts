import { afterEach, describe, expect, it } from 'vitest';
import { setActiveLocale } from '../../../../../shared/i18n/active-locale';
import { CATALOGUES } from '../../../../../shared/i18n/catalogues';
import { LOCALES } from '../../../../../shared/i18n/locales';
import { messageEntries } from '../../../../../shared/i18n/message-tree';
import {
  CATALOGUE,
  renderMessage,
  wordsOf,
  type Finding,
  type Part,
  type ProblemCode,
  type WordValue,
} from '../../../../../shared/problem-catalogue';
import { SAMPLES } from '../../../shared/problem-catalogue/samples';

const CODES = Object.keys(CATALOGUE) as ProblemCode[];
const MESSAGES = Object.fromEntries(LOCALES.map((locale) => [locale, new Map(messageEntries(CATALOGUES[locale]))]));
const samplesOf = (code: ProblemCode): Finding[] =>
  (SAMPLES[code] as readonly unknown[][]).map((params) => ({ code, params }) as Finding);

/** The `{name}` placeholders a message fills (not literals like `{'|'}`). */
const placeholders = (message: string): string[] =>
  [...message.matchAll(/\{\s*([A-Za-z_$][\w$]*)\s*\}/g)].map((m) => m[1]!);

const isPart = (value: WordValue): value is Part => typeof value === 'object';

/** Every message a finding is worded with (its own and the parts among its values), with the names it is given. */
function* messagesOf(
  key: string,
  values: Readonly<Record<string, WordValue>> = {},
  count?: number,
): Generator<{ key: string; given: Set<string> }> {
  const given = new Set([...Object.keys(values), ...(count === undefined ? [] : ['count', 'n'])]);
  yield { key, given };
  for (const value of Object.values(values)) if (isPart(value)) yield* messagesOf(value.key, value.values, value.count);
}

afterEach(() => setActiveLocale('en'));

describe('the problem messages', () => {
  it.each(LOCALES)('%s has a message for every code', (locale) => {
    const problems = CATALOGUES[locale].problems as Record<string, unknown>;
    expect(CODES.filter((code) => problems[code] === undefined)).toEqual([]);
    expect(Object.keys(problems).filter((code) => !(code in CATALOGUE))).toEqual([]);
  });

  it.each(LOCALES)(
    '%s has every message a sample is worded with, and a value for each of its placeholders',
    (locale) => {
      const wrong: string[] = [];
      for (const code of CODES) {
        for (const found of samplesOf(code)) {
          const { key, values, count } = wordsOf(found);
          for (const used of messagesOf(key, values, count)) {
            const message = MESSAGES[locale]!.get(used.key);
            if (message === undefined) wrong.push(`${code}: no message ${used.key}`);
            else
              for (const name of placeholders(message))
                if (!used.given.has(name)) wrong.push(`${used.key}: no {${name}}`);
          }
        }
      }
      expect(wrong).toEqual([]);
    },
  );

  it('words every variant of a code with some sample', () => {
    const picked = new Set(CODES.flatMap((code) => samplesOf(code).map((found) => wordsOf(found).key)));
    const variants = [...MESSAGES.en!.keys()].filter((key) => key.startsWith('problems.'));
    expect(variants.filter((key) => !picked.has(key))).toEqual([]);
  });

  it.each(LOCALES)('renders every sample in %s, never a key in its place', (locale) => {
    setActiveLocale(locale);
    for (const code of CODES) {
      for (const found of samplesOf(code)) {
        const text = renderMessage(found);
        expect(text, code).not.toMatch(/problems\.|problemParts\./);
      }
    }
  });

  it('writes element names in angle brackets and braces as they are, in both languages', () => {
    const kept = { code: 'loc-missing', params: [{ kept: 'empty' }] } as Finding;
    const pattern = { code: 'file-name-pattern-invalid', params: [{ pattern: 'x', reason: { fault: 'no-number' } }] };
    expect(renderMessage(kept)).toBe('An empty <loc> was kept as a row with no URL.');
    expect(renderMessage(pattern as Finding)).toBe('The file name pattern "x" needs {n}, the file\'s number.');
    setActiveLocale('nl');
    expect(renderMessage(kept)).toBe('Een lege <loc> is bewaard als rij zonder URL.');
    expect(renderMessage(pattern as Finding)).toBe(
      'Het bestandsnaampatroon "x" heeft {n} nodig, het nummer van het bestand.',
    );
  });
});
