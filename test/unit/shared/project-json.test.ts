import { describe, expect, it } from 'vitest';
import { decodeProject } from '../../../electron/engine/project/project-codec';
import { DEFAULT_EXPORT_SETTINGS } from '../../../shared/export-settings';
import type { ProjectData } from '../../../shared/project-file';
import {
  encodeProjectJson,
  projectJsonPieceCount,
  projectJsonPieces,
  recoveryMember,
  ROWS_PER_PIECE,
} from '../../../shared/project-json';
import { emptyRow } from '../../../shared/url-table';
import { fullRow } from '../../support/full-row';

const rows = (count: number, from = 0) => Array.from({ length: count }, (_, i) => fullRow(from + i));
const project: ProjectData = {
  name: 'shop "quoted" ünïcode',
  robotsTxt: 'User-agent: *\nSitemap: https://example.com/sitemap.xml\n',
  siteChecks: [],
  exportSettings: { ...DEFAULT_EXPORT_SETTINGS, tableFileNamePatterns: { b: 'b-{n}.xml' } },
  tables: [
    { id: 'a', name: 'exactly two pieces', source: null, rows: rows(ROWS_PER_PIECE * 2) },
    { id: 'b', name: 'empty', source: null, rows: [] },
    {
      id: 'c',
      name: 'a piece and a bit',
      source: { location: '/s/x.xml', name: 'x.xml', kind: 'urlset', gzip: true, bytes: 1 },
      rows: [...rows(ROWS_PER_PIECE), emptyRow('https://example.com/last')],
    },
  ],
};

describe('project JSON in pieces', () => {
  it('joins into the file: format first, then every table and row, read back unchanged', () => {
    const json = encodeProjectJson(project);
    expect(json.startsWith('{"format":"sitemap-studio-project","version":1,"name":')).toBe(true);
    expect(decodeProject(json, 'shop.sitemapstudio')).toEqual(project);
  });

  it('cuts rows into pieces of a bounded size, at row boundaries', () => {
    const pieces = [...projectJsonPieces(project)];
    // head, then per table: head, row pieces, end; then the end.
    expect(pieces).toHaveLength(1 + (1 + 2 + 1) + (1 + 0 + 1) + (1 + 2 + 1) + 1);
    expect(projectJsonPieceCount(project)).toBe(pieces.length);
    const rowPieces = pieces.filter((piece) => /^,?\{"loc"/.test(piece));
    expect(rowPieces.map((piece) => (JSON.parse(`[${piece.replace(/^,/, '')}]`) as unknown[]).length)).toEqual([
      ROWS_PER_PIECE,
      ROWS_PER_PIECE,
      ROWS_PER_PIECE,
      1,
    ]);
  });

  it('carries a recovery member beside the project, after the version', () => {
    const json = encodeProjectJson(project, recoveryMember('/home/ana/shop.sitemapstudio', '2026-11-20T09:15:00.000Z'));
    expect(json).toMatch(
      /^\{"format":"sitemap-studio-project","version":1,"recovery":\{"version":1,"path":"\/home\/ana\/shop\.sitemapstudio","savedAt":"2026-11-20T09:15:00\.000Z"\},"name":/,
    );
    expect(decodeProject(json, 'recovery.sitemapstudio')).toEqual(project);
  });
});
