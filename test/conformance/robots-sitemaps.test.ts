import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sitemapsInRobots } from '../../electron/engine/import/robots-sitemaps';
import { corpusAvailable, corpusPath, noteCorpus, readJson, readManifest } from '../support/corpus';

noteCorpus('robots.txt Sitemap lines');
const files = corpusAvailable ? readManifest().filter((row) => row.category === 'robots') : [];

interface GoogleParse {
  events: Array<{ line: number; directive: string; value: string }>;
}

describe.skipIf(!corpusAvailable)('Sitemap lines of the real robots.txt files', () => {
  it('lists the 22 robots files of the manifest', () => {
    expect(files).toHaveLength(22);
  });

  it.each(files)('$file has the manifest count and the values and lines Google reports', (row) => {
    const found = sitemapsInRobots(readFileSync(corpusPath(row.file), 'utf8'));
    expect(found).toHaveLength(row.urlCount);
    const googleFile = corpusPath('robots', 'google_parse', `${row.file.replace('robots/', '')}.json`);
    if (!existsSync(googleFile)) return;
    const google = readJson<GoogleParse>('robots', 'google_parse', `${row.file.replace('robots/', '')}.json`);
    const expected = google.events
      .filter((event) => event.directive === 'sitemap')
      .map(({ value, line }) => ({ value, line }));
    expect(found).toEqual(expected);
  });
});
