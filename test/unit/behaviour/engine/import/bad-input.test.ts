import { execFileSync } from 'node:child_process';
import { symlinkSync, unlinkSync } from 'node:fs';
import { symlink } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { allLocs, codes, importAll, problemTuples } from '../../../../support/import-helpers';
import { useTempDir } from '../../../../support/use-temp-dir';
import { SITEMAP_NS, urlsetDocument } from '../../../../support/sitemap-xml';
import { MAX_XML_DEPTH } from '../../../../../electron/engine/import/parse-xml';
import { MOST_ATTRIBUTES } from '../../../../../electron/engine/import/namespace-scopes';
import { PROBLEMS_LISTED_PER_CODE } from '../../../../../shared/import-options';
import { countProblems } from '../../../../../shared/problems';
import { classifyPaths } from '../../../../../electron/engine/classify-paths';
import { join } from 'node:path';

const url = (loc: string): string => `<url><loc>${loc}</loc></url>\n`;

describe('bad input', () => {
  const dir = useTempDir();

  it('reports invalid UTF-8 at its line and column and keeps the rows before it', async () => {
    const before = Buffer.from(
      `<urlset xmlns="${SITEMAP_NS}">\n\n${url('https://example.com/a')}<url><loc>https://example.com/é`,
    );
    const after = Buffer.from('</loc></url></urlset>');
    const file = await dir.write('bad-utf8.xml', Buffer.concat([before, Buffer.from([0xff, 0x41]), after]));
    const result = await importAll([file]);
    expect(allLocs(result)).toEqual(['https://example.com/a']);
    expect(problemTuples(result)).toEqual([['error', 'invalid-utf8', 4, 32]]);
    expect(result.files[0]!.summary.partial).toBe(true);
    // The URLs after the bytes are lost: said, not left to be guessed from "not valid UTF-8".
    expect(result.problems[0]!.message).toContain('reading stopped there, so any URLs after them are missing');
  });

  it('finds a bad byte that sits in a later chunk than the start of its line', async () => {
    const rows = Array.from({ length: 20_000 }, (_, i) => url(`https://example.com/${i}`)).join('');
    const text = Buffer.from(urlsetDocument(rows));
    const cut = text.lastIndexOf('</urlset>');
    const file = await dir.write(
      'late.xml',
      Buffer.concat([text.subarray(0, cut), Buffer.from([0xc3, 0x28]), text.subarray(cut)]),
    );
    const result = await importAll([file]);
    expect(allLocs(result)).toHaveLength(20_000);
    expect(problemTuples(result)).toEqual([['error', 'invalid-utf8', 20_003, 1]]);
  });

  it('reads gzip by its magic bytes whatever the name, and a .gz that is plain text as plain', async () => {
    const xml = urlsetDocument(url('https://example.com/zipped'));
    const misnamed = await dir.write('sitemap.xml', gzipSync(xml));
    const dat = await dir.write('sitemap_2.dat', gzipSync(xml));
    const plain = await dir.write('plain.xml.gz', xml);
    const result = await importAll([misnamed, dat, plain]);
    expect(result.files.map((file) => [file.summary.name, file.summary.gzip, file.summary.urlCount])).toEqual([
      ['sitemap.xml', true, 1],
      ['sitemap_2.dat', true, 1],
      ['plain.xml.gz', false, 1],
    ]);
    expect(result.problems).toEqual([]);
    expect(result.files[0]!.summary.contentBytes).toBe(Buffer.byteLength(xml));
  });

  it('names a file compressed twice, named on its own, read by the import or found in a folder', async () => {
    const xml = urlsetDocument(url('https://example.com/a'));
    const twice = gzipSync(gzipSync(xml));
    const file = await dir.write('twice/sitemap.xml.gz', twice);
    const named = await classifyPaths([file]);
    expect(named.problems.map((item) => [item.code, item.message])).toEqual([
      [
        'source-unrecognised',
        `sitemap.xml.gz is compressed twice (a gzip inside a gzip); crawlers decompress a sitemap once. Decompress it once and import it again.`,
      ],
    ]);
    const read = await importAll([file]);
    expect(read.problems.map((item) => [item.code, item.place.file, item.message])).toEqual([
      ['source-unrecognised', file, expect.stringContaining('This file is compressed twice')],
    ]);
    // In a folder it is read (its name means a sitemap), not skipped as no sitemap.
    const folder = await importAll([join(dir.path(), 'twice')]);
    expect(folder.problems.map((item) => [item.code, item.place.file])).toEqual([['source-unrecognised', file]]);
    // Compressed once, the same bytes read; and other gzip content not a sitemap is not called compressed twice.
    expect(allLocs(await importAll([await dir.write('once.xml.gz', gzipSync(xml))]))).toEqual([
      'https://example.com/a',
    ]);
    const zip = await importAll([await dir.write('notes.gz', gzipSync('PK\u0003\u0004 not a sitemap'))]);
    expect(zip.problems[0]!.message).toBe('This is not a sitemap, sitemap index, text sitemap or robots.txt.');
  });

  it('stops a gzip bomb at the decompressed-size cap without inflating it whole', async () => {
    // 64 MB of zeros compresses to about 64 KB; the cap is 1 MB.
    const start = Buffer.from(`<urlset xmlns="${SITEMAP_NS}"><url><loc>https://example.com/`);
    const bomb = gzipSync(Buffer.concat([start, Buffer.alloc(64 * 1024 * 1024, 0x61)]));
    const file = await dir.write('bomb.xml.gz', bomb);
    const rssBefore = process.memoryUsage().rss;
    const result = await importAll([file], { maxDecompressedBytes: 1024 * 1024 });
    expect(codes(result)).toEqual(['size-cap-exceeded']);
    const summary = result.files[0]!.summary;
    expect(summary.partial).toBe(true);
    expect(summary.contentBytes).toBeLessThan(2 * 1024 * 1024);
    // Its size is the file's, not the bytes read before the cap.
    expect(summary.bytes).toBe(bomb.length);
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(48 * 1024 * 1024);
  });

  it('keeps every row within the decompressed-size cap, gzipped or not, whatever size the chunks come in', async () => {
    const rows = Array.from({ length: 30_000 }, (_, i) => url(`https://example.com/${i}`)).join('');
    const document = Buffer.from(urlsetDocument(rows));
    // Not a multiple of any chunk size: gunzip's output chunks crossed it at a place that moved, and
    // the crossing chunk was dropped whole (up to 256 KiB of rows, a count that changed from run to run).
    const cap = 700_003;
    const within = document.subarray(0, cap).toString('latin1').split('</url>').length - 1;
    const plain = await dir.write('over.xml', document);
    const zipped = await dir.write('over.xml.gz', gzipSync(document));
    const result = await importAll([plain, zipped], { maxDecompressedBytes: cap });
    expect(codes(result)).toEqual(['size-cap-exceeded', 'size-cap-exceeded']);
    expect(result.files.map((file) => [file.rows.length, file.summary.contentBytes])).toEqual([
      [within, cap],
      [within, cap],
    ]);
  });

  it('reports broken and truncated gzip apart, keeping the rows read before the break', async () => {
    const rows = Array.from({ length: 5000 }, (_, i) => url(`https://example.com/${i}`)).join('');
    const whole = gzipSync(urlsetDocument(rows));
    const truncated = await dir.write('truncated.xml.gz', whole.subarray(0, Math.floor(whole.length * 0.8)));
    // Whole in length, but with bytes of its deflate data overwritten: broken, not cut off.
    const damaged = Buffer.from(whole).fill(0xff, 20, 60);
    const corrupt = await dir.write('corrupt.xml.gz', damaged);
    const result = await importAll([truncated, corrupt]);
    expect(codes(result)).toEqual(['gzip-truncated', 'gzip-corrupt']);
    const [{ received, inflated }] = result.problems[0]!.params as [{ received: number; inflated: number }];
    expect(received).toBe(Math.floor(whole.length * 0.8));
    expect(inflated).toBeGreaterThan(received);
    expect(result.files.map((file) => file.summary.readFailed)).toEqual([true, true]);
    expect(result.files[0]!.rows.length).toBeGreaterThan(1000);
    expect(result.files[0]!.rows.length).toBeLessThan(5000);
    expect(result.files.every((file) => file.summary.partial)).toBe(true);
  });

  it('says a gzip is damaged or cut when its inflated bytes first break the XML, keeping the rows before', async () => {
    // 100 URLs: the fault is met within the head the kind is sniffed from; 20,000: far past it.
    for (const count of [100, 20_000]) {
      const half = count / 2;
      const rows = Array.from({ length: count }, (_, i) => url(`https://example.com/${i}`)).join('');
      const document = Buffer.from(urlsetDocument(rows));
      const breakAt = (bytes: Buffer): number => bytes.indexOf(`<url><loc>https://example.com/${half}<`);
      // Stored blocks (level 0) hold the XML as it is: a byte changed there inflates, and only the CRC at the end tells.
      const stored = gzipSync(document, { level: 0 });
      const damagedBytes = Buffer.from(stored).fill('#', breakAt(stored), breakAt(stored) + 1);
      const damaged = await dir.write(`damaged-${count}.xml.gz`, damagedBytes);
      // The same with bytes after its gzip: no word that every URL of the gzip was read.
      const trailed = await dir.write(`trailed-${count}.xml.gz`, Buffer.concat([damagedBytes, Buffer.from('JUNK')]));
      // The XML broken halfway, its gzip cut in its trailer: the parse stops at the break, before the cut.
      const whole = gzipSync(Buffer.from(document).fill('#', breakAt(document), breakAt(document) + 1));
      const cut = await dir.write(`cut-${count}.xml.gz`, whole.subarray(0, whole.length - 4));
      for (const parseWorkers of [0, 1]) {
        const result = await importAll([damaged, trailed, cut], {}, { parseWorkers });
        // The XML's error alone before: the file's damage went unsaid (gzip -t: "crc error").
        expect(
          result.problems.filter((item) => item.severity === 'error').map((item) => [item.place.file, item.code]),
          `${count} URLs, ${parseWorkers} parse workers`,
        ).toEqual([
          [damaged, 'xml-malformed'],
          [damaged, 'gzip-corrupt'],
          [trailed, 'xml-malformed'],
          [trailed, 'gzip-corrupt'],
          [cut, 'xml-malformed'],
          [cut, 'gzip-truncated'],
        ]);
        expect(result.files.map((file) => file.summary.urlCount)).toEqual([half, half, half]);
        // A file read in part is as big as it is on disk, whatever the parse read of it.
        expect(result.files[0]!.summary.bytes).toBe(stored.length);
      }
    }
  });

  it('reads a gzip on past a fault of its XML only where the file was a sitemap', async () => {
    // A gzipped HTML page: refused at its doctype, not inflated to its end (up to the size cap) for nothing.
    const page = gzipSync(Buffer.concat([Buffer.from('<!DOCTYPE html><html>'), Buffer.alloc(8 * 1024 * 1024, 0x61)]));
    const html = await dir.write('page.xml.gz', page);
    const result = await importAll([html]);
    expect(codes(result)).toEqual(['doctype-refused']);
    expect(result.files[0]!.summary.contentBytes).toBeLessThan(1024 * 1024);
  });

  // The XML sweep: a `[` in the DOCTYPE's quoted SYSTEM id was taken for an internal subset, and every row lost.
  it.each([
    ['a [ in its quoted SYSTEM id', `<!DOCTYPE urlset SYSTEM "http://example.com/[a].dtd">`, ['doctype-ignored'], 1],
    ['a [ in its quoted PUBLIC id', `<!DOCTYPE urlset PUBLIC '-//X//[a]//EN' "u.dtd">`, ['doctype-ignored'], 1],
    ['an internal subset', `<!DOCTYPE urlset SYSTEM "u.dtd" [<!ENTITY a "b">]>`, ['doctype-refused'], 0],
  ])('reads a sitemap whose DOCTYPE has %s as it should', async (_case, doctype, expected, rows) => {
    const file = await dir.write(
      'doctype.xml',
      `<?xml version="1.0"?>\n${doctype}\n<urlset xmlns="${SITEMAP_NS}">${url('https://example.com/a')}</urlset>`,
    );
    const result = await importAll([file]);
    expect(codes(result)).toEqual(expected);
    expect(allLocs(result)).toHaveLength(rows);
  });

  it('reads every URL of gzip data followed by bytes that are not gzip, saying so; zero padding and further members silently', async () => {
    // Big enough that the gzip's end and the bytes after it arrive in one chunk of a read, after others.
    const document = Buffer.from(
      urlsetDocument(Array.from({ length: 20_000 }, (_, i) => url(`https://example.com/page/${i}`)).join('')),
    );
    const whole = gzipSync(document);
    const junk = await dir.write('junk.xml.gz', Buffer.concat([whole, Buffer.from('junk\n')]));
    const padded = await dir.write('padded.xml.gz', Buffer.concat([whole, Buffer.alloc(512)]));
    const half = Math.floor(document.length / 2);
    const members = Buffer.concat([gzipSync(document.subarray(0, half)), gzipSync(document.subarray(half))]);
    const twoMembers = await dir.write('members.xml.gz', members);
    const result = await importAll([junk, padded, twoMembers]);
    expect(result.files.map((file) => [file.summary.urlCount, file.summary.partial])).toEqual([
      [20_000, false],
      [20_000, false],
      [20_000, false],
    ]);
    expect(result.problems.map((item) => [item.severity, item.code, item.place.file])).toEqual([
      ['warning', 'gzip-trailing-bytes', junk],
    ]);
    expect(result.problems[0]!.message).toContain('5 bytes after it are not gzip');
  });

  it('refuses elements nested past MAX_XML_DEPTH where the first too deep opens, keeping the rows before it, on a parse worker too', async () => {
    // Every open element is held until it closes: a small file nesting millions deep took gigabytes.
    const line = '<url><loc>https://example.com/b</loc>';
    const nested = '<x>'.repeat(MAX_XML_DEPTH) + '</x>'.repeat(MAX_XML_DEPTH);
    const text = `<urlset xmlns="${SITEMAP_NS}">\n${url('https://example.com/a')}${line}${nested}</url></urlset>`;
    const file = await dir.write('deep.xml', text);
    // urlset and url are two deep: the element past the bound is the (MAX_XML_DEPTH - 1)th x.
    const column = line.length + (MAX_XML_DEPTH - 2) * '<x>'.length + 1;
    for (const controls of [{}, { parseWorkers: 1 }]) {
      const result = await importAll([file], {}, controls);
      // The outer x is an unknown element, kept (a note); the one too deep is the file's error.
      const errors = problemTuples(result).filter(([severity]) => severity === 'error');
      expect(errors).toEqual([['error', 'xml-malformed', 3, column]]);
      expect(result.problems.at(-1)!.message).toContain(`Elements nested more than ${MAX_XML_DEPTH} deep`);
      expect(result.files[0]!.summary.partial).toBe(true);
    }
    expect(allLocs(await importAll([file]))).toEqual(['https://example.com/a']);
  });

  it('refuses a start tag of more than MOST_ATTRIBUTES attributes where it opens, keeping the rows before it, in time linear in them', async () => {
    // Each attribute is held until its tag ends, and each was searched for among those before it:
    // 160,000 attributes (1.8 MB) took 58 s, 1M attributes never ended.
    const attributes = (count: number): string => Array.from({ length: count }, (_, i) => ` a${i}="1"`).join('');
    const many = `<urlset xmlns="${SITEMAP_NS}">\n${url('https://example.com/a')}  <url${attributes(1_000_000)}><loc>https://example.com/b</loc></url></urlset>`;
    const file = await dir.write('crowded.xml', many);
    for (const controls of [{}, { parseWorkers: 1 }]) {
      const result = await importAll([file], {}, controls);
      expect(problemTuples(result)).toEqual([['error', 'xml-malformed', 3, 3]]);
      expect(result.problems[0]!.message).toContain(
        `a start tag with more than ${MOST_ATTRIBUTES.toLocaleString('en')} attributes, far more than any sitemap element has`,
      );
      expect(result.files[0]!.summary.partial).toBe(true);
      expect(allLocs(result)).toEqual(['https://example.com/a']);
    }
    // As many as the bound are read: the url's attributes are not the protocol's (a warning), its loc kept.
    const most = await dir.write(
      'most.xml',
      `<urlset xmlns="${SITEMAP_NS}"><url${attributes(MOST_ATTRIBUTES)}><loc>https://example.com/b</loc></url></urlset>`,
    );
    const read = await importAll([most]);
    expect(allLocs(read)).toEqual(['https://example.com/b']);
    expect(codes(read)).toEqual(['attributes-not-kept']);
  });

  it.each([
    ['between rows', `<!FOO bar "baz">\n`, 3, 1],
    ['inside a loc', `<url><loc>https://example.com/b<!ELEMENT x ANY>c</loc></url>\n`, 3, 32],
    ['of 20 MB, gzipped', `<!X${'a'.repeat(20_000_000)}>\n`, 3, 1],
  ])(
    'refuses a markup declaration %s where it opens (XML allows one only inside a DOCTYPE), keeping the rows before it',
    async (_case, declaration, line, column) => {
      // sax read `<!X` and 20 MB after it for 14 minutes (it tests all it has read at each character), deaf to Ctrl-C.
      const text = `<urlset xmlns="${SITEMAP_NS}">\n${url('https://example.com/a')}${declaration}${url('https://example.com/z')}</urlset>`;
      const file = await dir.write('declaration.xml.gz', gzipSync(text));
      for (const controls of [{}, { parseWorkers: 1 }]) {
        const result = await importAll([file], {}, controls);
        expect(problemTuples(result)).toEqual([['error', 'xml-malformed', line, column]]);
        expect(result.problems[0]!.message).toContain('a markup declaration "<!');
        expect(result.problems[0]!.message).toContain('which XML allows only inside a DOCTYPE');
        expect(result.files[0]!.summary.partial).toBe(true);
        expect(allLocs(result)).toEqual(['https://example.com/a']);
      }
    },
  );

  // The XML sweep: each was "Unclosed root tag" at the end of the file, though the fault is where it opens.
  // Those that swallow what follows them are followed by more rows; a tag, by the end of the file (a cut one).
  it.each([
    ['a comment', '<!-- note', 3, 'a comment (<!--) opens here and is never closed (-->)'],
    ['a CDATA section', '<url><loc><![CDATA[https://example.com/b', 13, 'a CDATA section (<![CDATA[) opens here'],
    ['a processing instruction', '<?note here', 3, 'a processing instruction (<?) opens here'],
    [
      'an attribute value',
      '<url a="1><loc>https://example.com/b</loc>',
      3,
      'an attribute value in the tag that opens here',
    ],
    ['a tag', '<url><lo', 8, 'the tag that opens here is never closed (>)'],
    ['a close tag', '<url><loc>https://example.com/b</loc', 34, 'the close tag that opens here is never closed (>)'],
  ])(
    'says where %s left open at the end of the file opens, keeping the rows before it',
    async (kind, open, column, words) => {
      const rest = kind.includes('tag') ? '' : `\n${url('https://example.com/z')}</urlset>\n`;
      const text = `<urlset xmlns="${SITEMAP_NS}">\n${url('https://example.com/a')}  ${open}${rest}`;
      const result = await importAll([await dir.write('unclosed.xml', text)]);
      expect(problemTuples(result)).toEqual([['error', 'xml-malformed', 3, column]]);
      expect(result.problems[0]!.message).toContain(words);
      expect(result.files[0]!.summary.partial).toBe(true);
      expect(allLocs(result)).toEqual(['https://example.com/a']);
    },
  );

  it.each([
    ['a tag name', (long: string) => `<${long}/>`, 'a tag name longer than 65,536 characters'],
    ['an attribute name', (long: string) => `<x ${long}="1"/>`, 'an attribute name longer than 65,536 characters'],
    ['a processing instruction target', (long: string) => `<?${long} a?>`, 'a processing instruction target longer'],
    [
      'an entity',
      (long: string) => `<changefreq>&${long};</changefreq>`,
      'an entity or character reference longer than 65,536',
    ],
  ])("refuses %s past sax's buffer bound, in memory that does not grow with it", async (_case, markup, words) => {
    // Each grew a character at a time, ~40 bytes each, and was held whole: a 97 KB gzip of one took 3.5 GB.
    const long = `x${'a'.repeat(30_000_000)}`;
    const text = `<urlset xmlns="${SITEMAP_NS}">\n${url('https://example.com/a')}<url><loc>https://example.com/b</loc>${markup(long)}</url></urlset>`;
    const file = await dir.write('long-name.xml.gz', gzipSync(text));
    const before = process.memoryUsage().rss;
    const result = await importAll([file]);
    expect(result.problems.map((item) => [item.code, item.place.line])).toEqual([['xml-malformed', 3]]);
    expect(result.problems[0]!.message).toContain(words);
    expect(result.files[0]!.summary.partial).toBe(true);
    expect(allLocs(result)).toEqual(['https://example.com/a']);
    // 30M characters held as sax holds them would be over 1 GB.
    expect(process.memoryUsage().rss - before).toBeLessThan(400 * 1024 * 1024);
  });

  it.each([
    ['empty', `<urlset xmlns="${SITEMAP_NS}"/>`],
    ['holding a row', `<urlset xmlns="${SITEMAP_NS}"><url><loc>https://example.com/b</loc></url></urlset>`],
    ['holding an empty row', `<urlset xmlns="${SITEMAP_NS}"><url></url></urlset>`],
  ])(
    'refuses a second root element (%s) where it opens, as xmllint does, keeping the rows of the first',
    async (_case, second) => {
      // sax reads on after the root closed as if the second root were inside it: a self-closed one was
      // said nothing of, and its rows were taken as the first's.
      const first = `<urlset xmlns="${SITEMAP_NS}">\n${url('https://example.com/a')}</urlset>\n`;
      const file = await dir.write('two-roots.xml', `${first}  ${second}\n`);
      for (const controls of [{}, { parseWorkers: 1 }]) {
        const result = await importAll([file], {}, controls);
        expect(problemTuples(result).filter(([severity]) => severity === 'error')).toEqual([
          ['error', 'xml-malformed', 4, 3],
        ]);
        expect(result.problems.at(-1)!.message).toContain('a second root element <urlset> after the first one closed');
        expect(result.files[0]!.summary).toMatchObject({ urlCount: 1, partial: true });
        expect(allLocs(result)).toEqual(['https://example.com/a']);
      }
    },
  );

  it('counts every unknown element of a row on a parse worker, listing the first of them as the import lists any code', async () => {
    // Ten million in one row of 40 MB took gigabytes as notes on the worker, and again as its message.
    const many = PROBLEMS_LISTED_PER_CODE * 10;
    const text = `<urlset xmlns="${SITEMAP_NS}"><url><loc>https://example.com/a</loc>${'<x/>'.repeat(many)}</url></urlset>`;
    const file = await dir.write('many-unknown.xml', text);
    const onWorker = await importAll([file], {}, { parseWorkers: 1 });
    const inThread = await importAll([file]);
    for (const result of [onWorker, inThread]) {
      expect(countProblems(result.problems)).toEqual({ error: 0, warning: 0, info: many });
      expect(result.problems.filter((item) => item.unlisted === undefined)).toHaveLength(PROBLEMS_LISTED_PER_CODE);
    }
    expect(onWorker.problems.map((item) => item.message)).toEqual(inThread.problems.map((item) => item.message));
    // Asked for every one (the CLI's --all), the worker lists every one.
    const every = await importAll([file], { problemsListedPerCode: Infinity }, { parseWorkers: 1 });
    expect(every.problems).toHaveLength(many);
  });

  it('reports a file cut off in the middle as malformed, with the rows before it', async () => {
    const file = await dir.write(
      'cut.xml',
      urlsetDocument(url('https://example.com/1') + '<url><loc>https://example.com/2</loc>').replace('</urlset>\n', ''),
    );
    const result = await importAll([file]);
    expect(allLocs(result)).toEqual(['https://example.com/1']);
    expect(codes(result)).toEqual(['xml-malformed']);
    expect(result.problems[0]!.message).toContain('Unclosed');
  });

  it('refuses an unbound prefix and HTML entities, which are not XML', async () => {
    const unbound = await dir.write(
      'unbound.xml',
      urlsetDocument('<url><loc>https://example.com/1</loc><image:image/></url>\n'),
    );
    const nbsp = await dir.write('nbsp.xml', urlsetDocument(url('https://example.com/a&nbsp;b')));
    const result = await importAll([unbound, nbsp]);
    expect(problemTuples(result)).toEqual([
      ['error', 'xml-malformed', 3, 51],
      ['error', 'xml-malformed', 3, 32],
    ]);
  });

  it('names empty, unrecognised and project files instead of guessing', async () => {
    const empty = await dir.write('empty.xml', '');
    const readme = await dir.write('README.txt', 'Just some words.\n');
    const project = await dir.write('site.sitemapstudio', '{"format":"sitemap-studio-project","version":1}');
    // A gzipped project cut short is told as a project only: not read on to its end, where its cut lies.
    const whole = gzipSync(`{"format":"sitemap-studio-project","version":3}\n${'{"rows":[]}\n'.repeat(100_000)}`);
    const cut = await dir.write('cut.sitemapstudio', whole.subarray(0, whole.length >> 1));
    const result = await importAll([empty, readme, project, cut]);
    expect(codes(result)).toEqual(['source-empty', 'source-unrecognised', 'source-is-project', 'source-is-project']);
    // Each file listed as what it is: a project is known, though not imported (not "unrecognised").
    expect(result.files.map((file) => [file.summary.name, file.summary.kind, file.summary.urlCount])).toEqual([
      ['empty.xml', 'unknown', 0],
      ['README.txt', 'unknown', 0],
      ['site.sitemapstudio', 'project', 0],
      ['cut.sitemapstudio', 'project', 0],
    ]);
  });

  it('keeps a second loc, stray text and an element out of place visible as problems', async () => {
    const body = `<url><loc>https://example.com/1</loc><loc>https://example.com/dup</loc>stray</url>\n<note>hi</note>\n`;
    const result = await importAll([await dir.write('odd.xml', urlsetDocument(body))]);
    // The second loc is told once, as a second loc (not also as an element not edited).
    expect(codes(result)).toEqual(['duplicate-field', 'stray-text', 'unexpected-element']);
    expect(result.files[0]!.rows[0]!.extra).toEqual(['<loc>https://example.com/dup</loc>']);
  });

  // The CLI probe: said to be ignored, the element's text was read into the loc ("aINNERtail"), and exported.
  it('leaves out an element inside a field with its text, as it says, in a url entry as in an image', async () => {
    const body =
      '<url><loc>https://example.com/a<m:b xmlns:m="urn:m">INNER<![CDATA[cdata]]></m:b>/tail</loc>' +
      '<priority><m:x xmlns:m="urn:m">9</m:x>0.5</priority>' +
      '<image:image xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">' +
      '<image:loc>https://example.com/i<m:b xmlns:m="urn:m">X</m:b>.jpg</image:loc></image:image></url>\n';
    const result = await importAll([await dir.write('inside.xml', urlsetDocument(body))]);
    // Each where it is (the image's was told at the image's end, once the image closed).
    expect(problemTuples(result)).toEqual([
      ['warning', 'unexpected-element', 3, 32],
      ['warning', 'unexpected-element', 3, 102],
      ['warning', 'unexpected-element', 3, 251],
    ]);
    const [row] = result.files[0]!.rows;
    expect([row!.loc, row!.priority, row!.images[0]!.loc]).toEqual([
      'https://example.com/a/tail',
      '0.5',
      'https://example.com/i.jpg',
    ]);
  });

  // The CLI probe: '<url> is not a <url> entry', of a url in no namespace.
  it('says of an entry of the right name in another namespace which namespace it is in', async () => {
    const body =
      '<url><loc>https://example.com/a</loc></url>\n<url xmlns=""><loc>https://example.com/b</loc></url>\n' +
      '<u:url xmlns:u="urn:other"><u:loc>https://example.com/c</u:loc></u:url>\n';
    const result = await importAll([await dir.write('ns.xml', urlsetDocument(body))]);
    expect(result.problems.map((item) => item.message)).toEqual([
      "<url> is in no namespace, not the sitemap protocol's, so it is no <url> entry; it was ignored.",
      "<u:url> is in the namespace urn:other, not the sitemap protocol's, so it is no <url> entry; it was ignored.",
    ]);
    expect(allLocs(result)).toEqual(['https://example.com/a']);
    // Under a root in Google's old namespace, a url in the protocol's is not said to be out of it (the review).
    const old = `<?xml version="1.0"?>\n<urlset xmlns="http://www.google.com/schemas/sitemap/0.84">\n${body}</urlset>\n`;
    const underOld = await importAll([await dir.write('old-ns.xml', old)]);
    expect(underOld.problems.map((item) => item.message)).not.toContainEqual(expect.stringContaining('protocol'));
  });

  // The CLI probe: images in https://www.google.com/… were only a note that they were kept as written.
  it('warns of an extension in its namespace written with https or a slash, which search engines do not read', async () => {
    const body =
      '<url><loc>https://example.com/a</loc>' +
      '<image:image xmlns:image="https://www.google.com/schemas/sitemap-image/1.1">' +
      '<image:loc>https://example.com/i.jpg</image:loc></image:image></url>\n';
    const result = await importAll([await dir.write('image-ns.xml', urlsetDocument(body))]);
    expect(result.problems.map(({ severity, message }) => [severity, message])).toEqual([
      [
        'warning',
        '<image:image> is in https://www.google.com/schemas/sitemap-image/1.1: that is the namespace ' +
          'http://www.google.com/schemas/sitemap-image/1.1 written with https:// instead of http://. A namespace must ' +
          'match exactly, so search engines do not read it; it is kept as written. Write ' +
          'http://www.google.com/schemas/sitemap-image/1.1 in the file.',
      ],
    ]);
    const [row] = result.files[0]!.rows;
    expect([row!.images, row!.extra.length]).toEqual([[], 1]);
  });

  // The XML sweep: a URL written in the root, without its <url>, was dropped with nothing said.
  it.each([
    ['a urlset', (inner: string) => urlsetDocument(`${url('https://example.com/a')}${inner}`)],
    [
      'a sitemap index',
      (inner: string) =>
        `<sitemapindex xmlns="${SITEMAP_NS}"><sitemap><loc>https://example.com/s.xml</loc></sitemap>${inner}</sitemapindex>`,
    ],
  ])('tells of text in the root of %s, between its entries, as stray text', async (_case, document) => {
    const result = await importAll([await dir.write('root-text.xml', document('\n  https://example.com/lost\n'))]);
    // The index's child is not there to be read: that is told too, and not what this is about.
    const told = result.problems.filter((item) => item.code !== 'child-missing');
    expect(told.map((item) => [item.code, item.message])).toEqual([
      ['stray-text', 'Text "https://example.com/lost" outside any field was ignored.'],
    ]);
  });

  // The XML sweep: a field given twice in an image, a video or a news entry was kept as raw XML unsaid, and the
  // export then refused the row for a reason the import had never told.
  it("tells of a field given twice in an extension entry where a url's second loc is told, keeping both", async () => {
    const body =
      '<url><loc>https://example.com/a</loc>' +
      '<image:image xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">' +
      '<image:loc>https://example.com/1.jpg</image:loc><image:loc>https://example.com/2.jpg</image:loc></image:image>' +
      '<news:news xmlns:news="http://www.google.com/schemas/sitemap-news/0.9"><news:publication>' +
      '<news:name>N</news:name><news:name>M</news:name><news:language>en</news:language></news:publication>' +
      '<news:publication_date>2024-01-01</news:publication_date><news:title>T</news:title></news:news>' +
      '</url>\n';
    const result = await importAll([await dir.write('twice.xml', urlsetDocument(body))]);
    expect(result.problems.map((item) => [item.code, item.message])).toEqual([
      ['duplicate-field', 'A second <image:loc> in one entry is kept as raw XML.'],
      ['duplicate-field', 'A second <news:publication/news:name> in one entry is kept as raw XML.'],
    ]);
    const [row] = result.files[0]!.rows;
    expect([row!.images[0]!.loc, row!.images[0]!.extra, row!.news!.publication_name]).toEqual([
      'https://example.com/1.jpg',
      ['<loc xmlns="http://www.google.com/schemas/sitemap-image/1.1">https://example.com/2.jpg</loc>'],
      'N',
    ]);
  });

  // The CLI probe: text beside an image's fields or inside an xhtml:link was dropped with nothing said.
  it('tells of text between the fields of an extension, or inside an xhtml:link, as stray text', async () => {
    const body =
      '<url><loc>https://example.com/a</loc>' +
      '<image:image xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">junk text' +
      '<image:loc>https://example.com/i.jpg</image:loc>\n  </image:image>' +
      '<news:news xmlns:news="http://www.google.com/schemas/sitemap-news/0.9"><news:publication>pub text' +
      '<news:name>N</news:name><news:language>en</news:language></news:publication>' +
      '<news:publication_date>2024-01-01</news:publication_date><news:title>T</news:title></news:news>' +
      '<xhtml:link xmlns:xhtml="http://www.w3.org/1999/xhtml" rel="alternate" hreflang="en" href="https://example.com/a">link text</xhtml:link>' +
      '</url>\n';
    const result = await importAll([await dir.write('stray.xml', urlsetDocument(body))]);
    expect(result.problems.map((item) => [item.code, item.message])).toEqual([
      ['stray-text', 'Text "junk text" outside any field was ignored.'],
      ['stray-text', 'Text "pub text" outside any field was ignored.'],
      ['stray-text', 'Text "link text" outside any field was ignored.'],
    ]);
    const [row] = result.files[0]!.rows;
    expect([row!.images[0]!.loc, row!.news!.title, row!.alternates[0]!.href]).toEqual([
      'https://example.com/i.jpg',
      'T',
      'https://example.com/a',
    ]);
  });

  it('reads an empty lastmod, changefreq or priority as no value, with a warning at its end tag', async () => {
    const body =
      '<url><loc>https://example.com/1</loc><lastmod></lastmod><changefreq/><priority> </priority></url>\n' +
      '<url><loc>https://example.com/2</loc><lastmod>\n</lastmod><lastmod>2024-05-01</lastmod></url>\n';
    const result = await importAll([await dir.write('empty-fields.xml', urlsetDocument(body))]);
    expect(problemTuples(result)).toEqual([
      ['warning', 'empty-field', 3, 47],
      ['warning', 'empty-field', 3, 57],
      ['warning', 'empty-field', 3, 81],
      ['warning', 'empty-field', 5, 1],
    ]);
    const [first, second] = result.files[0]!.rows;
    expect([first!.lastmod, first!.changefreq, first!.priority]).toEqual([null, null, null]);
    // An empty element takes no place: the lastmod after it is the entry's own, not a second one.
    expect([second!.lastmod, second!.extra]).toEqual(['2024-05-01', []]);
  });

  it('reads a file declaring an encoding no decoder knows as UTF-8 with a warning', async () => {
    const file = await dir.write('odd.xml', urlsetDocument(url('https://example.com/')).replace('UTF-8', 'x-no-such'));
    const result = await importAll([file]);
    expect(codes(result)).toEqual(['encoding-not-utf8']);
    expect(result.problems[0]!.message).toBe('The file declares x-no-such; it was read as UTF-8.');
    expect(allLocs(result)).toEqual(['https://example.com/']);
  });

  // The local probe: ISO-8859-1, windows-1252 and Shift_JIS files lost every URL from the first byte
  // past ASCII (invalid-utf8), which xmllint and Python read.
  it.each([
    // [encoding, the loc's and the title's bytes (one character a byte), what they read as, the decoder's name]
    ['ISO-8859-1', '/caf\xe9', 'Caf\xe9 \xe0 la carte', '/caf\u00e9', 'Caf\u00e9 \u00e0 la carte', 'windows-1252'],
    ['windows-1252', '/euro', 'Price \x805', '/euro', 'Price \u20ac5', 'windows-1252'],
    ['Shift_JIS', '/jp', '\x93\xfa\x96\x7b\x8c\xea', '/jp', '\u65e5\u672c\u8a9e', 'Shift_JIS'],
  ])(
    'reads a file in the %s it declares, every URL and field, with a warning',
    async (encoding, path, bytes, read, title, readIn) => {
      const xml =
        `<?xml version="1.0" encoding="${encoding}"?>\n` +
        `<urlset xmlns="${SITEMAP_NS}" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">` +
        `<url><loc>https://example.com${path}</loc><image:image><image:loc>https://example.com/a.png</image:loc>` +
        `<image:title>${bytes}</image:title></image:image></url><url><loc>https://example.com/after</loc></url></urlset>`;
      const file = await dir.write(`declared-${encoding}.xml`, Buffer.from(xml, 'latin1'));
      const result = await importAll([file]);
      expect(codes(result)).toContain('encoding-not-utf8');
      expect(result.problems[0]!.message).toMatch(
        new RegExp(`^The file (is in|declares) ${encoding}, not (in )?UTF-8 .*read in ${readIn}, `, 'i'),
      );
      expect(allLocs(result)).toEqual([`https://example.com${read}`, 'https://example.com/after']);
      expect(result.files[0]!.rows[0]!.images[0]!.title).toBe(title);
    },
  );

  // The review: a generator's ISO-8859-1 declaration on a file it writes in UTF-8 read /café as /cafÃ©, and a
  // byte order mark before such a declaration lost every row.
  it('reads a file in UTF-8 whose declaration names another encoding as UTF-8, as a byte order mark says too', async () => {
    const body = urlsetDocument(url('https://example.com/caf\u00e9')).replace('UTF-8', 'ISO-8859-1');
    for (const [name, bytes] of [
      ['utf8-declared-latin1.xml', Buffer.from(body)],
      ['bom-declared-latin1.xml', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(body)])],
    ] as const) {
      const result = await importAll([await dir.write(name, bytes)]);
      expect(allLocs(result)).toEqual(['https://example.com/caf\u00e9']);
      expect(result.problems.find((item) => item.code === 'encoding-not-utf8')?.message).toBe(
        'The file declares ISO-8859-1; it was read as UTF-8.',
      );
    }
  });

  // The XML sweep: a file declaring ISO-8859-1 whose first bytes past ASCII were UTF-8 (a first part
  // pasted in UTF-8) lost every row after its first Latin-1 byte, past the first chunk read.
  it('reads a file declaring ISO-8859-1 as UTF-8 up to a byte that is not, then in ISO-8859-1, every row kept, and says where it turned', async () => {
    const first = Array.from({ length: 6000 }, (_, i) => url(`https://example.com/caf\u00e9-${i}`)).join('\n');
    const xml = urlsetDocument(
      `${first}\n${url('https://example.com/\u00e0-la-carte')}\n${url('https://example.com/end')}`,
    );
    const [head, tail] = xml.split('\n<url><loc>https://example.com/\u00e0');
    const bytes = Buffer.concat([
      Buffer.from(head!.replace('UTF-8', 'ISO-8859-1'), 'utf8'),
      Buffer.from(`\n<url><loc>https://example.com/\u00e0${tail}`, 'latin1'),
    ]);
    expect(bytes.length).toBeGreaterThan(256 * 1024);
    const result = await importAll([await dir.write('utf8-then-latin1.xml', bytes)]);
    const locs = allLocs(result);
    expect(locs).toHaveLength(6002);
    expect(locs.slice(-3)).toEqual([
      'https://example.com/caf\u00e9-5999',
      'https://example.com/\u00e0-la-carte',
      'https://example.com/end',
    ]);
    expect(codes(result)).toEqual(['encoding-not-utf8']);
    const line = head!.split('\n').length + 1;
    expect(result.problems[0]!.message).toBe(
      `The file declares ISO-8859-1, but its first characters past ASCII are UTF-8: it was read as UTF-8 up to line ${line}, ` +
        'column 31, where a byte is not, and in windows-1252 from there. A file of both reads wrong in one part: ' +
        'check the characters on either side (an export writes them in UTF-8).',
    );
  });

  // The XML sweep: a file declaring US-ASCII with bytes past it was read in windows-1252, as browsers
  // read it, while the warning said it was read in US-ASCII; an encoding read by its own name says so.
  it('names the encoding a file was read in where it is not the one declared, and the one declared where it is', async () => {
    const latin1 = (encoding: string): Buffer =>
      Buffer.from(urlsetDocument(url('https://example.com/caf\u00e9-\u20ac')).replace('UTF-8', encoding), 'latin1');
    const bytes = (encoding: string): Buffer => {
      const text = latin1(encoding);
      text[text.indexOf(0xac)] = 0x80; // the euro sign's byte in windows-1252 (0x80), a C1 control in Latin-1
      return text;
    };
    const read = async (encoding: string): Promise<{ locs: string[]; message: string | undefined }> => {
      const result = await importAll([await dir.write(`declared-${encoding}.xml`, bytes(encoding))]);
      return { locs: allLocs(result), message: result.problems.find((p) => p.code === 'encoding-not-utf8')?.message };
    };
    const cafe = 'https://example.com/caf\u00e9-\u20ac';
    expect(await read('US-ASCII')).toEqual({
      locs: [cafe],
      message:
        'The file declares US-ASCII, not UTF-8 as a sitemap must be (search engines read no other); it was read in ' +
        'windows-1252, as browsers read US-ASCII, and an export writes it in UTF-8.',
    });
    expect((await read('ISO-8859-1')).message).toContain('it was read in windows-1252, as browsers read ISO-8859-1,');
    expect((await read('windows-1252')).message).toBe(
      'The file is in windows-1252, not in UTF-8 as a sitemap must be (search engines read no other); it was read ' +
        'in windows-1252, and an export writes it in UTF-8.',
    );
    const latin9 = await read('ISO-8859-15');
    expect(latin9.message).toContain('it was read in ISO-8859-15, and');
    expect(latin9.locs).toEqual(['https://example.com/caf\u00e9-\u0080']);
  });

  // The local probe: a loc of 66 MB lost the whole file, said as "longer than a column's chunk".
  it('leaves out an entry whose field runs past 2 MiB of text, naming it, and reads the rest of the file', async () => {
    const long = `https://example.com/${'x'.repeat(3 * 1024 * 1024)}`;
    const xml = urlsetDocument(url('https://example.com/a') + url(long) + url('https://example.com/c'));
    const result = await importAll([await dir.write('long-loc.xml', xml)]);
    expect(allLocs(result)).toEqual(['https://example.com/a', 'https://example.com/c']);
    const problem = result.problems.find((item) => item.code === 'value-too-long');
    expect(problem?.severity).toBe('error');
    expect(problem?.message).toBe(
      `This <loc> is ${long.length.toLocaleString('en-US')} characters long; no sitemap value is longer than 2,097,152, so its entry was left out and the file read on.`,
    );
    expect(result.files[0]!.summary.partial).toBe(false);
  });

  it('matches the root by namespace: an old sitemap namespace is read with a warning, a foreign one refused', async () => {
    const old = await dir.write(
      'old.xml',
      urlsetDocument(url('https://example.com/old')).replace(SITEMAP_NS, 'http://www.google.com/schemas/sitemap/0.84'),
    );
    const foreign = await dir.write(
      'foreign.xml',
      urlsetDocument(url('https://example.com/x')).replace(SITEMAP_NS, 'http://www.w3.org/1999/xhtml'),
    );
    const prefixed = await dir.write(
      'prefixed.xml',
      `<s:urlset xmlns:s="${SITEMAP_NS}"><s:url><s:loc>https://example.com/p</s:loc></s:url></s:urlset>`,
    );
    const result = await importAll([old, foreign, prefixed]);
    expect(problemTuples(result)).toEqual([
      ['warning', 'sitemap-namespace-old', 2, 1],
      ['error', 'root-not-sitemap', 2, 1],
    ]);
    expect(allLocs(result)).toEqual(['https://example.com/old', 'https://example.com/p']);
  });

  it('reports a missing source', async () => {
    const result = await importAll(['/no/such/sitemap.xml']);
    expect(codes(result)).toEqual(['source-not-found']);
    expect(result.files).toEqual([]);
  });

  it('says a named path that loops through symbolic links is unreadable, not missing', async () => {
    const loop = `${dir.path()}/loop`;
    await symlink('loop', loop);
    const result = await importAll([loop, `${loop}/sitemap.xml`]);
    expect(result.problems.map((item) => [item.code, item.place.file])).toEqual([
      ['source-unreadable', loop],
      ['source-unreadable', `${loop}/sitemap.xml`],
    ]);
    expect(result.problems[0]!.message).toMatch(/ELOOP/);
  });

  it('refuses a named pipe and a device as no regular file, without waiting on them', async () => {
    const fifo = `${dir.path()}/pipe.xml`;
    execFileSync('mkfifo', [fifo]);
    const result = await importAll([fifo, '/dev/zero']);
    expect(result.problems.map((item) => [item.code, item.place.file])).toEqual([
      ['source-not-a-file', fifo],
      ['source-not-a-file', '/dev/zero'],
    ]);
    expect(result.files).toEqual([]);
  });
  // The local probe: a folder's file swapped for a link out of the folder after the folder was listed
  // was read, in 42 of 60 tries: the listing's check of links was done on the path, the read followed it.
  it('reads no file of a folder through a link put in its place after the folder was listed', async () => {
    const secret = await dir.write('outside/secret.xml', urlsetDocument(url('https://example.com/secret')));
    await dir.write('site/a.xml', urlsetDocument(url('https://example.com/a')));
    const listedFile = `${dir.path()}/site/a.xml`;
    let swapped = false;
    const result = await importAll(
      [`${dir.path()}/site`],
      {},
      {
        // The read of a.xml begins (named, not yet opened): another program puts a link in its place.
        onProgress: ({ current }) => {
          if (current !== listedFile || swapped) return;
          swapped = true;
          unlinkSync(listedFile);
          symlinkSync(secret, listedFile);
        },
      },
    );
    expect(swapped).toBe(true);
    expect(allLocs(result)).toEqual([]);
    expect(result.problems.map((item) => [item.code, item.place.file])).toEqual([['source-unreadable', listedFile]]);
    expect(result.problems[0]!.message).toMatch(/ELOOP/);
  });
});
