import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { saveProjectFile } from '../../../../electron/engine/project/project-file';
import { DEFAULT_EXPORT_SETTINGS } from '../../../../shared/export-settings';
import type { Problem } from '../../../../shared/problems';
import { emptyRow, type UrlRow } from '../../../../shared/url-table';
import { cliExport } from '../../../support/cli-run';
import { serializeUrlset } from '../../../support/plain-serializer';
import { useTempDir } from '../../../support/use-temp-dir';

const page = (path: string, alternates: UrlRow['alternates'] = []): UrlRow => ({
  ...emptyRow(`https://example.com/${path}`),
  alternates,
});
const PAIR = [
  { rel: 'alternate', hreflang: 'en', href: 'https://example.com/en' },
  { rel: 'alternate', hreflang: 'de', href: 'https://example.com/de' },
];
/** One warning (a loc listed twice) and infos (a cluster without an x-default): only the warning is accepted. */
const ROWS = [page('a'), page('a'), page('en', PAIR), page('de', PAIR)];

interface Answer {
  ok: boolean;
  warnings: Problem[];
}

describe('sitemap-studio export counts the warnings it accepted alike on both paths', () => {
  const temp = useTempDir();

  async function bothPaths(...extra: string[]): Promise<{ streamed: string; lone: string }> {
    const sitemap = await temp.write('pages.xml', serializeUrlset(ROWS));
    const project = join(temp.path(), 'pages.sitemapstudio');
    await saveProjectFile(project, {
      name: 'Pages',
      robotsTxt: null,
      exportSettings: DEFAULT_EXPORT_SETTINGS,
      tables: [{ id: 't', name: 'pages', source: null, rows: ROWS }],
      siteChecks: [],
    });
    const streamed = await cliExport(sitemap, join(temp.path(), 'streamed'), ...extra);
    const lone = await cliExport(project, join(temp.path(), 'lone'), ...extra);
    expect([streamed.code, lone.code]).toEqual([0, 0]);
    return { streamed: streamed.out, lone: lone.out };
  }

  it('lists the same warnings, and no infos, in --json', async () => {
    const { streamed, lone } = await bothPaths('--json');
    const fromStream = JSON.parse(streamed) as Answer;
    const fromProject = JSON.parse(lone) as Answer;
    expect(fromStream.warnings.map((item) => [item.severity, item.code])).toEqual([['warning', 'loc-duplicate']]);
    expect(fromProject.warnings).toEqual(fromStream.warnings);
    expect(Object.keys(fromProject)).toEqual(Object.keys(fromStream));
  }, 60_000);

  it('says one warning accepted in its report', async () => {
    const { streamed, lone } = await bothPaths();
    for (const out of [streamed, lone])
      expect(out).toContain('1 warning about a URL accepted; run validate to see it.');
  }, 60_000);

  it("counts a source's own warnings too: bytes after a sitemap's gzip data", async () => {
    const sitemap = await temp.write(
      'junk.xml.gz',
      Buffer.concat([gzipSync(serializeUrlset([page('a'), page('b')])), Buffer.from('JUNK')]),
    );
    const text = await cliExport(sitemap, join(temp.path(), 'text'));
    expect([text.code, text.out]).toEqual([
      0,
      expect.stringContaining('1 warning about a URL accepted; run validate to see it.'),
    ]);
    const json = await cliExport(sitemap, join(temp.path(), 'json'), '--json');
    const answer = JSON.parse(json.out) as Answer;
    expect(answer.warnings.map(({ code, place }) => [code, place.file])).toEqual([['gzip-trailing-bytes', sitemap]]);
  }, 60_000);
});
