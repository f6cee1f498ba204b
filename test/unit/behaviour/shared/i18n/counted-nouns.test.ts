import { describe, expect, it } from 'vitest';
import { CATALOGUES } from '../../../../../shared/i18n/catalogues';
import { LOCALES } from '../../../../../shared/i18n/locales';
import { messageEntries } from '../../../../../shared/i18n/message-tree';

/** A number put before a plural noun: "{count} URLs", "{n} indexable pages", "{pages} pagina's". */
const COUNTED_PLURAL =
  /\{\w+\}\)?\s+(?:[a-z-]+\s+)?(URLs|files|rows|tables|sitemaps|pages|problems|errors|warnings|links|bytes|columns|characters|entries|lines|values|cells|URL's|bestanden|rijen|tabellen|pagina's|problemen|fouten|waarschuwingen|tekens|regels|cellen)\b(?!\/)/;

/**
 * Messages whose numbers are the protocol's or the app's fixed limits, never 1 (50,000 URLs,
 * 10,485,760 bytes, 2,048 characters), or a size over a limit of megabytes.
 */
const FIXED_NUMBERS = new Set([
  'cli.export.usage',
  'cli.crawl.linksCut',
  'crawl.gaps.linksCut',
  'dialogs.errors.saveTooLong',
  'export.settings.preset',
  'export.settings.newsSplit',
  'preferences.exportDefaults.bytesPreset',
  'preferences.exportDefaults.splitNews',
  'help.protocol.limits.bytesPerFileValue',
  'help.protocol.rules.loc',
]);

/**
 * Problem messages are checked by rendering instead (test/unit/shared/problem-catalogue/counted-nouns.test.ts):
 * their catalogue knows which of their numbers are limits, never 1, and renders the others with 1.
 */
const isProblemMessage = (key: string): boolean => key.startsWith('problems.') || key.startsWith('problemParts.');

describe('a count in a message', () => {
  it.each(LOCALES)('%s words "1" with the singular: every counted plural noun has its plural forms', (locale) => {
    const without = [...messageEntries(CATALOGUES[locale])]
      .filter(
        ([key, message]) =>
          !FIXED_NUMBERS.has(key) && !isProblemMessage(key) && !message.includes('|') && COUNTED_PLURAL.test(message),
      )
      .map(([key, message]) => `${key}: ${message}`);
    expect(without).toEqual([]);
  });

  it('English never hedges with "(s)"', () => {
    const hedged = [...messageEntries(CATALOGUES.en)]
      .filter(([, message]) => /[a-z]\(s\)/.test(message.replace(/https?\(s\)|http\(s\)/g, '')))
      .map(([key]) => key);
    expect(hedged).toEqual([]);
  });
});
