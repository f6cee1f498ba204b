import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MANIFEST_NAME } from '../../../../electron/engine/export/export-manifest';
import { setActiveLocale } from '../../../../shared/i18n/active-locale';
import { cliRun, EXPORT_BASE_URL } from '../../../support/cli-run';
import { useTempDir } from '../../../support/use-temp-dir';

/** The manifest's move into the folder, the commit's last, after the index: refused while set. */
const faults = vi.hoisted(() => ({ renameTo: null as string | null }));
vi.mock('node:fs/promises', async (importOriginal) =>
  (await import('../../../support/rename-refused')).refusingRenames(await importOriginal(), () => faults.renameTo),
);

const temp = useTempDir();

afterEach(() => {
  faults.renameTo = null;
  setActiveLocale('en');
});

const sitemap = (rows: number): string =>
  '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
  Array.from({ length: rows }, (_, i) => `<url><loc>https://example.com/page/${i}</loc></url>\n`).join('') +
  '</urlset>\n';

describe('sitemap-studio export whose commit fails once its index is in', () => {
  it('says the new set is in place and the next export completes it, not that nothing was written; exit 1', async () => {
    const source = await temp.write('pages.xml', sitemap(5));
    for (const [locale, heading, inPlace] of [
      ['en', 'Exported, but not completed:', 'The new set is in place in'],
      ['nl', 'Geëxporteerd, maar niet afgerond:', 'De nieuwe set staat op zijn plaats in'],
    ] as const) {
      const out = join(temp.path(), locale);
      faults.renameTo = MANIFEST_NAME; // the commit's last move, after the index, fails
      const result = await cliRun('--lang', locale, 'export', source, '--out', out, '--base-url', EXPORT_BASE_URL);
      expect(result.code).toBe(1);
      expect(result.err).toContain(heading);
      expect(result.err).toContain(`${inPlace} ${out}`);
      expect(result.err).not.toMatch(/nothing was written|niets geschreven/);
      expect(await readdir(out)).toContain('sitemap_index.xml');
    }
  });
});
