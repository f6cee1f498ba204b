import { describe, expect, it } from 'vitest';
import { UrlColumns } from '../../../shared/columnar/url-columns';
import type { FileSummary, ImportResult, ImportedFile, ReceivedFile } from '../../../shared/import-types';
import { buildImportTree, checkState, flattenTree, toggleNode, type ImportTreeNode } from '../../../shared/import-tree';
import { problem } from '../../../shared/problems';
import { columnsOfFiles, filesToAdd, oneTableFromImport, tablesFromImport } from '../../../shared/tables-from-import';
import { emptyRow } from '../../../shared/url-table';

const SITE = 'https://example.com';
function file(
  location: string,
  kind: FileSummary['kind'],
  parent: string | null,
  urls = 0,
  gzip = false,
): ImportedFile {
  const name = location.split('/').pop()!;
  const rows = Array.from({ length: urls }, (_, i) => emptyRow(`${SITE}/${name}/${i}`));
  const summary = { location, name, kind, gzip, bytes: 1, contentBytes: 1, urlCount: urls, partial: false, parent };
  return { summary, rows, sitemaps: [], robotsText: kind === 'robots' ? 'Sitemap: x' : null };
}

/** A file as the app holds it once received: its rows in columns. */
const received = (read: ImportedFile): ReceivedFile => ({ ...read, rows: UrlColumns.fromRows(read.rows) });

/** robots.txt → index → two sitemaps (one gzipped, one with a missing sibling), as a site publishes them. */
const robotsSet = (): ImportResult => ({
  files: [
    file(`${SITE}/robots.txt`, 'robots', null),
    file(`${SITE}/sitemap_index.xml`, 'sitemapindex', `${SITE}/robots.txt`),
    file(`${SITE}/pages.xml`, 'urlset', `${SITE}/sitemap_index.xml`, 3),
    file(`${SITE}/posts.xml.gz`, 'urlset', `${SITE}/sitemap_index.xml`, 2, true),
  ],
  unread: [{ location: `${SITE}/gone.xml`, parent: `${SITE}/sitemap_index.xml` }],
  problems: [
    problem('error', 'http-status', `${SITE}/gone.xml answered 404.`, { file: `${SITE}/gone.xml` }),
    problem('warning', 'loc-not-absolute', '"/x" is not absolute.', {
      file: `${SITE}/posts.xml.gz`,
      line: 2,
      column: 9,
    }),
    problem('info', 'child-loc-relative', 'relative', { file: `${SITE}/robots.txt` }),
  ],
  cancelled: false,
});

/** Each node as "  name kind urls errors/warnings", indented by depth: the tree at a glance. */
const outline = (roots: ImportTreeNode[]): string[] =>
  flattenTree(roots).map(
    ({ node, depth }) =>
      `${'  '.repeat(depth)}${node.name} ${node.kind} ${node.urlCount} ${node.errors}/${node.warnings}${node.gzip ? ' gz' : ''}`,
  );

describe('the tree of what an import found', () => {
  it('nests robots.txt → index → sitemaps with URL counts summed upwards and problems on their file', () => {
    expect(outline(buildImportTree(robotsSet(), [`${SITE}/`]))).toEqual([
      'robots.txt robots 5 0/0',
      '  sitemap_index.xml sitemapindex 5 0/0',
      '    pages.xml urlset 3 0/0',
      '    posts.xml.gz urlset 2 0/1 gz',
      '    gone.xml unknown 0 1/0',
    ]);
  });

  // The UI probe: a file with 5,000 warnings of one code showed 101 (100 listed and the stand-in line).
  it('counts a stand-in line as the problems it stands for', () => {
    const result = robotsSet();
    const place = { file: `${SITE}/pages.xml` };
    const standIn = { ...problem('warning', 'loc-not-absolute', '…', place), unlisted: 4_900 };
    result.problems = [...result.problems, problem('warning', 'loc-not-absolute', 'x', place), standIn];
    expect(outline(buildImportTree(result, [`${SITE}/`]))).toContain('    pages.xml urlset 3 0/4901');
  });

  it('puts the loose files of a named folder under the folder, and gives unread sources a node', () => {
    const folder = '/data/site';
    const result: ImportResult = {
      files: [
        file(`${folder}/sitemap_index.xml`, 'sitemapindex', null),
        file(`${folder}/a.xml`, 'urlset', `${folder}/sitemap_index.xml`, 1),
        file(`${folder}/sub/b.txt`, 'text', null, 4),
        file('/elsewhere/c.xml', 'urlset', null, 2),
      ],
      unread: [{ location: '/data/missing.xml', parent: null }],
      problems: [
        problem('error', 'source-not-found', '/data/missing.xml does not exist.', { file: '/data/missing.xml' }),
        problem('info', 'folder-files-skipped', '2 files skipped.', { file: folder }),
      ],
      cancelled: false,
    };
    const tree = buildImportTree(result, [folder, '/elsewhere/c.xml', '/data/missing.xml']);
    expect(outline(tree)).toEqual([
      'site folder 5 0/0',
      '  sitemap_index.xml sitemapindex 1 0/0',
      '    a.xml urlset 1 0/0',
      '  b.txt text 4 0/0',
      'c.xml urlset 2 0/0',
      'missing.xml unknown 0 1/0',
    ]);
  });

  it('shows a source that failed and was read when listed again once, as the file read (the review)', () => {
    const index = `${SITE}/sitemap_index.xml`;
    const result: ImportResult = {
      files: [file(index, 'sitemapindex', null), file(`${SITE}/a.xml`, 'urlset', index, 2)],
      unread: [{ location: `${SITE}/a.xml`, parent: index, after: 1 }],
      problems: [],
      cancelled: false,
    };
    expect(outline(buildImportTree(result, [index]))).toEqual([
      'sitemap_index.xml sitemapindex 2 0/0',
      '  a.xml urlset 2 0/0',
    ]);
  });

  it('counts the distinct sitemaps an index lists, read or not, beside those it shows (a file limit)', () => {
    const index = `${SITE}/sitemap_index.xml`;
    const listed = ['a', 'b', 'c', 'b'].map((name) => ({ loc: `${SITE}/${name}.xml`, lastmod: null, extra: [] }));
    const result: ImportResult = {
      files: [{ ...file(index, 'sitemapindex', null), sitemaps: listed }, file(`${SITE}/a.xml`, 'urlset', index, 2)],
      unread: [],
      problems: [problem('warning', 'import-file-limit', 'limit', { file: index })],
      cancelled: false,
    };
    const [root] = buildImportTree(result, [index]);
    expect([root!.listed, root!.children.length, root!.children[0]!.listed]).toEqual([3, 1, 0]);
    // Without a file limit the tree shows what there is to show: no count of its own (the review).
    expect(buildImportTree({ ...result, problems: [] }, [index])[0]!.listed).toBe(0);
  });

  it('ticks and unticks sitemaps, and shows a parent as ticked, unticked or partly ticked', () => {
    const [robots] = buildImportTree(robotsSet(), []);
    const index = robots!.children[0]!;
    const [pages, posts] = index.children;
    let leftOut: ReadonlySet<string> = new Set();
    expect([checkState(robots!, leftOut), checkState(pages!, leftOut)]).toEqual([true, true]);
    leftOut = toggleNode(posts!, leftOut);
    expect([...leftOut]).toEqual([`${SITE}/posts.xml.gz`]);
    expect([checkState(index, leftOut), checkState(robots!, leftOut), checkState(posts!, leftOut)]).toEqual([
      'mixed',
      'mixed',
      false,
    ]);
    // A partly ticked parent is unticked as a whole; ticked again, everything under it comes back.
    leftOut = toggleNode(index, leftOut);
    expect(checkState(robots!, leftOut)).toBe(false);
    leftOut = toggleNode(robots!, leftOut);
    expect(leftOut.size).toBe(0);
  });

  it('has no tick for a robots.txt that leads to no sitemap', () => {
    const [robots] = buildImportTree(
      { files: [file(`${SITE}/robots.txt`, 'robots', null)], unread: [], problems: [], cancelled: false },
      [],
    );
    expect(checkState(robots!, new Set())).toBeNull();
  });

  it('adds only the ticked sitemaps, one table per sitemap or all rows in one table', () => {
    const { files } = robotsSet();
    const kept = filesToAdd(files, new Set([`${SITE}/pages.xml`]));
    expect(kept.map((item) => item.summary.name)).toEqual(['posts.xml.gz']);
    const all = filesToAdd(files, new Set()).map(received);
    const table = oneTableFromImport(all, '  example.com ', { takenNames: ['example.com'], newId: () => 't1' });
    expect(table).toMatchObject({ id: 't1', name: 'example.com (2)', source: null });
    expect(table.rows.toRows()).toEqual([...files[2]!.rows, ...files[3]!.rows]);
    const single = oneTableFromImport(kept.map(received), '', { newId: () => 't2' });
    expect(single).toMatchObject({ name: 'imported', source: { name: 'posts.xml.gz', kind: 'urlset', gzip: true } });
    // One file's rows are taken as they are, no copy.
    const one = received(kept[0]!);
    expect(columnsOfFiles([one])).toBe(one.rows);
  });

  // The UI probe: a CSV with no loc column and a UTF-16 file, both refused, became empty tabs.
  it('adds no table for a file that could not be read and gave no rows; an empty sitemap read whole is one', () => {
    const unread = file(`${SITE}/no-loc.csv`, 'csv', null);
    unread.summary.partial = true;
    const files = [unread, file(`${SITE}/pages.csv`, 'csv', null, 2), file(`${SITE}/empty.xml`, 'urlset', null)];
    expect(filesToAdd(files, new Set()).map((item) => item.summary.name)).toEqual(['pages.csv', 'empty.xml']);
  });

  it('makes a table per sitemap of files held either way, each with its own rows', () => {
    const { files } = robotsSet();
    const asRows = tablesFromImport(files, { newId: () => 'id' });
    const asColumns = tablesFromImport(files.map(received), { newId: () => 'id' });
    expect(asColumns.robotsTxt).toBe(asRows.robotsTxt);
    expect(asColumns.tables.map((table) => [table.name, table.rows.toRows()])).toEqual(
      asRows.tables.map((table) => [table.name, table.rows]),
    );
  });
});
