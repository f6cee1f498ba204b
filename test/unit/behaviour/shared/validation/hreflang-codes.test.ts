import { describe, expect, it } from 'vitest';
import { emptyRow } from '../../../../../shared/url-table';
import { checkExtensions } from '../../../../../shared/validation/extension-rules';

const found = (hreflang: string) =>
  checkExtensions(
    {
      ...emptyRow('https://example.com/'),
      alternates: [{ rel: 'alternate', hreflang, href: 'https://example.com/x' }],
    },
    Date.UTC(2026, 10, 21),
  ).map((item) => [item.code, item.message]);

describe('hreflang codes are checked against ISO 639-1 and ISO 3166-1', () => {
  it('refuses en-UK and suggests en-GB', () => {
    expect(found('en-UK')).toEqual([
      [
        'alternate-hreflang-unknown',
        'Alternate 1\'s hreflang "en-UK" has a region that is not in ISO 3166-1, so search engines ignore it: did you mean "en-GB"?',
      ],
    ]);
  });

  it('refuses a language outside ISO 639-1, suggesting the code meant where there is one', () => {
    expect(found('jp')[0]![1]).toContain('did you mean "ja"?');
    expect(found('qq-US').map(([code]) => code)).toEqual(['alternate-hreflang-unknown']);
  });

  // The UI probe: en_US, as a locale is written, got no suggestion where en-UK got one.
  it('suggests the code with "-" for one written with "_" or spaces, and nothing where that is no code either', () => {
    expect(found('en_US')).toEqual([
      ['alternate-hreflang-invalid', 'Alternate 1\'s hreflang "en_US" is not a language code: did you mean "en-US"?'],
    ]);
    expect(found('zh_Hant_TW')[0]![1]).toContain('did you mean "zh-Hant-TW"?');
    expect(found('xx_YY')[0]![1]).toBe(
      'Alternate 1\'s hreflang "xx_YY" is not a language code such as en, de-CH or x-default.',
    );
  });

  it('accepts real codes, scripts, UN M.49 regions and x-default', () => {
    for (const code of ['en-GB', 'de-CH', 'zh-Hant-TW', 'es-419', 'x-default', 'pt', 'se-NO']) {
      expect(found(code)).toEqual([]);
    }
  });
});
