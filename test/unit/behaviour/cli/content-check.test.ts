import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { openProjectFile, saveProjectFile } from '../../../../electron/engine/project/project-file';
import { PROJECT_VERSION_WITHOUT_COLUMNS } from '../../../../shared/project-file';
import type { Problem } from '../../../../shared/problems';
import type { PageCheck } from '../../../../shared/site-check/page-check';
import { cliRun } from '../../../support/cli-run';
import { CONTENT_SITE_LASTMOD, startContentSite, type ContentSite } from '../../../support/content-site';
import { projectLinesOf } from '../../../support/project-lines';
import { useTempDir } from '../../../support/use-temp-dir';

interface CheckDocument {
  checks: PageCheck[];
  problems: Array<Problem & { loc?: string }>;
}

const FAST = ['--rate', '0', '--concurrency', '4', '--per-host', '4'];
const LASTMOD_CODES = new Set(['lastmod-stale', 'lastmod-churn', 'lastmod-future', 'content-unstable']);

async function contentSite(): Promise<ContentSite> {
  const site = await startContentSite();
  onTestFinished(() => site.close());
  return site;
}

/** `check <project> --content --save --json`: the findings on lastmod, by code, each with its loc. */
async function checkAndSave(project: string, ...extra: string[]) {
  const { code, out, err } = await cliRun('check', project, '--content', '--save', '--json', ...FAST, ...extra);
  const document = JSON.parse(out) as CheckDocument;
  const found = document.problems
    .filter((problem) => LASTMOD_CODES.has(problem.code))
    .map((problem) => `${problem.code} ${problem.loc}`)
    .sort();
  return { code, err, found, document };
}

describe('sitemap-studio check --content --save, then fix --lastmod', { timeout: 60_000 }, () => {
  const temp = useTempDir();

  it('keeps the history in the project, and a second check flags exactly the real changes; fix makes them true', async () => {
    const site = await contentSite();
    const project = join(temp.path(), 'boots.sitemapstudio');
    expect((await cliRun('import', site.sitemap, '--out', project)).code).toBe(0);

    const first = await checkAndSave(project);
    expect(first.found).toEqual([]);
    expect(first.err).toContain(`Saved the results of 10 URLs to ${project}.`);
    expect(JSON.parse((await projectLinesOf(project))[0]!)).toMatchObject({ version: PROJECT_VERSION_WITHOUT_COLUMNS });
    const saved = await openProjectFile(project);
    expect(saved.siteChecks.map((check) => check.history?.lastChanged)).toEqual(Array(10).fill(null));

    // The site's build stamps the footer page, whose content does not change, after the first check saw it.
    const footer = site.url('/noise/footer');
    const stamped = saved.tables[0]!.rows.find((row) => row.loc === footer)!;
    const seen = saved.siteChecks.find((check) => check.url === footer)!.history!.seenSince;
    stamped.lastmod = new Date(seen + 1).toISOString();
    await saveProjectFile(project, saved);

    site.change();
    const second = await checkAndSave(project);
    expect(second.found).toEqual(
      [
        ...site.paths.real.map((path) => `lastmod-stale ${site.url(path)}`),
        ...site.paths.unstable.map((path) => `content-unstable ${site.url(path)}`),
        `lastmod-churn ${footer}`,
      ].sort(),
    );
    const stale = second.document.problems.find((problem) => problem.loc === site.url('/real/json-ld'))!;
    expect(stale).toMatchObject({
      severity: 'warning',
      code: 'lastmod-stale',
      place: { table: 'sitemap', field: 'lastmod' },
    });
    expect(stale.message).toContain(`changed (structured data) by `);
    expect(stale.message).toContain(`after its lastmod ${CONTENT_SITE_LASTMOD}`);

    // In words too, in Dutch, from what the project holds now: the pages are still stale.
    const text = await cliRun('--lang', 'nl', 'check', project, '--content', ...FAST);
    expect(text.out.match(/\[lastmod-stale\]/g)).toHaveLength(4);
    expect(text.out).toContain(`${site.url('/real/text')} is veranderd (hoofdinhoud) uiterlijk op`);

    // A plain check saved in between keeps every history as it was.
    const histories = (await openProjectFile(project)).siteChecks.map((check) => check.history);
    expect((await cliRun('check', project, '--save', ...FAST)).code).toBe(0);
    expect((await openProjectFile(project)).siteChecks.map((check) => check.history)).toEqual(histories);

    const fixed = join(temp.path(), 'fixed.sitemapstudio');
    const fix = await cliRun('fix', project, '--lastmod', '--out', fixed);
    expect(fix.out).toContain('Set 5 lastmods true;');
    expect(fix.out).toContain(`${footer}  lastmod ${stamped.lastmod} → ${CONTENT_SITE_LASTMOD}  [lastmod-churn]`);
    const today = new Date().toISOString().slice(0, 10);
    for (const path of site.paths.real)
      expect(fix.out).toContain(`${site.url(path)}  lastmod ${CONTENT_SITE_LASTMOD} → ${today}  [lastmod-stale]`);
    const after = await checkAndSave(fixed);
    expect(after.found).toEqual(site.paths.unstable.map((path) => `content-unstable ${site.url(path)}`));
  });

  it('with --fetch-twice finds a page that differs on every fetch on the first check, and says so once however often it is listed', async () => {
    const site = await contentSite();
    const project = join(temp.path(), 'boots.sitemapstudio');
    await cliRun('import', site.sitemap, '--out', project);
    const imported = await openProjectFile(project);
    const rows = imported.tables[0]!.rows;
    rows.push({ ...rows.find((row) => row.loc === site.url('/unstable/quote'))! });
    await saveProjectFile(project, imported);
    const { found, document } = await checkAndSave(project, '--fetch-twice');
    expect(found).toEqual([`content-unstable ${site.url('/unstable/quote')}`]);
    expect(document.checks.filter((check) => check.unstable).map((check) => check.url)).toEqual([
      site.url('/unstable/quote'),
    ]);
    // Every page was fetched twice: the ten listed, each once however often listed.
    expect(site.requests().filter((path) => path !== '/robots.txt' && path !== '/sitemap.xml')).toHaveLength(20);
  });

  it('refuses --save without one project to write, and --fetch-twice without --content', async () => {
    const site = await contentSite();
    const save = await cliRun('check', site.sitemap, '--save');
    expect(save).toMatchObject({ code: 2 });
    expect(save.err).toContain('--save writes the results into a project');
    expect((await cliRun('check', site.sitemap, '--fetch-twice')).err).toContain('--fetch-twice needs --content.');
  });
});
