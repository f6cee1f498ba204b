import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { exportProject } from '../../electron/engine/export/export-project';
import { DEFAULT_EXPORT_SETTINGS } from '../../shared/export-settings';
import type { UrlRow } from '../../shared/url-table';
import { checkExtensions } from '../../shared/validation/extension-rules';
import { CORPUS_MISSING, corpusDir } from '../support/corpus';
import { fullRow, fullVideo } from '../support/full-row';
import { useTempDir } from '../support/use-temp-dir';
import { xmllint } from '../support/xmllint';

const corpus = corpusDir();
if (!corpus) console.warn(CORPUS_MISSING);
const temp = useTempDir();
/** The day after fullRow's news was published: the news is not too old. */
const NOW = Date.UTC(2026, 10, 21, 12);

/** fullRow(1) with one field of its video or its news set to a value. */
type Setter = (value: string) => (row: UrlRow) => UrlRow;
const video =
  (key: 'restriction' | 'platform' | 'live'): Setter =>
  (value) =>
  (row) => {
    const field = key === 'live' ? value : { value, attributes: { relationship: 'allow' } };
    return { ...row, videos: [{ ...fullVideo(1), [key]: field }] };
  };
const news =
  (key: 'publication_language' | 'access' | 'genres'): Setter =>
  (value) =>
  (row) => ({ ...row, news: { ...row.news!, [key]: value } });

/**
 * Values Google reads that the extensions' own schemas refuse as written, and a value they take: the
 * note's fix (`fixed`), or for a genre the schema does not know, one it does.
 */
const CASES: [what: string, set: Setter, written: string, valid: string, fixed: boolean][] = [
  ['countries in lower case', video('restriction'), 'us ca', 'US CA', true],
  ['platforms two spaces apart', video('platform'), 'web  mobile', 'web mobile', true],
  ['yes in mixed case', video('live'), 'yEs', 'yes', true],
  ['a news language in capitals', news('publication_language'), 'EN', 'en', true],
  ['access in lower case', news('access'), 'subscription', 'Subscription', true],
  ['genres in another case', news('genres'), 'blog,  opinion', 'Blog, Opinion', true],
  ['a genre the schema does not know', news('genres'), 'Blog, Review', 'Blog', false],
  ['access after a space', news('access'), ' Subscription', 'Subscription', true],
  ['access empty', news('access'), '', 'Registration', false],
  ['genres empty', news('genres'), '', 'Satire', false],
];

const schemaNotes = (row: UrlRow) =>
  checkExtensions(row, NOW).filter((found) => found.code === 'video-schema-form' || found.code === 'news-schema-form');

/** The row exported alone (it must be), and xmllint's verdict on the file against the combined schema. */
async function verdict(row: UrlRow, name: string): Promise<{ ok: boolean; output: string }> {
  const out = join(temp.path(), name);
  const settings = { ...DEFAULT_EXPORT_SETTINGS, baseUrl: 'https://example.com/', outputFolder: out, gzip: false };
  const tables = [{ id: 't', name: 'news', rows: [row] }];
  const result = await exportProject({ projectId: 'forms', tables, settings, robotsTxt: null }, { now: () => NOW });
  expect(result.ok).toBe(true);
  return xmllint(corpus!, join(out, 'sitemap-news-1.xml'), 'combined-urlset-with-extensions.xsd');
}

describe.skipIf(!corpus)(
  'a value the extension schemas refuse as written gets a note, and its fix validates (xmllint)',
  () => {
    for (const [what, set, written, valid, fixed] of CASES) {
      it(what, async () => {
        const before = set(written)(fullRow(1));
        const notes = schemaNotes(before);
        expect(notes).toHaveLength(1);
        expect(notes[0]!.severity).toBe('info');
        if (fixed) expect(notes[0]!.message).toContain(`"${valid}"`);
        expect((await verdict(before, 'written')).ok).toBe(false);

        const after = set(valid)(fullRow(1));
        expect(schemaNotes(after)).toEqual([]);
        const taken = await verdict(after, 'fixed');
        expect(taken.ok, taken.output).toBe(true);
      });
    }
  },
);

/** What the rules find in `row` that they do not find in fullRow(1) (its deprecated fields), with each severity. */
const added = (row: UrlRow): string[][] => {
  const before = new Set(checkExtensions(fullRow(1), NOW).map(({ code }) => code));
  return checkExtensions(row, NOW)
    .filter(({ code }) => !before.has(code))
    .map(({ code, severity }) => [code, severity]);
};

describe.skipIf(!corpus)('an empty restriction or platform, which the video schema takes (xmllint)', () => {
  for (const key of ['restriction', 'platform'] as const) {
    it(`${key}: a warning, not an error, and the row exports with it as read`, async () => {
      const row = video(key)('')(fullRow(1));
      expect(added(row)).toEqual([['video-list-empty', 'warning']]); // allow: the video shows nowhere
      const taken = await verdict(row, key);
      expect(taken.ok, taken.output).toBe(true);
    });
  }

  it('spaces alone, which the schema refuses: still an error, and not exported', async () => {
    const row = video('platform')('  ')(fullRow(1));
    expect(added(row)).toEqual([['video-platform-invalid', 'error']]);
    const out = join(temp.path(), 'spaces');
    const settings = { ...DEFAULT_EXPORT_SETTINGS, baseUrl: 'https://example.com/', outputFolder: out, gzip: false };
    const tables = [{ id: 't', name: 'news', rows: [row] }];
    expect(
      (await exportProject({ projectId: 'forms', tables, settings, robotsTxt: null }, { now: () => NOW })).ok,
    ).toBe(false);
  });

  it('codes that are no country: a warning, as the schema takes any two capitals', async () => {
    const row = video('restriction')('XX UK')(fullRow(1));
    expect(added(row)).toEqual([['video-country-unknown', 'warning']]);
    const taken = await verdict(row, 'countries');
    expect(taken.ok, taken.output).toBe(true);
  });
});
