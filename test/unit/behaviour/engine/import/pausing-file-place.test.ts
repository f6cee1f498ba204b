import { describe, expect, it } from 'vitest';
import { READ_AHEAD } from '../../../../../electron/engine/import/import-sources';
import type { Handler } from '../../../../support/http-server';
import { importAll } from '../../../../support/import-helpers';
import { serveForTest } from '../../../../support/serve-for-test';
import { numberedUrlset, sitemapIndex } from '../../../../support/sitemap-xml';
import { whole } from '../../../../support/zoo/hostile-handlers';

/** 100, 200, 400, 800 ms: a file refused for good is read six times, 2.3 s of its host's pauses. */
const backoff = { retryDelayMs: 100, retryWaitCapMs: 800 };

describe("a file waiting out its host's pauses", () => {
  it.each([
    [1, 'listed in an index', false],
    [2, 'listed in an index', false],
    [1, 'named', true],
    [2, 'named', true],
  ])(
    "(%i of them, %s, first) holds no place among the files read ahead: another host's files are read meanwhile",
    async (refusedFiles, _how, named) => {
      // Every request of both hosts, in the order they came (the index not counted).
      const asked: Array<{ host: 'refusing' | 'serving'; path: string }> = [];
      const refused: Handler = (request, response) => {
        asked.push({ host: 'refusing', path: request.url! });
        response.writeHead(503).end('unavailable');
      };
      const refusedPaths = Array.from({ length: refusedFiles }, (_, at) => `/rebuilt-${at + 1}.xml`);
      const refusing = await serveForTest(Object.fromEntries(refusedPaths.map((path) => [path, refused])));
      // As many as the places read ahead, and the one taken in: all but that one wait for a place without the fix.
      const servedPaths = Array.from({ length: READ_AHEAD + 1 }, (_, at) => `/pages-${at + 1}.xml`);
      const sitemap = whole(numberedUrlset(2));
      const served: Handler = (request, response) => {
        asked.push({ host: 'serving', path: request.url! });
        sitemap(request, response);
      };
      const serving = await serveForTest({ ...Object.fromEntries(servedPaths.map((path) => [path, served])) });
      const listed = [
        ...refusedPaths.map((path) => `${refusing.origin}${path}`),
        ...servedPaths.map((path) => `${serving.origin}${path}`),
      ];
      const index = await serveForTest({ '/index.xml': whole(sitemapIndex(...listed)) });

      // Listed in an index, or named one by one (as "Retry failed files" names them).
      const sources = named ? listed : [`${index.origin}/index.xml`];
      const result = await importAll(sources, { ...backoff, connectionsPerHost: 4 });

      // Each refused file was read until it failed at the cap (one alone six times); the served files were
      // all asked before the last of those reads.
      const lastRefusal = asked.findLastIndex((item) => item.host === 'refusing');
      if (refusedFiles === 1) expect(asked.filter((item) => item.host === 'refusing')).toHaveLength(6);
      expect(
        asked
          .slice(lastRefusal)
          .filter((item) => item.host === 'serving')
          .map((item) => item.path),
        'asked after the pauses',
      ).toEqual([]);
      expect(asked.filter((item) => item.host === 'serving')).toHaveLength(servedPaths.length);
      // Taken in the order listed all the same.
      expect(result.files.map((file) => file.summary.location)).toEqual([
        ...(named ? [] : [`${index.origin}/index.xml`]),
        ...servedPaths.map((path) => `${serving.origin}${path}`),
      ]);
      const failed = result.problems.filter((item) => item.severity === 'error');
      expect(failed.map((item) => [item.code, item.place.file])).toEqual(
        refusedPaths.map((path) => ['http-status', `${refusing.origin}${path}`]),
      );
    },
  );
});
