import { describe, expect, it } from 'vitest';
import { UrlColumns } from '../../../../shared/columnar/url-columns';
import { problem, type Problem } from '../../../../shared/problems';
import { emptyRow } from '../../../../shared/url-table';
import {
  filterGroups,
  NO_FILTER,
  panelGroups,
  placeCount,
  placesOf,
  severityCounts,
} from '../../../../renderer/src/problems/panel-groups';
import { ProblemSummary } from '../../../../renderer/src/validation/problem-summary';

const tables = ['pages', 'posts'].map((name) => ({
  name,
  rows: UrlColumns.fromRows(Array.from({ length: 10 }, (_, i) => emptyRow(`https://e.example/${name}/${i}`))),
}));

/** A summary of these problems, as the whole check makes it. */
function summaryOf(found: Problem[]) {
  const summary = new ProblemSummary(tables);
  for (const item of found) summary.add('row', item);
  return summary.summary();
}

const checked = summaryOf([
  problem('warning', 'image-field-deprecated', 'caption', { table: 'pages', row: 1, field: 'images' }),
  problem('warning', 'image-field-deprecated', 'title', { table: 'pages', row: 1, field: 'images' }),
  problem('warning', 'image-field-deprecated', 'caption', { table: 'posts', row: 4, field: 'images' }),
  problem('error', 'priority-out-of-range', 'p', { table: 'posts', row: 2, field: 'priority' }),
  problem('error', 'news-sitemap-too-large', 'n', { table: 'posts' }),
]);
const imported = [
  problem('info', 'robots-no-sitemaps', 'r', { file: 'robots.txt' }),
  problem('error', 'priority-out-of-range', 'p', { file: 'a.xml', line: 3 }),
];

describe('the problems panel’s groups', () => {
  const groups = panelGroups(imported, checked.groups);

  it('are one per code and severity, errors first, each with its count; the import’s and the check’s together', () => {
    expect(groups.map((group) => [group.severity, group.code, group.count])).toEqual([
      ['error', 'priority-out-of-range', 2],
      ['error', 'news-sitemap-too-large', 1],
      ['warning', 'image-field-deprecated', 3],
      ['info', 'robots-no-sitemaps', 1],
    ]);
  });

  it('list their places a page at a time: listed problems first, then rows by table, a row again for each problem', () => {
    const images = groups[2]!;
    expect(placeCount(images)).toBe(3);
    expect(placesOf(images, 0, 10)).toEqual([
      { kind: 'row', table: 'pages', stored: 0, occurrence: 0 },
      { kind: 'row', table: 'pages', stored: 0, occurrence: 1 },
      { kind: 'row', table: 'posts', stored: 3, occurrence: 0 },
    ]);
    expect(placesOf(images, 1, 2)).toEqual([{ kind: 'row', table: 'pages', stored: 0, occurrence: 1 }]);
    const priority = groups[0]!;
    expect(placesOf(priority, 0, 2).map((place) => place.kind)).toEqual(['problem', 'row']);
  });

  it('filter by severity, table and code, and count each severity under the other two filters', () => {
    const warningsOnly = { ...NO_FILTER, severities: new Set(['warning'] as const) };
    expect(filterGroups(groups, warningsOnly).map((group) => group.code)).toEqual(['image-field-deprecated']);

    const posts = { ...NO_FILTER, table: 'posts' };
    expect(filterGroups(groups, posts).map((group) => [group.code, group.count])).toEqual([
      ['priority-out-of-range', 1],
      ['news-sitemap-too-large', 1],
      ['image-field-deprecated', 1],
    ]);
    expect(severityCounts(groups, posts)).toEqual({ error: 2, warning: 1, info: 0 });

    const code = { ...NO_FILTER, code: ' Priority ' };
    expect(filterGroups(groups, code).map((group) => group.code)).toEqual(['priority-out-of-range']);
    expect(severityCounts(groups, NO_FILTER)).toEqual({ error: 3, warning: 3, info: 1 });
  });

  it('give the rows to show in the grid once each, in stored order', () => {
    const many = summaryOf(
      [5, 1, 5, 3].map((row) => problem('error', 'loc-duplicate', 'd', { table: 'pages', row, field: 'loc' })),
    );
    expect(Array.from(many.groups[0]!.rows.get('pages')!.distinctAscending())).toEqual([0, 2, 4]);
  });
});
