import { compile } from '@intlify/core-base';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CATALOGUES } from '../../../../shared/i18n/catalogues';
import { LOCALES } from '../../../../shared/i18n/locales';
import { messageEntries } from '../../../../shared/i18n/message-tree';

const ROOT = join(__dirname, '../../../..');
const english = new Map(messageEntries(CATALOGUES.en));

/** The `{name}` placeholders a message fills, each once, sorted (literals like `{'@'}` are not placeholders). */
const placeholders = (message: string): string[] =>
  [...new Set([...message.matchAll(/\{\s*([A-Za-z_$][\w$]*)\s*\}/g)].map((m) => m[1]!))].sort();
/**
 * Clauses where English repeats a parser's or the system's own words (sax's, Node's, JSON.parse's,
 * zlib's: what the engine stores, and English reports quote) and Dutch words the facts behind them
 * (the tag, the host and error code, the position): their placeholders differ by design.
 */
const OWN_WORDS_IN_ENGLISH = new Set([
  ...['Failed', 'Refused', 'Reset', 'FailedWithCode'].map((how) => `problemParts.networkFailure.connection${how}`),
  'problemParts.networkFailure.hostUnreachable',
  'problemParts.networkFailure.tlsFailed',
  ...['unclosedRootAt', 'unexpectedClose', 'unexpectedCloseOf', 'badEntity', 'badEntityName'].map(
    (fault) => `problemParts.xml.${fault}`,
  ),
  ...['attributeWithoutValue', 'unquotedAttribute', 'reservedPrefix'].map((fault) => `problemParts.xml.${fault}`),
  ...['json', 'jsonAt', 'gzipTruncated', 'gzipCorrupt', 'gzipUnreadable'].map(
    (fault) => `problemParts.projectRecord.${fault}`,
  ),
]);
const pluralForms = (message: string): number => message.split(/(?<!\{'[^']*)\|/).length;

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (/\.(ts|vue)$/.test(entry.name) && !entry.name.endsWith('.d.ts')) yield path;
  }
}

/** Every key the code names literally: `t('…')`, `$t('…')`, `translateMessage('…')`, `i18n.global.t('…')`. */
function keysUsedInSource(): { key: string; file: string }[] {
  const used: { key: string; file: string }[] = [];
  const call = /(?:\$t|\bt|\btc|translateMessage)\(\s*(['"])([a-zA-Z][\w-]*(?:\.[\w-]+)+)\1/g;
  for (const dir of ['renderer/src', 'shared', 'electron']) {
    for (const file of sourceFiles(join(ROOT, dir))) {
      for (const match of readFileSync(file, 'utf8').matchAll(call))
        used.push({ key: match[2]!, file: relative(ROOT, file) });
    }
  }
  return used;
}

describe('the message catalogues', () => {
  it.each(LOCALES.filter((locale) => locale !== 'en'))('%s has every English key and no other', (locale) => {
    const keys = [...messageEntries(CATALOGUES[locale])].map(([key]) => key);
    expect(keys.filter((key) => !english.has(key))).toEqual([]);
    expect([...english.keys()].filter((key) => !keys.includes(key))).toEqual([]);
  });

  it.each(LOCALES.filter((locale) => locale !== 'en'))(
    '%s fills the same placeholders as English, has its plural forms, and leaves no message empty',
    (locale) => {
      const wrong: string[] = [];
      for (const [key, message] of messageEntries(CATALOGUES[locale])) {
        const source = english.get(key) ?? '';
        if (message.trim() === '') wrong.push(`${key}: empty`);
        if (!OWN_WORDS_IN_ENGLISH.has(key) && placeholders(message).join() !== placeholders(source).join())
          wrong.push(`${key}: placeholders differ`);
        // A language may need plural forms where English has one sentence ("1 table(s)"), never fewer.
        const [forms, englishForms] = [pluralForms(message), pluralForms(source)];
        if (englishForms > 1 ? forms !== englishForms : forms > 3) wrong.push(`${key}: plural forms differ`);
      }
      expect(wrong).toEqual([]);
    },
  );

  it.each(LOCALES)('every %s message is valid vue-i18n syntax', (locale) => {
    const errors: string[] = [];
    for (const [key, message] of messageEntries(CATALOGUES[locale])) {
      compile(message, { key, locale, onError: (error: Error) => errors.push(`${key}: ${error.message}`) } as never);
    }
    expect(errors).toEqual([]);
  });

  it('has a message for every key the code names', () => {
    const used = keysUsedInSource();
    expect(used.length).toBeGreaterThan(0);
    expect(used.filter(({ key }) => !english.has(key)).map(({ key, file }) => `${file}: ${key}`)).toEqual([]);
  });
});
