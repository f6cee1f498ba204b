import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createHandlers } from '../../../../../electron/main/handlers/create-handlers';
import { openProjectFile } from '../../../../../electron/engine/project/project-file';
import { readRecoveryFile } from '../../../../../electron/engine/project/recovery-file';
import { DEFAULT_EXPORT_SETTINGS } from '../../../../../shared/export-settings';
import type { ProjectData } from '../../../../../shared/project-file';
import { encodeProjectJson, recoveryMember } from '../../../../../shared/project-json';
import { emptyRow, type UrlRow } from '../../../../../shared/url-table';
import { fullRow, fullVideo } from '../../../../support/full-row';
import { quietHandlerDeps } from '../../../../support/handler-deps';
import { useTempDir } from '../../../../support/use-temp-dir';

/** A row with every member filled, lists included, so every field of every extension has a place to break. */
function everyFieldRow(): UrlRow {
  const row = fullRow(1);
  row.extra = ['<x:y xmlns:x="urn:x">kept</x:y>'];
  row.images[0]!.extra = ['<image:new xmlns:image="http://www.google.com/schemas/sitemap-image/1.1"/>'];
  row.news!.access = 'Subscription';
  row.news!.extra = ['<news:new xmlns:news="http://www.google.com/schemas/sitemap-news/0.9"/>'];
  row.videos = [
    {
      ...fullVideo(1),
      tvshow: {
        show_title: 'Grill',
        video_type: 'full',
        episode_title: 'Steak',
        season_number: '1',
        episode_number: '2',
        premier_date: '2026-01-01',
      },
      id: [{ value: 'tms:1', attributes: { type: 'tms:series' } }],
      extra: ['<video:new xmlns:video="http://www.google.com/schemas/sitemap-video/1.1"/>'],
    },
  ];
  return row;
}

const complete = (): ProjectData => ({
  name: 'shop',
  robotsTxt: 'User-agent: *\n',
  siteChecks: [],
  exportSettings: {
    ...DEFAULT_EXPORT_SETTINGS,
    baseUrl: 'https://example.com/',
    outputFolder: '/srv/www',
    tableFileNamePatterns: { t1: 'news-{n}.xml' },
    xslHref: '/sitemap.xsl',
  },
  tables: [
    {
      id: 't1',
      name: 'articles',
      source: { location: '/sites/sitemap.xml', name: 'sitemap.xml', kind: 'urlset', gzip: false, bytes: 1234 },
      rows: [emptyRow('https://example.com/'), everyFieldRow()],
    },
  ],
});

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Every value in a JSON document with its path as the error names it (`tables[0].rows[1].images`). */
function* everyValue(value: Json, path = ''): Generator<{ path: string; value: Json }> {
  if (path !== '') yield { path, value };
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) yield* everyValue(item, `${path}[${index}]`);
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const segment = /^[A-Za-z_$][\w$]*$/.test(key) ? `.${key}` : `[${JSON.stringify(key)}]`;
      yield* everyValue(item, path === '' ? key : `${path}${segment}`);
    }
  }
}

/** A value of some other JSON type than the one given. */
function wrongTypeFor(value: Json): Json {
  if (Array.isArray(value)) return {};
  if (typeof value === 'string') return 123;
  if (value === null) return true; // nothing that may be null may be true
  if (typeof value === 'object') return 'text';
  return typeof value === 'number' ? 'many' : 0; // a number gets text, a true or false gets a number
}

/** The document with the value at `path` replaced. */
function replaced(document: Json, path: string, value: Json): Json {
  const copy = structuredClone(document);
  const segments = [...path.matchAll(/([A-Za-z_$][\w$]*)|\[(\d+)\]|\["([^"]*)"\]/g)].map(
    ([, name, index, quoted]) => name ?? (index !== undefined ? Number(index) : quoted!),
  );
  let parent = copy as Record<string | number, Json>;
  for (const segment of segments.slice(0, -1)) parent = parent[segment] as Record<string | number, Json>;
  parent[segments.at(-1)!] = value;
  return copy;
}

describe('project files with wrongly typed members', () => {
  const temp = useTempDir();
  const write = (name: string, document: unknown): Promise<string> => temp.write(name, JSON.stringify(document));

  it('opens a complete project with every member filled exactly as it was saved', async () => {
    const path = await temp.write('complete.sitemapstudio', encodeProjectJson(complete()));
    expect(await openProjectFile(path)).toEqual(complete());
  });

  it.each([
    ['tables[0].rows[1].images', {}, 'expected a list, found an object'],
    ['tables[0].rows[1].changefreq', 123, 'expected text or null, found the number 123'],
    ['exportSettings.tableFileNamePatterns', null, 'expected an object, found null'],
    ['exportSettings.maxBytes', 1e308, 'expected a whole number from 1,024 to 52,428,800, found the number 1e+308'],
  ])('refuses %s by its path in the file, and the file stays as it was', async (path, value, says) => {
    const file = await write(
      'shop.sitemapstudio',
      replaced(JSON.parse(encodeProjectJson(complete())) as Json, path, value as Json),
    );
    const before = await readFile(file);
    await expect(openProjectFile(file)).rejects.toMatchObject({
      name: 'ProjectFileError',
      code: 'project-corrupt',
      message: `${file} is damaged at ${path}: ${says}.`,
    });
    expect((await readFile(file)).equals(before)).toBe(true);
  });

  it('refuses every member of a complete project given a value of another type, naming exactly its path', async () => {
    const document = JSON.parse(encodeProjectJson(complete())) as Json;
    const file = join(await temp.write('.keep', ''), '..', 'swept.sitemapstudio');
    const paths: string[] = [];
    for (const { path, value } of everyValue(document)) {
      if (path === 'format' || path === 'version') continue; // what makes it a project at all: checked first
      await temp.write('swept.sitemapstudio', JSON.stringify(replaced(document, path, wrongTypeFor(value))));
      const refusal = openProjectFile(file).then(
        () => `opened with ${path} = ${JSON.stringify(wrongTypeFor(value))}`,
        (error: Error) => error.message,
      );
      const prefix = `${file} is damaged at ${path}: expected `;
      expect((await refusal).slice(0, prefix.length)).toBe(prefix);
      paths.push(path);
    }
    // The sweep reached the deepest members of every extension.
    expect(paths).toEqual(
      expect.arrayContaining([
        'tables[0].rows[1].videos[0].tvshow.premier_date',
        'tables[0].rows[1].videos[0].price[0].attributes.resolution',
        'tables[0].rows[1].videos[0].id[0].value',
        'tables[0].rows[1].images[0].extra[0]',
        'tables[0].rows[1].news.stock_tickers',
        'tables[0].rows[1].alternates[2].href',
        'tables[0].source.bytes',
        'exportSettings.tableFileNamePatterns.t1',
        'exportSettings.writeRobotsTxt',
      ]),
    );
    expect(paths.length).toBeGreaterThan(100);
  });

  it('refuses values out of range and members that must be there', async () => {
    const document = JSON.parse(encodeProjectJson(complete())) as Json;
    const cases: [string, Json, string][] = [
      ['exportSettings.tableFileNamePatterns["a b"]', 5, 'expected text, found the number 5'],
      ['exportSettings.format', 'pdf', 'expected one of "xml", "text", found the text "pdf"'],
      ['exportSettings.maxBytes', 1023.5, 'expected a whole number from 1,024 to 52,428,800, found the number 1023.5'],
      ['tables[0].source.kind', 'zip', 'expected one of "project", '],
      [
        'tables[0].source.bytes',
        -1,
        'expected a whole number from 0 to 9,007,199,254,740,991 or null, found the number -1',
      ],
    ];
    for (const [path, value, says] of cases) {
      const file = await write('range.sitemapstudio', replaced(document, path, value));
      await expect(openProjectFile(file)).rejects.toThrow(`${file} is damaged at ${path}: ${says}`);
    }
    const noLoc = await write('noloc.sitemapstudio', {
      format: 'sitemap-studio-project',
      version: 1,
      name: 'x',
      tables: [{ id: 'a', name: 'a', rows: [{ lastmod: '2026' }] }],
    });
    await expect(openProjectFile(noLoc)).rejects.toThrow(
      `${noLoc} is damaged at tables[0].rows[0].loc: expected text, found nothing.`,
    );
  });

  it('reads members the encoder leaves out as empty, settings left out as their defaults, and keeps settings it does not know as they were', async () => {
    const file = await write('sparse.sitemapstudio', {
      format: 'sitemap-studio-project',
      version: 1,
      name: 'x',
      exportSettings: { baseUrl: 'https://example.com/', maxUrls: null, later: true },
      tables: [
        {
          id: 'a',
          name: 'a',
          rows: [{ loc: 'https://example.com/', images: [{ loc: 'https://example.com/i.png' }] }],
        },
      ],
    });
    const project = await openProjectFile(file);
    expect(project.exportSettings).toEqual({
      ...DEFAULT_EXPORT_SETTINGS,
      baseUrl: 'https://example.com/',
      maxUrls: NaN,
      later: true,
    });
    expect(project.robotsTxt).toBeNull();
    expect(project.tables[0]!.source).toBeNull();
    expect(project.tables[0]!.rows).toEqual([
      {
        ...emptyRow('https://example.com/'),
        images: [
          {
            loc: 'https://example.com/i.png',
            caption: null,
            geo_location: null,
            title: null,
            license: null,
            extra: [],
          },
        ],
      },
    ]);
  });

  it("refuses a member of a row, an entry or an element's attributes of no known name, naming its path: its value would be lost", async () => {
    const row = (extra: Record<string, unknown>, image: Record<string, unknown> = {}) => ({
      format: 'sitemap-studio-project',
      version: 1,
      name: 'x',
      tables: [
        {
          id: 'a',
          name: 'a',
          rows: [
            { loc: 'https://example.com/' },
            { loc: 'https://example.com/b', images: [{ loc: 'https://example.com/i.png', ...image }], ...extra },
          ],
        },
      ],
    });
    const refusal = async (document: unknown) =>
      openProjectFile(await write('misnamed.sitemapstudio', document)).then(
        () => 'opened',
        (error: Error) => error.message,
      );
    expect(await refusal(row({ lastmdo: '2026-01-01' }))).toContain(
      'tables[0].rows[1].lastmdo: expected no such member (is its name misspelt?), found the text "2026-01-01"',
    );
    expect(await refusal(row({}, { titel: 'Red' }))).toContain(
      'tables[0].rows[1].images[0].titel: expected no such member',
    );
    const player = { value: 'https://example.com/p', attributes: { autoplya: 'ap=1' } };
    const video = { title: 'V', player_loc: player };
    expect(await refusal(row({ videos: [video] }))).toContain(
      'tables[0].rows[1].videos[0].player_loc.attributes.autoplya: expected no such member',
    );
  });

  it('the app never receives a malformed project: opening through main refuses it, and a malformed recovery copy is not offered', async () => {
    const handlers = createHandlers(quietHandlerDeps());
    const bad = JSON.parse(encodeProjectJson(complete())) as Json;
    const path = await write('shop.sitemapstudio', replaced(bad, 'tables[0].rows[1].images', {}));
    await expect(handlers.openProject({ path })).rejects.toMatchObject({ code: 'project-corrupt' });
    const recovery = await temp.write(
      'recovery.sitemapstudio',
      encodeProjectJson(complete(), recoveryMember(null, '2026-11-20T09:15:00.000Z')).replace(
        '"changefreq":"weekly"',
        '"changefreq":7',
      ),
    );
    expect(await readRecoveryFile(recovery)).toBeNull();
  });
});
