import { describe, expect, it } from 'vitest';
import { buildImportTree, flattenTree } from '../../../../shared/import-tree';
import { UrlColumns } from '../../../../shared/columnar/url-columns';
import type { FileSummary, ReceivedFile, ReceivedImport, UnreadSource } from '../../../../shared/import-types';
import type { ImportedSources } from '../../../../shared/ipc-contract';
import { problemAt, type Problem } from '../../../../shared/problems';
import { emptyRow } from '../../../../shared/url-table';
import { applyRetry, planRetry, retryTargets } from '../../../../renderer/src/import/retry-failed';

const SITE = 'https://example.com';
const INDEX = `${SITE}/index.xml`;

function summary(name: string, parent: string | null, urlCount: number, readFailed = false): FileSummary {
  return {
    location: `${SITE}/${name}`,
    name,
    kind: name.startsWith('index') ? 'sitemapindex' : 'urlset',
    gzip: false,
    bytes: 100,
    contentBytes: 100,
    urlCount,
    partial: readFailed,
    parent,
    ...(readFailed ? { readFailed } : {}),
  };
}

function file(name: string, parent: string | null, urlCount: number, readFailed = false): ReceivedFile {
  const rows = UrlColumns.fromRows(Array.from({ length: urlCount }, (_, i) => emptyRow(`${SITE}/${name}/${i}`)));
  return { summary: summary(name, parent, urlCount, readFailed), rows, sitemaps: [], robotsText: null };
}

const unread = (name: string, parent: string | null): UnreadSource => ({ location: `${SITE}/${name}`, parent });
const notFound = (name: string): Problem =>
  problemAt({ file: `${SITE}/${name}` }, 'http-status', {
    url: `${SITE}/${name}`,
    status: 404,
    statusText: 'Not Found',
  });
const cut = (name: string): Problem =>
  problemAt({ file: `${SITE}/${name}` }, 'http-body-short', { url: `${SITE}/${name}`, received: 50, expected: 100 });

/** An import as main answers it: the files' rows left in main, as transfers named after the files. */
function answerOf(result: ReceivedImport): ImportedSources {
  return {
    ...result,
    jobId: 'retry',
    files: result.files.map((item) => ({
      ...item,
      rows: { id: `rows-of-${item.summary.name}`, slices: 1, rows: item.rows.rowCount },
    })),
  };
}

/** Plans the retry and applies it, as the store does once the files planned are received. */
function retried(before: ReceivedImport, retry: ReceivedImport): { after: ReceivedImport; drop: string[] } {
  const targets = retryTargets(before);
  const plan = planRetry(before, answerOf(retry), targets);
  const received = retry.files.filter((item) => plan.receive.files.some((f) => f.summary === item.summary));
  return {
    after: applyRetry(before, { ...retry, files: received, unread: plan.receive.unread }, plan),
    drop: plan.drop,
  };
}

const treeOf = (result: ReceivedImport): string[] =>
  flattenTree(buildImportTree(result, [INDEX])).map(
    ({ node, depth }) => `${'  '.repeat(depth)}${node.name} ${node.kind} ${node.urlCount} ${node.errors}`,
  );

/** index.xml → a.xml (read), b.xml (cut after 4 of its URLs), c.xml (404). */
const session: ReceivedImport = {
  files: [file('index.xml', null, 0), file('a.xml', INDEX, 3), file('b.xml', INDEX, 4, true)],
  unread: [unread('c.xml', INDEX)],
  problems: [cut('b.xml'), notFound('c.xml')],
  cancelled: false,
};

describe('retrying the files that could not be read', () => {
  it('reads again each failed source, with the file that listed it, but not one under another that failed', () => {
    expect(retryTargets(session)).toEqual([
      { location: `${SITE}/c.xml`, parent: INDEX },
      { location: `${SITE}/b.xml`, parent: INDEX },
    ]);
    const indexCut: ReceivedImport = {
      files: [file('index.xml', null, 0, true), file('a.xml', INDEX, 3)],
      unread: [unread('c.xml', INDEX)],
      problems: [],
      cancelled: false,
    };
    expect(retryTargets(indexCut)).toEqual([{ location: INDEX, parent: null }]);
  });

  it('puts the new reads in place of the failed ones, under the same parent, with their own problems', () => {
    const { after, drop } = retried(session, {
      // Named, so the engine gave them no parent.
      files: [file('c.xml', null, 5), file('b.xml', null, 9)],
      unread: [],
      problems: [],
      cancelled: false,
    });
    expect(drop).toEqual([]);
    expect(treeOf(after)).toEqual([
      'index.xml sitemapindex 17 0',
      '  a.xml urlset 3 0',
      '  b.xml urlset 9 0',
      '  c.xml urlset 5 0',
    ]);
    expect(after.unread).toEqual([]);
    expect(after.problems).toEqual([]);
    expect(after.files.map((item) => item.rows.rowCount)).toEqual([0, 3, 9, 5]);
  });

  it('what fails again stays where it was listed, with the new reason; a read in part is never lost to a worse one', () => {
    const gone = problemAt({ file: `${SITE}/b.xml` }, 'http-failed', { url: `${SITE}/b.xml`, reason: 'ECONNREFUSED' });
    const { after, drop } = retried(session, {
      files: [file('b.xml', null, 2, true)],
      unread: [unread('c.xml', null)],
      problems: [notFound('c.xml'), cut('b.xml'), gone],
      cancelled: false,
    });
    expect(drop).toEqual(['rows-of-b.xml']);
    expect(treeOf(after)).toEqual([
      'index.xml sitemapindex 7 0',
      '  a.xml urlset 3 0',
      '  b.xml urlset 4 1',
      '  c.xml unknown 0 1',
    ]);
    expect(after.unread).toEqual([{ ...unread('c.xml', INDEX), after: 3 }]); // after index, a and b, as listed
    expect(after.problems.map((item) => [item.code, item.place.file])).toEqual([
      ['http-body-short', `${SITE}/b.xml`],
      ['http-status', `${SITE}/c.xml`],
    ]);
  });

  it('an index read again keeps the files already read whole; main drops their second read', () => {
    const before: ReceivedImport = {
      files: [file('index.xml', null, 0, true), file('a.xml', INDEX, 3)],
      unread: [],
      problems: [cut('index.xml')],
      cancelled: false,
    };
    const { after, drop } = retried(before, {
      files: [file('index.xml', null, 0), file('a.xml', INDEX, 3), file('d.xml', INDEX, 6)],
      unread: [],
      problems: [],
      cancelled: false,
    });
    expect(drop).toEqual(['rows-of-a.xml']);
    expect(treeOf(after)).toEqual(['index.xml sitemapindex 9 0', '  a.xml urlset 3 0', '  d.xml urlset 6 0']);
    expect(after.files[0]!.summary.readFailed).toBeUndefined();
  });

  it('a source that redirects elsewhere this time still takes its place under its parent', () => {
    const moved = { ...file('c-new.xml', null, 2) };
    const { after } = retried(session, {
      files: [moved, file('b.xml', null, 9)],
      unread: [],
      problems: [],
      cancelled: false,
    });
    expect(treeOf(after)).toEqual([
      'index.xml sitemapindex 14 0',
      '  a.xml urlset 3 0',
      '  b.xml urlset 9 0',
      '  c-new.xml urlset 2 0',
    ]);
    expect(after.unread).toEqual([]);
  });

  it('keeps every file where its index listed it, read or not, before a retry and after it (the probe: failed ones came last)', () => {
    // index.xml lists a, b (404), c, d (404), e, as main answers it: each file not read with its place.
    const listed: ReceivedImport = {
      files: [file('index.xml', null, 0), file('a.xml', INDEX, 1), file('c.xml', INDEX, 1), file('e.xml', INDEX, 1)],
      unread: [
        { ...unread('b.xml', INDEX), after: 2 },
        { ...unread('d.xml', INDEX), after: 3 },
      ],
      problems: [notFound('b.xml'), notFound('d.xml')],
      cancelled: false,
    };
    const names = (result: ReceivedImport) => treeOf(result).map((line) => line.trim().split(' ')[0]);
    expect(names(listed)).toEqual(['index.xml', 'a.xml', 'b.xml', 'c.xml', 'd.xml', 'e.xml']);
    const { after } = retried(listed, {
      files: [file('d.xml', null, 2), file('b.xml', null, 3)],
      unread: [],
      problems: [],
      cancelled: false,
    });
    expect(names(after)).toEqual(['index.xml', 'a.xml', 'b.xml', 'c.xml', 'd.xml', 'e.xml']);
    // The rows go in that order too (one new table takes the files in order).
    expect(after.files.map((item) => item.summary.name)).toEqual([
      'index.xml',
      'a.xml',
      'b.xml',
      'c.xml',
      'd.xml',
      'e.xml',
    ]);
  });
});
