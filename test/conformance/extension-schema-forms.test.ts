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

/** fullRow(1) with no deprecated field Google's schema would not mind, and one value changed. */
type Change = (row: UrlRow) => UrlRow;
const video =
  (change: Partial<ReturnType<typeof fullVideo>>): Change =>
  (row) => ({
    ...row,
    videos: [{ ...fullVideo(1), ...change }],
  });
const news =
  (change: Partial<NonNullable<UrlRow['news']>>): Change =>
  (row) => ({
    ...row,
    news: { ...row.news!, ...change },
  });
const attributed = (value: string) => ({ value, attributes: { relationship: 'allow' } });

/** Values Google reads that the extensions' own schemas refuse as written, each with the form they take. */
const CASES: { what: string; written: Change; fixed: Change; fix: string | null }[] = [
  {
    what: 'countries in lower case',
    written: video({ restriction: attributed('us ca') }),
    fixed: video({ restriction: attributed('US CA') }),
    fix: 'US CA',
  },
  {
    what: 'platforms two spaces apart',
    written: video({ platform: attributed('web  mobile') }),
    fixed: video({ platform: attributed('web mobile') }),
    fix: 'web mobile',
  },
  { what: 'yes in mixed case', written: video({ live: 'yEs' }), fixed: video({ live: 'yes' }), fix: 'yes' },
  {
    what: 'a news language in capitals',
    written: news({ publication_language: 'EN' }),
    fixed: news({ publication_language: 'en' }),
    fix: 'en',
  },
  {
    what: 'access in lower case',
    written: news({ access: 'subscription' }),
    fixed: news({ access: 'Subscription' }),
    fix: 'Subscription',
  },
  {
    what: 'genres in another case',
    written: news({ genres: 'blog,  opinion' }),
    fixed: news({ genres: 'Blog, Opinion' }),
    fix: 'Blog, Opinion',
  },
  {
    what: 'a genre the schema does not know',
    written: news({ genres: 'Blog, Review' }),
    fixed: news({ genres: 'Blog' }),
    fix: null,
  },
];

const schemaNotes = (row: UrlRow) =>
  checkExtensions(row, NOW).filter((found) => found.code === 'video-schema-form' || found.code === 'news-schema-form');

describe.skipIf(!corpus)(
  'a value the extension schemas refuse as written gets a note, and its fix validates (xmllint)',
  () => {
    for (const { what, written, fixed, fix } of CASES) {
      it(what, async () => {
        const verdict = async (row: UrlRow, name: string) => {
          const out = join(temp.path(), name);
          const settings = {
            ...DEFAULT_EXPORT_SETTINGS,
            baseUrl: 'https://example.com/',
            outputFolder: out,
            gzip: false,
          };
          const tables = [{ id: 't', name: 'news', rows: [row] }];
          const result = await exportProject(
            { projectId: 'forms', tables, settings, robotsTxt: null },
            { now: () => NOW },
          );
          expect(result.ok).toBe(true);
          return xmllint(corpus!, join(out, 'sitemap-news-1.xml'), 'combined-urlset-with-extensions.xsd');
        };
        const before = written(fullRow(1));
        const notes = schemaNotes(before);
        expect(notes).toHaveLength(1);
        expect(notes[0]!.severity).toBe('info');
        if (fix !== null) expect(notes[0]!.message).toContain(`"${fix}"`);
        expect((await verdict(before, 'written')).ok).toBe(false);

        const after = fixed(fullRow(1));
        expect(schemaNotes(after)).toEqual([]);
        const valid = await verdict(after, 'fixed');
        expect(valid.ok, valid.output).toBe(true);
      });
    }
  },
);
