import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openExternalLink } from '../../../../electron/main/security/external-links';
import { writeTableTextFile } from '../../../../electron/main/table-text-file';
import { setActiveLocale } from '../../../../shared/i18n/active-locale';
import { translateMessage } from '../../../../shared/i18n/translator';
import { useTempDir } from '../../../support/use-temp-dir';

afterEach(() => setActiveLocale('en'));

describe("main's words in Dutch", () => {
  const temp = useTempDir();

  it('refuses a link that is not a web address in Dutch', async () => {
    setActiveLocale('nl');
    const shell = { openExternal: vi.fn(async () => undefined) };
    await expect(openExternalLink(shell, 'file:///etc/passwd')).rejects.toMatchObject({
      code: 'external-url-refused',
      message: 'Alleen http- en https-links kunnen worden geopend, niet "file:///etc/passwd".',
    });
  });

  it('says a cancelled table save in Dutch', async () => {
    setActiveLocale('nl');
    const controller = new AbortController();
    controller.abort();
    const table = { name: 'pages', rowCount: 0, columns: {} } as never;
    await expect(
      writeTableTextFile(join(temp.path(), 'pages.csv'), table, 'csv', { signal: controller.signal }),
    ).rejects.toMatchObject({
      code: 'save-cancelled',
      message: 'Het opslaan van pages.csv is geannuleerd; er is geen bestand geschreven.',
    });
  });

  it.each([
    [1, '1 URL controleren', 'Checking 1 URL'],
    [1200, "1.200 URL's controleren", 'Checking 1,200 URLs'],
  ])('names a check of %i URLs in the progress of each language', (count, dutch, english) => {
    const urls = (locale: 'en' | 'nl') => count.toLocaleString(locale);
    expect(translateMessage('dialogs.jobs.checking', { urls: urls('nl') }, { count, locale: 'nl' })).toBe(dutch);
    expect(translateMessage('dialogs.jobs.checking', { urls: urls('en') }, { count, locale: 'en' })).toBe(english);
  });
});
