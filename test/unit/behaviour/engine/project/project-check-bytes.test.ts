import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { openProjectFile, saveProjectFile } from '../../../../../electron/engine/project/project-file';
import { DEFAULT_EXPORT_SETTINGS } from '../../../../../shared/export-settings';
import { emptyRow } from '../../../../../shared/url-table';
import { pageChecks } from '../../../../support/page-checks';
import { plainProject, rememberedProject } from '../../../../support/remembered-project';
import { exportedUrl } from '../../../../../shared/last-export/exported-urls';
import { useTempDir } from '../../../../support/use-temp-dir';
import { gzipLines, projectLinesOf } from '../../../../support/project-lines';
import { MOST_BYTES_PER_CHECK } from '../../../../../electron/engine/project/project-stream-format';
import type { ContentFingerprint } from '../../../../../shared/site-check/content-fingerprint';
import type { PageCheck } from '../../../../../shared/site-check/page-check';
import { compactCheck } from '../../../../../shared/site-check/page-check-shape';
import { PAGE_LIMITS } from '../../../../../shared/site-check/page-limits';
import { LIMITS } from '../../../../../shared/protocol';

// The real bounds are 1 GiB, or 64 KiB a result, too much for a test to write: the same reader with
// bounds of 200 KB, or 1,000 bytes a result (a result of pageChecks is ~500 bytes).
vi.mock('../../../../../electron/engine/project/project-stream-format', async (original) => ({
  ...(await original<object>()),
  mostCheckBytes: (checks: number) => Math.max(200_000, checks * 1000),
}));

describe('the bytes of all site-check results a project may hold', () => {
  const temp = useTempDir();
  const project = {
    name: 'Shop',
    robotsTxt: null,
    exportSettings: DEFAULT_EXPORT_SETTINGS,
    tables: [{ id: 't0', name: 'pages', source: null, rows: [emptyRow('https://example.com/')] }],
  };

  // The probe: a check of ~1.3M URLs with --content saved more than 1 GiB of results, a file no command opened.
  it('grow with their count: more than the bound in all, as many results as the header counts open', async () => {
    const path = join(temp.path(), 'grown.sitemapstudio');
    await saveProjectFile(path, { ...project, siteChecks: pageChecks(3000) });
    expect((await openProjectFile(path)).siteChecks).toHaveLength(3000);
  });

  it('allow on average more than a result with content at the longest loc an export writes takes', () => {
    const url = `https://example.com/${'p'.repeat(LIMITS.locLength - 21)}`;
    const moved = `${url.slice(0, -1)}q`;
    const fingerprint: ContentFingerprint = {
      content: 'c'.repeat(64),
      region: 'main',
      words: 1234,
      title: 'T'.repeat(PAGE_LIMITS.valueChars),
      canonical: moved,
      links: 'l'.repeat(64),
      structuredData: 's'.repeat(64),
    };
    const at = Date.UTC(2026, 0, 1);
    const history = { fingerprint, firstSeen: at, seenSince: at, lastSeen: at, lastChanged: at, changedAfter: at };
    const check: PageCheck = {
      ...pageChecks(2)[1]!,
      url,
      hops: [
        { url, status: 301, location: moved },
        { url: moved, status: 200, location: null },
      ],
      finalUrl: moved,
      canonical: moved,
      fingerprint,
      history: { ...history, changed: ['content', 'title'], lastmod: '2026-01-01T00:00:00+00:00' },
    };
    const bytes = Buffer.byteLength(JSON.stringify(compactCheck(check)));
    expect(bytes).toBeGreaterThan(10_000);
    expect(bytes).toBeLessThan(MOST_BYTES_PER_CHECK);
  });

  it('are bounded for their count: past the bound reading stops at that record, naming the line and the results read', async () => {
    const path = join(temp.path(), 'many.sitemapstudio');
    await saveProjectFile(path, { ...project, siteChecks: pageChecks(200) });
    expect((await openProjectFile(path)).siteChecks).toHaveLength(200);
    // Results of ~2 KB: past 1,000 bytes a result, on average.
    const long = pageChecks(2500).map((check) => ({ ...check, url: `${check.url}&${'l'.repeat(1500)}` }));
    await saveProjectFile(path, { ...project, siteChecks: long });
    await expect(openProjectFile(path)).rejects.toMatchObject({
      code: 'project-corrupt',
      message: expect.stringMatching(
        /^.+ is damaged and cannot be opened: the site-check results are larger than 2,000,000 bytes in all \(line 3, at the site-check results, after result 0\)\.$/,
      ),
    });
  });

  // Review: bounded by the header's count alone, a file counting 10^9 results took any bytes of the few it held.
  it("are bounded by the results read, not by the header's count alone", async () => {
    const path = join(temp.path(), 'inflated.sitemapstudio');
    const long = pageChecks(2500).map((check) => ({ ...check, url: `${check.url}&${'l'.repeat(1500)}` }));
    await saveProjectFile(path, { ...project, siteChecks: long });
    const [head, ...records] = await projectLinesOf(path);
    const inflated = JSON.stringify({ ...(JSON.parse(head!) as object), siteChecks: 1e9 });
    await writeFile(path, gzipLines([inflated, ...records]));
    await expect(openProjectFile(path)).rejects.toMatchObject({
      code: 'project-corrupt',
      message: expect.stringContaining('the site-check results are larger than 2,000,000 bytes in all (line 3'),
    });
  });

  it("are bounded apart from the last export's URLs, which grow with the project and are bounded by their count", async () => {
    const path = join(temp.path(), 'remembered.sitemapstudio');
    // 12,001 URLs remembered: ~1 MB of records, five times the (test's) bound of the results, beside 200 results.
    const remembered = { ...rememberedProject, siteChecks: pageChecks(200) };
    await saveProjectFile(path, remembered);
    const opened = await openProjectFile(path);
    expect(opened.lastExport?.urls).toEqual(remembered.lastExport!.urls);
    expect(opened.siteChecks).toHaveLength(200);
  });

  it("refuse a last export's URLs larger than their count allows, naming the line", async () => {
    const path = join(temp.path(), 'bloated.sitemapstudio');
    const loc = `https://example.com/${'a'.repeat(20_000)}`;
    await saveProjectFile(path, {
      ...plainProject,
      lastExport: { at: Date.UTC(2026, 10, 1), files: ['sitemap.xml'], urls: [exportedUrl(emptyRow(loc))] },
    });
    await expect(openProjectFile(path)).rejects.toMatchObject({
      code: 'project-corrupt',
      message: expect.stringContaining(
        'the URLs of the last export are larger than 16,384 bytes in all, more than their count allows',
      ),
    });
  });
});
