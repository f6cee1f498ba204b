import { readFileSync } from 'node:fs';
import { gunzipSync, gzipSync } from 'node:zlib';
import type { Route } from './http-server';
import { corpusPath, readJson } from './corpus';

/** The host every ultimate-sitemap-parser mock is registered under. */
export const USP_HOST = 'http://test_ultimate-sitemap-parser.com';
const USP_DIR = 'peer-vectors/ultimate-sitemap-parser';

export interface UspMock {
  url?: string;
  status_code?: number;
  headers?: Record<string, string>;
  body_file?: string;
  body_is_gzip?: boolean;
  matcher?: string;
}

export interface UspNode {
  type: string;
  url: string;
  pages?: Array<{ url: string }>;
  sub_sitemaps?: UspNode[];
}

export interface UspTest {
  id: string;
  http_mocks: UspMock[];
  calls: Array<{ fn: string; kwargs?: Record<string, unknown>; returned?: unknown; summary?: { pages: number } }>;
}

export function readUspTests(): UspTest[] {
  return readJson<{ tests: UspTest[] }>(USP_DIR, 'usp_test_vectors.json').tests;
}

/**
 * The test's mocks as routes for our server, with the USP host replaced by `origin` in bodies
 * (gzip bodies are unpacked, rewritten and packed again) and in Location headers. A later mock
 * of the same URL wins, as in requests_mock.
 */
export function uspRoutes(test: UspTest, origin: string): Record<string, Route> {
  const routes: Record<string, Route> = {};
  for (const mock of test.http_mocks) {
    if (!mock.url) continue;
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(mock.headers ?? {}))
      headers[name.toLowerCase()] = value.replaceAll(USP_HOST, origin);
    let body = mock.body_file ? readFileSync(corpusPath(USP_DIR, mock.body_file)) : Buffer.alloc(0);
    const gzipped = body[0] === 0x1f && body[1] === 0x8b;
    const text = (gzipped ? gunzipSync(body) : body).toString('latin1').replaceAll(USP_HOST, origin);
    body = gzipped ? gzipSync(Buffer.from(text, 'latin1')) : Buffer.from(text, 'latin1');
    routes[new URL(mock.url).pathname] = { status: mock.status_code ?? 200, headers, body };
  }
  return routes;
}

/** Page URLs of the sitemaps reached through robots.txt, by kind of the sitemap that held them. */
export function pagesUnderRobots(tree: UspNode): { sitemapPages: string[]; feedPages: string[] } {
  const robots = tree.sub_sitemaps?.find((node) => node.type === 'IndexRobotsTxtSitemap');
  const sitemapPages: string[] = [];
  const feedPages: string[] = [];
  const walk = (node: UspNode): void => {
    const pages = (node.pages ?? []).map((page) => page.url);
    if (node.type === 'PagesRSSSitemap' || node.type === 'PagesAtomSitemap') feedPages.push(...pages);
    else sitemapPages.push(...pages);
    node.sub_sitemaps?.forEach(walk);
  };
  if (robots) walk(robots);
  return { sitemapPages, feedPages };
}
