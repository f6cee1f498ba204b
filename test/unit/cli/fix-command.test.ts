import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openProjectFile, saveProjectFile, type SaveOptions } from '../../../electron/engine/project/project-file';
import { DEFAULT_EXPORT_SETTINGS } from '../../../shared/export-settings';
import type { ContentFingerprint } from '../../../shared/site-check/content-fingerprint';
import { A, at, B } from '../../support/content-fingerprints';
import { withContentHistory } from '../../../shared/site-check/carry-history';
import { emptyCheck } from '../../../shared/site-check/empty-check';
import type { PageCheck } from '../../../shared/site-check/page-check';
import type { ProjectData } from '../../../shared/project-file';
import { emptyRow } from '../../../shared/url-table';
import { runCli } from '../../../electron/cli/run-cli';
import { earlyWorkerCounts } from '../../../electron/engine/worker-script';
import { cliRun } from '../../support/cli-run';
import { useTempDir } from '../../support/use-temp-dir';

const url = (path: string): string => `https://example.com/${path}`;

const SITEMAP_TEXT =
  '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>https://example.com/</loc></url></urlset>';

/** A URL's result after a check on 1 March (content A) and one on 5 March (content `then`), the row's lastmod as given. */
function twoChecks(path: string, then: ContentFingerprint, lastmod: string): PageCheck {
  const first = withContentHistory(
    { ...emptyCheck(url(path), at('2026-03-01T10:00:00Z')), fingerprint: A },
    undefined,
    lastmod,
  );
  return withContentHistory(
    { ...emptyCheck(url(path), at('2026-03-05T10:00:00Z')), fingerprint: then },
    first,
    lastmod,
  );
}

/**
 * A project of rows its content checks judge, and `plain` rows more that none has seen, saved as
 * `save` says (on workers, a file of many members).
 */
async function checkedProject(folder: string, plain = 0, save: SaveOptions = {}): Promise<string> {
  const path = join(folder, 'shop.sitemapstudio');
  const row = (path: string, lastmod: string | null) => ({ ...emptyRow(url(path)), lastmod });
  const project: ProjectData = {
    name: 'shop',
    robotsTxt: null,
    exportSettings: DEFAULT_EXPORT_SETTINGS,
    tables: [
      {
        id: 't0',
        name: 'pages',
        source: null,
        rows: [
          row('changed', '2026-02-01'),
          row('built', '2026-03-04T09:00:00Z'),
          row('ahead', '2030-01-01'),
          row('true', '2026-02-01'),
          row('unchecked', '2026-02-01'),
          row('unstable', '2026-02-01'),
          row('never', '2031-01-01'),
          ...Array.from({ length: plain }, (_, i) => row(`plain/${i}`, null)),
        ],
      },
    ],
    siteChecks: [
      twoChecks('changed', B, '2026-02-01'),
      // The site's build stamped it on the 4th; the content is as it was on the 1st.
      twoChecks('built', A, '2026-02-01'),
      twoChecks('ahead', A, '2026-02-01'),
      twoChecks('true', A, '2026-02-01'),
      // Its two fetches differed: no change of it can be dated.
      { ...twoChecks('unstable', A, '2026-02-01'), unstable: ['content'] },
    ],
  };
  await saveProjectFile(path, project, save);
  return path;
}

describe('sitemap-studio fix --lastmod', () => {
  const temp = useTempDir();

  it('sets each untrue lastmod to when the content last really changed, printing each change and what it left', async () => {
    const project = await checkedProject(temp.path());
    const out = join(temp.path(), 'fixed.sitemapstudio');
    const { code, out: printed } = await cliRun('fix', project, '--lastmod', '--out', out);
    expect(code).toBe(0);
    expect(printed.split('\n').filter(Boolean)).toEqual([
      `table pages, row 1  ${url('changed')}  lastmod 2026-02-01 → 2026-03-05  [lastmod-stale]`,
      `table pages, row 2  ${url('built')}  lastmod 2026-03-04T09:00:00Z → 2026-02-01  [lastmod-churn]`,
      `table pages, row 3  ${url('ahead')}  lastmod 2030-01-01 → 2026-02-01  [lastmod-future]`,
      `table pages, row 6  ${url('unstable')}  lastmod 2026-02-01 left as it is: the page differed between the two fetches of its last check, so no change of it can be dated  [content-unstable]`,
      `table pages, row 7  ${url('never')}  lastmod 2031-01-01 left as it is: it is in the future, and no content check has seen when its page last changed  [lastmod-future]`,
      '1 lastmod agrees with what the content checks have seen.',
      '1 lastmod was not judged: no content check has seen its page (run "check --content --save" on it).',
      `Set 3 lastmods true; wrote ${out}.`,
    ]);
    const fixed = await openProjectFile(out);
    expect(fixed.tables[0]!.rows.map((row) => row.lastmod)).toEqual([
      '2026-03-05',
      '2026-02-01',
      '2026-02-01',
      '2026-02-01',
      '2026-02-01',
      '2026-02-01',
      '2031-01-01',
    ]);
    // Its results are kept as they were, and a second fix finds nothing left to change.
    expect(fixed.siteChecks).toEqual((await openProjectFile(project)).siteChecks);
    const again = await cliRun('fix', out, '--lastmod', '--out', out, '--json');
    expect(JSON.parse(again.out)).toEqual({
      out,
      changes: [],
      left: [
        { table: 'pages', row: 6, loc: url('unstable'), lastmod: '2026-02-01', code: 'content-unstable' },
        { table: 'pages', row: 7, loc: url('never'), lastmod: '2031-01-01', code: 'lastmod-future' },
      ],
      agreeing: 4,
      unjudged: 1,
      unread: 0,
    });
    // Doubts left are not "nothing untrue" (the review: the two lines read as contradicting each other).
    const againText = await cliRun('fix', out, '--lastmod', '--out', out);
    expect(againText.out).toContain('left as it is');
    expect(againText.out).not.toContain('No lastmod the content checks could judge is untrue');
  });

  it('speaks Dutch, and gives the changes as JSON', async () => {
    const project = await checkedProject(temp.path());
    const out = join(temp.path(), 'fixed.sitemapstudio');
    const dutch = await cliRun('--lang', 'nl', 'fix', project, '--lastmod', '--out', out);
    expect(dutch.out).toContain('3 lastmods rechtgezet;');
    expect(dutch.out).toContain('1 lastmod klopt met wat de inhoudscontroles hebben gezien.');
    expect(dutch.out).toContain(
      `tabel pages, rij 6  ${url('unstable')}  lastmod 2026-02-01 gelaten zoals hij is: de pagina verschilde`,
    );
    const { out: json } = await cliRun('fix', project, '--lastmod', '--out', out, '--json');
    expect((JSON.parse(json) as { changes: unknown[] }).changes[0]).toEqual({
      table: 'pages',
      row: 1,
      loc: url('changed'),
      from: '2026-02-01',
      to: '2026-03-05',
      code: 'lastmod-stale',
    });
  });

  // The truth probe: a project never checked with --content was told "every lastmod agrees", exit 0.
  it('says a project that keeps no content check cannot be judged, writes nothing, exit 1', async () => {
    const path = join(temp.path(), 'plain.sitemapstudio');
    const rows = [{ ...emptyRow(url('a')), lastmod: '2026-02-01' }];
    await saveProjectFile(path, {
      name: 'plain',
      robotsTxt: null,
      exportSettings: DEFAULT_EXPORT_SETTINGS,
      tables: [{ id: 't0', name: 'pages', source: null, rows }],
      siteChecks: [{ ...emptyCheck(url('a'), at('2026-03-01T10:00:00Z')) }],
    });
    const out = join(temp.path(), 'fixed.sitemapstudio');
    const result = await cliRun('fix', path, '--lastmod', '--out', out);
    expect(result.code).toBe(1);
    expect(result.err).toBe(
      `${path} keeps no content check, so no lastmod can be judged: run "check --content --save" on it first. Nothing was written.\n`,
    );
    expect(await readdir(temp.path())).not.toContain('fixed.sitemapstudio');
  });

  it('says what is missing from the command line', async () => {
    const project = await checkedProject(temp.path());
    expect(await cliRun('fix', project, '--out', project)).toMatchObject({ code: 2 });
    expect((await cliRun('fix', project, '--out', project)).err).toContain('Say what to fix: --lastmod.');
    expect((await cliRun('fix', project, '--lastmod')).err).toContain('--out names the project to write');
    expect((await cliRun('fix', 'sitemap.xml', '--lastmod', '--out', project)).err).toContain(
      'Name one project file (.sitemapstudio) to fix.',
    );
  });

  it('opens and saves the project on at most as many project workers as --threads says, writing the same project', async () => {
    // A file of many members (saved on a worker), which opens and saves on a worker per core unless told.
    const project = await checkedProject(temp.path(), 100_000, { workers: 1 });
    const alone = join(temp.path(), 'alone.sitemapstudio');
    const onOne = join(temp.path(), 'one.sitemapstudio');
    expect((await cliRun('fix', project, '--lastmod', '--out', alone)).code).toBe(0);
    const started = earlyWorkerCounts().late;
    const { code, out } = await cliRun('fix', project, '--lastmod', '--out', onOne, '--threads', '1');
    expect(code).toBe(0);
    expect(out).toContain(`Set 3 lastmods true; wrote ${onOne}.`);
    // One project worker to open it, and one to save it.
    expect(earlyWorkerCounts().late - started).toBe(2);
    const { id: _alone, name: _aloneName, ...fixed } = await openProjectFile(alone);
    const { id: _one, name: _oneName, ...fixedOnOne } = await openProjectFile(onOne);
    expect(fixedOnOne).toEqual(fixed);
    // A file of two members opens and saves on this thread: a worker would cost more than it saves.
    const smallFolder = join(temp.path(), 'small');
    await mkdir(smallFolder);
    const small = await checkedProject(smallFolder, 20_000, { workers: 1 });
    const beforeSmall = earlyWorkerCounts().late;
    expect((await cliRun('fix', small, '--lastmod', '--out', onOne, '--threads', '2')).code).toBe(0);
    expect(earlyWorkerCounts().late - beforeSmall).toBe(0);
    const refused = await cliRun('fix', project, '--lastmod', '--out', onOne, '--threads', '0');
    expect(refused.code).toBe(2);
    expect(refused.err).toContain('--threads must be a whole number from 1 to 1024, not "0".');
  });

  it('writes a project file under its own name: --out sitemap.xml leaves the sitemap of that name as it was', async () => {
    const project = await checkedProject(temp.path());
    const sitemap = join(temp.path(), 'sitemap.xml');
    await writeFile(sitemap, SITEMAP_TEXT);
    const { code, out } = await cliRun('fix', project, '--lastmod', '--out', sitemap);
    expect(code).toBe(0);
    expect(out).toContain(`wrote ${sitemap}.sitemapstudio.`);
    expect(await readFile(sitemap, 'utf8')).toBe(SITEMAP_TEXT);
    expect((await openProjectFile(`${sitemap}.sitemapstudio`)).tables[0]!.rows[0]!.lastmod).not.toBe('2026-02-01');
  });

  it('stops at Ctrl-C with nothing written (exit 130)', async () => {
    const project = await checkedProject(temp.path());
    const out = join(temp.path(), 'fixed.sitemapstudio');
    const stop = new AbortController();
    stop.abort();
    let err = '';
    const code = await runCli(['fix', project, '--lastmod', '--out', out], {
      out: () => undefined,
      err: (text) => void (err += text),
      signal: stop.signal,
    });
    expect(code).toBe(130);
    expect(err).toContain('Cancelled');
    expect(await readdir(temp.path())).toEqual(['shop.sitemapstudio']);
  });
});
