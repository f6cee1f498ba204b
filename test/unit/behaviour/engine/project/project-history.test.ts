import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { openProjectFile, saveProjectFile } from '../../../../../electron/engine/project/project-file';
import { DEFAULT_EXPORT_SETTINGS } from '../../../../../shared/export-settings';
import {
  PROJECT_FORMAT_VERSION,
  PROJECT_VERSION_WITHOUT_COLUMNS,
  PROJECT_VERSION_WITHOUT_HISTORY,
  type ProjectData,
} from '../../../../../shared/project-file';
import { PROJECT_FORMAT_ID } from '../../../../../shared/protocol';
import type { ContentFingerprint } from '../../../../../shared/site-check/content-fingerprint';
import { mergeContentHistory } from '../../../../../shared/site-check/content-history';
import { knownHistory } from '../../../../../shared/site-check/carry-history';
import { emptyCheck } from '../../../../../shared/site-check/empty-check';
import type { PageCheck } from '../../../../../shared/site-check/page-check';
import { emptyRow } from '../../../../../shared/url-table';
import { gzipLines, projectLinesOf } from '../../../../support/project-lines';
import { useTempDir } from '../../../../support/use-temp-dir';

const FINGERPRINT: ContentFingerprint = {
  content: 'a'.repeat(64),
  region: 'main',
  words: 42,
  title: 'Shoes',
  canonical: 'https://example.com/shoes',
  links: 'b'.repeat(64),
  structuredData: null,
};

const checked = (url: string, fingerprint?: ContentFingerprint): PageCheck => ({
  ...emptyCheck(url, Date.UTC(2026, 2, 1)),
  status: 200,
  finalUrl: url,
  hops: [{ url, status: 200, location: null }],
  contentType: 'text/html',
  ...(fingerprint ? { fingerprint } : {}),
});

const row = { ...emptyRow('https://example.com/shoes'), lastmod: '2026-02-01' };
const settings = { ...DEFAULT_EXPORT_SETTINGS, baseUrl: 'https://example.com/' };
const table = { id: 't0', name: 'pages', source: null };

/** A version-1 project: one JSON document, no results. */
const version1 = JSON.stringify({
  format: PROJECT_FORMAT_ID,
  version: 1,
  name: 'Shop',
  robotsTxt: null,
  exportSettings: settings,
  tables: [{ ...table, rows: [row] }],
});

/** A streamed project's lines: version 2 (rows only) or 3 (with results), as those releases wrote them. */
const streamed = (version: 2 | 3, checks: PageCheck[]): string[] => [
  JSON.stringify({
    format: PROJECT_FORMAT_ID,
    version,
    name: 'Shop',
    robotsTxt: null,
    exportSettings: settings,
    tables: [{ ...table, rows: 1 }],
    ...(version === 3 ? { siteChecks: checks.length } : {}),
  }),
  JSON.stringify({ table: 0, from: 0, rows: [{ loc: row.loc, lastmod: row.lastmod }] }),
  ...(version === 3 ? [JSON.stringify({ from: 0, checks })] : []),
];

describe('content history in project files (version 4)', () => {
  const temp = useTempDir();

  it('opens a file of every older version, and a version-3 result keeps its fingerprint as the start of a history', async () => {
    const one = await temp.write('one.sitemapstudio', gzipSync(version1));
    const two = await temp.write('two.sitemapstudio', gzipLines(streamed(2, [])));
    const old = checked(row.loc, FINGERPRINT);
    const three = await temp.write('three.sitemapstudio', gzipLines(streamed(3, [old])));
    for (const path of [one, two, three]) {
      const project = await openProjectFile(path);
      expect(project.tables[0]!.rows).toEqual([row]);
    }
    expect((await openProjectFile(one)).siteChecks).toEqual([]);
    expect((await openProjectFile(two)).siteChecks).toEqual([]);
    const [carried] = (await openProjectFile(three)).siteChecks;
    expect(carried).toEqual(old);
    expect(knownHistory(carried)).toMatchObject({ fingerprint: FINGERPRINT, firstSeen: old.checkedAt });
  });

  it('writes results with a history as version 4 and gives them back whole; without one, still version 3', async () => {
    const first = checked(row.loc, FINGERPRINT);
    const later = { ...checked(row.loc, { ...FINGERPRINT, content: 'c'.repeat(64) }), checkedAt: Date.UTC(2026, 2, 9) };
    const history = mergeContentHistory(knownHistory(first), later, row.lastmod)!;
    const unstable: PageCheck = { ...checked('https://example.com/clock', FINGERPRINT), unstable: ['content'] };
    const project: ProjectData = {
      name: 'Shop',
      robotsTxt: null,
      exportSettings: settings,
      tables: [{ ...table, rows: [row] }],
      siteChecks: [{ ...later, history }, unstable],
    };
    const path = join(temp.path(), 'history.sitemapstudio');
    await saveProjectFile(path, project);
    // Its rows as lines: the newest version of lines (version 5 writes rows as columns).
    expect(JSON.parse((await projectLinesOf(path))[0]!)).toMatchObject({ version: PROJECT_VERSION_WITHOUT_COLUMNS });
    expect([PROJECT_VERSION_WITHOUT_COLUMNS, PROJECT_FORMAT_VERSION]).toEqual([4, 5]);
    const opened = await openProjectFile(path);
    expect(opened).toEqual(project);
    expect(opened.siteChecks[0]!.history).toMatchObject({ changed: ['content'], lastChanged: Date.UTC(2026, 2, 9) });

    const plain = join(temp.path(), 'plain.sitemapstudio');
    await saveProjectFile(plain, { ...project, siteChecks: [first] });
    expect(JSON.parse((await projectLinesOf(plain))[0]!)).toMatchObject({ version: PROJECT_VERSION_WITHOUT_HISTORY });
  });

  it('refuses a history that is not one, naming its place', async () => {
    const bad = { ...checked(row.loc, FINGERPRINT), history: { fingerprint: FINGERPRINT, firstSeen: 'March' } };
    const lines = streamed(3, [bad as unknown as PageCheck]);
    lines[0] = lines[0]!.replace('"version":3', '"version":4');
    const path = await temp.write('bad.sitemapstudio', gzipLines(lines));
    await expect(openProjectFile(path)).rejects.toThrow(/siteChecks\[0\]\.history\.firstSeen/);
  });
});
