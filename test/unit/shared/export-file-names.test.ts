import { afterEach, describe, expect, it } from 'vitest';
import { checkExportSettings } from '../../../shared/check-export-settings';
import { DEFAULT_EXPORT_SETTINGS } from '../../../shared/export-settings';
import { exportFileNameProblem, fileNamePatternProblem, sitemapFileName } from '../../../shared/export-file-names';
import { setActiveLocale } from '../../../shared/i18n/active-locale';
import { fileNameFaultText } from '../../../shared/problem-catalogue/settings-faults';
import { problemText } from '../../../shared/problems';

const settingsProblems = (change: Partial<typeof DEFAULT_EXPORT_SETTINGS>) =>
  checkExportSettings({ ...DEFAULT_EXPORT_SETTINGS, baseUrl: 'https://example.com/', outputFolder: '/out', ...change })
    .problems;

describe('a name the exporter may write', () => {
  it.each([
    'sitemap_index.xml',
    'sitemap-pages-1.xml.gz',
    'robots.txt',
    'console.xml',
    'com10.xml',
    'lpt.xml',
    'café-1.xml',
  ])('accepts %j', (name) => {
    expect(exportFileNameProblem(name)).toBeNull();
  });

  it.each([
    ['', 'is empty'],
    ['.', 'hidden'],
    ['..', 'hidden'],
    ['.env', 'hidden'],
    ['../src', 'folder'],
    ['x/../../y', 'folder'],
    ['a\\b.xml', 'folder'],
    ['index\u0001.xml', 'control character'],
    ['index\n.xml', 'control character'],
    ['index\u007f.xml', 'control character'],
    ['a<b>.xml', 'characters'],
    ['a:b.xml', 'characters'],
    ['CON', 'reserved on Windows'],
    ['aux.xml', 'reserved on Windows'],
    ['Com1.xml.gz', 'reserved on Windows'],
    ['lpt9', 'reserved on Windows'],
    ['nul .xml', 'reserved on Windows'],
    ['COM\u00b9.xml', 'reserved on Windows'],
    ['index.xml.', 'ends with a dot or a space'],
    ['index.xml ', 'ends with a dot or a space'],
    ['x'.repeat(256), 'longer than 255 bytes'],
  ])('refuses %j: %s', (name, why) => {
    const fault = exportFileNameProblem(name);
    expect(fault && fileNameFaultText(fault)).toContain(why);
  });
});

describe('export settings with hostile names', () => {
  it.each(['.', '..', 'index\u0000.xml', 'site\u001bmap.xml', 'CON', 'aux.xml', 'COM1', 'index.xml.', 'index.xml '])(
    'refuses the index name %j with a message that names it',
    (indexName) => {
      const problems = settingsProblems({ indexName });
      expect(problems.map((item) => item.code)).toEqual(['index-name-invalid']);
      expect(problems[0]!.message).toContain(JSON.stringify(indexName));
      expect(problems[0]!.place.field).toBe('settings');
    },
  );

  it.each(['robots.txt', 'Robots.TXT'])(
    'refuses the index name %j: it would replace the crawl rules of robots.txt, written by the export or not',
    (indexName) => {
      for (const writeRobotsTxt of [false, true]) {
        const problems = settingsProblems({ indexName, writeRobotsTxt });
        expect(problems.map((item) => item.code)).toEqual(['index-name-invalid']);
        expect(problems[0]!.message).toBe(
          `The index name ${JSON.stringify(indexName)} is the site's robots.txt, which holds its crawl rules: an index by that name would replace them.`,
        );
      }
    },
  );

  it.each(['site.sitemapstudio', 'Site.SitemapStudio'])(
    'refuses the index name %j: it could replace the project file exported from',
    (indexName) => {
      const problems = settingsProblems({ indexName });
      expect(problems.map((item) => item.code)).toEqual(['index-name-invalid']);
      expect(problems[0]!.message).toContain('ends in .sitemapstudio, as a project file does');
      expect(settingsProblems({ fileNamePattern: 's{n}.sitemapstudio' }).map((item) => item.code)).toEqual([
        'file-name-pattern-invalid',
      ]);
    },
  );

  it.each(['{table}-{n}.', 'aux.{n}.xml', 'sitemap-{n}.xml ', '.{n}.xml', 'a/{n}.xml', 'a\u0007{n}.xml'])(
    'refuses the file name pattern %j',
    (pattern) => {
      expect(fileNamePatternProblem(pattern)).not.toBeNull();
      expect(settingsProblems({ fileNamePattern: pattern }).map((item) => item.code)).toEqual([
        'file-name-pattern-invalid',
      ]);
    },
  );

  it('accepts the defaults', () => {
    expect(settingsProblems({})).toEqual([]);
  });
});

describe('a file name pattern and compression', () => {
  it('warns, naming each, of a pattern without .gz while the files are gzipped', () => {
    const problems = settingsProblems({
      fileNamePattern: 'sitemap-{n}.xml',
      tableFileNamePatterns: { a: 'posts-{n}.xml.GZ', b: 'pages-{n}.txt' },
    });
    expect(problems.map(({ severity, code, message }) => [severity, code, message])).toEqual([
      [
        'warning',
        'file-name-pattern-not-gz',
        'The files are compressed with gzip, but the file name pattern "sitemap-{n}.xml" does not end in .gz: a server would send them as plain XML or text, and a crawler would get gzip bytes it may not read. End it in .gz, or turn gzip off.',
      ],
      ['warning', 'file-name-pattern-not-gz', expect.stringContaining('"pages-{n}.txt"')],
    ]);
    expect(settingsProblems({ fileNamePattern: 'sitemap-{n}.xml', gzip: false })).toEqual([]);
  });

  it('warns that uncompressed files are named without the .gz of their pattern, naming each such pattern', () => {
    const problems = settingsProblems({
      gzip: false,
      fileNamePattern: 'sitemap-{n}.xml.gz',
      tableFileNamePatterns: { a: 'posts-{n}.xml.GZ', b: 'pages-{n}.txt' },
    });
    expect(problems.map(({ severity, code, message }) => [severity, code, message])).toEqual([
      [
        'warning',
        'file-name-pattern-gz-left-off',
        'Gzip is off, so the files are written uncompressed and named without the .gz of the file name pattern "sitemap-{n}.xml.gz". Turn gzip on to compress them.',
      ],
      ['warning', 'file-name-pattern-gz-left-off', expect.stringContaining('"posts-{n}.xml.GZ"')],
    ]);
    expect(sitemapFileName('posts-{n}.xml.GZ', 'a', 1, false)).toBe('posts-1.xml');
  });

  it('warns of an index named .gz, which is written as plain XML, gzip or not', () => {
    for (const gzip of [true, false]) {
      const problems = settingsProblems({
        indexName: 'sitemap_index.xml.GZ',
        gzip,
        fileNamePattern: gzip ? 'sitemap-{n}.xml.gz' : 'sitemap-{n}.xml',
      });
      expect(problems.map(({ severity, code, message }) => [severity, code, message])).toEqual([
        [
          'warning',
          'index-name-gz',
          'The index is written as plain XML, but its name "sitemap_index.xml.GZ" ends in .gz: a server would send it as gzip, and a crawler would try to unpack plain text. Name it without .gz.',
        ],
      ]);
    }
  });
});

describe('export settings in Dutch', () => {
  afterEach(() => setActiveLocale('en'));

  it('say what is wrong with a base URL, an index name and a pattern in Dutch words', () => {
    const problems = settingsProblems({
      baseUrl: 'ftp://example.com/',
      indexName: 'a/b.xml',
      fileNamePattern: 'aux.{n}.xml',
    });
    setActiveLocale('nl');
    expect(problems.map(problemText)).toEqual([
      'De basis-URL is niet bruikbaar: sitemaps worden gepubliceerd via http of https, niet via ftp:.',
      'Het bestandsnaampatroon "aux.{n}.xml" is niet bruikbaar: een naam die het maakt ("aux.1.xml") is op Windows gereserveerd voor een apparaat.',
      'De indexnaam "a/b.xml" bevat een mapscheidingsteken: bestanden komen direct in de exportmap.',
    ]);
  });
});

// The probe: --robots-txt under https://example.com/a/ wrote a robots.txt for /a/robots.txt, read by no crawler.
describe('a robots.txt the export writes', () => {
  it('is a warning under a base URL in a folder, where no crawler reads one, and nothing at the root', () => {
    setActiveLocale('en');
    const inFolder = settingsProblems({ baseUrl: 'https://example.com/shop/', writeRobotsTxt: true });
    expect(inFolder.map((found) => [found.code, found.severity, problemText(found)])).toEqual([
      [
        'robots-txt-not-at-root',
        'warning',
        "The robots.txt written would be published at /shop/robots.txt, where no crawler reads one (only at the root of a host): add its Sitemap: line to the site's own robots.txt.",
      ],
    ]);
    expect(settingsProblems({ baseUrl: 'https://example.com/', writeRobotsTxt: true })).toEqual([]);
    expect(settingsProblems({ baseUrl: 'https://example.com/shop/', writeRobotsTxt: false })).toEqual([]);
  });
});
