import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  openProjectFile,
  ProjectFileError,
  readProject,
  saveProjectFile,
  saveProjectStream,
} from '../../../../../electron/engine/project/project-file';
import { problemFromProjectError } from '../../../../../electron/engine/project/project-open-problem';
import { readRecoveryFile, saveRecoveryFile } from '../../../../../electron/engine/project/recovery-file';
import { UrlColumns } from '../../../../../shared/columnar/url-columns';
import { DEFAULT_EXPORT_SETTINGS } from '../../../../../shared/export-settings';
import { setActiveLocale } from '../../../../../shared/i18n/active-locale';
import {
  headerOf,
  PROJECT_FORMAT_VERSION,
  PROJECT_VERSION_WITHOUT_HISTORY,
  type ProjectData,
} from '../../../../../shared/project-file';
import { problemText } from '../../../../../shared/problems';
import { PROJECT_FORMAT_ID } from '../../../../../shared/protocol';
import { checkFindings } from '../../../../../shared/site-check/check-findings';
import type { PageCheck } from '../../../../../shared/site-check/page-check';
import { emptyRow } from '../../../../../shared/url-table';
import { fullRow } from '../../../../support/full-row';
import { pageCheck, pageChecks } from '../../../../support/page-checks';
import { gzipLines, projectLinesOf } from '../../../../support/project-lines';
import { useTempDir } from '../../../../support/use-temp-dir';
import { escapeRegExp } from '../../../../../shared/escape-regexp';

const projectWith = (siteChecks: PageCheck[], rows = 3): ProjectData => ({
  name: 'Shop',
  robotsTxt: 'User-agent: *\nDisallow: /cart\n',
  exportSettings: { ...DEFAULT_EXPORT_SETTINGS, baseUrl: 'https://example.com/' },
  tables: [
    { id: 't0', name: 'pages', source: null, rows: Array.from({ length: rows }, (_, i) => fullRow(i)) },
    { id: 't1', name: 'empty', source: null, rows: [] },
  ],
  siteChecks,
});

describe('site-check results in project files', () => {
  const temp = useTempDir();

  it('keeps 200,000 results with every field and the time of each check, after the rows (as columns: version 5)', async () => {
    const project = projectWith(pageChecks(200_000), 4500);
    const path = join(temp.path(), 'checked.sitemapstudio');
    // As main saves what the renderer uploaded: rows as columns, results as they came.
    await saveProjectStream(path, headerOf(project), {
      tables: project.tables.map((table) => UrlColumns.fromRows(table.rows)),
      siteChecks: project.siteChecks,
    });
    const opened = await openProjectFile(path);
    expect(opened.siteChecks.length).toBe(200_000);
    expect(opened).toEqual(project);
    expect(opened.siteChecks.map((check) => check.checkedAt)).toEqual(project.siteChecks.map((c) => c.checkedAt));

    const lines = await projectLinesOf(path);
    const header = JSON.parse(lines[0]!) as Record<string, unknown>;
    // Rows held as columns are written as column members (version 5); the results stay lines of JSON.
    expect([header['version'], header['siteChecks']]).toEqual([PROJECT_FORMAT_VERSION, 200_000]);
    // A hundred records of results after the rows, each from where the last ended.
    // (the first follows the last column member's bytes, which end in no newline)
    const checkRecords = lines
      .filter((line) => line.includes('{"from"'))
      .map((line) => JSON.parse(line.slice(line.indexOf('{"from"'))) as Record<string, unknown>);
    expect(checkRecords.length).toBe(100);
    expect(checkRecords.map((record) => record['from'])).toEqual(checkRecords.map((_, i) => i * 2000));
    // 29 s wall with the machine's two cores under a load of 13: half the 60 s it had.
  }, 120_000);

  it('leaves empty members out of the file and gives them back', async () => {
    const path = await temp.path();
    const file = join(path, 'compact.sitemapstudio');
    await saveProjectFile(file, projectWith([pageCheck(1), pageCheck(2)], 0));
    const record = JSON.parse((await projectLinesOf(file))[1]!) as { checks: Record<string, unknown>[] };
    expect(Object.keys(record.checks[0]!)).toEqual([
      'url',
      'checkedAt',
      'status',
      'hops',
      'finalUrl',
      'contentType',
      'timeMs',
    ]);
    expect((await openProjectFile(file)).siteChecks).toEqual([pageCheck(1), pageCheck(2)]);
  });

  it('writes a project without results as version 2, as before them, which opens with none', async () => {
    const path = join(temp.path(), 'plain.sitemapstudio');
    await saveProjectFile(path, projectWith([]));
    const [head, ...records] = await projectLinesOf(path);
    const header = JSON.parse(head!) as Record<string, unknown>;
    expect(header['version']).toBe(2);
    expect('siteChecks' in header).toBe(false);
    expect(records.length).toBe(1);
    expect((await openProjectFile(path)).siteChecks).toEqual([]);

    // A version-2 file as the release before results wrote it, made by hand: it opens, with no results.
    const handMade = await temp.write(
      'v2.sitemapstudio',
      gzipLines([
        JSON.stringify({
          format: PROJECT_FORMAT_ID,
          version: 2,
          name: 'Old',
          robotsTxt: null,
          exportSettings: DEFAULT_EXPORT_SETTINGS,
          tables: [{ id: 'a', name: 'pages', source: null, rows: 1 }],
        }),
        JSON.stringify({ table: 0, from: 0, rows: [{ loc: 'https://example.com/' }] }),
      ]),
    );
    expect(await openProjectFile(handMade)).toEqual({
      name: 'Old',
      robotsTxt: null,
      exportSettings: DEFAULT_EXPORT_SETTINGS,
      tables: [{ id: 'a', name: 'pages', source: null, rows: [emptyRow('https://example.com/')] }],
      siteChecks: [],
    });
  });

  it('keeps a failure’s facts, and opens a result saved before them with its message alone', async () => {
    const detail = { kind: 'dns', host: 'shop.example', code: 'ENOTFOUND' } as const;
    const message = 'The host name shop.example could not be found (ENOTFOUND).';
    const failed = { ...pageCheck(1), status: null, hops: [], finalUrl: null, contentType: null };
    const withFacts = join(temp.path(), 'facts.sitemapstudio');
    await saveProjectFile(withFacts, projectWith([{ ...failed, failure: { kind: 'dns', message, detail } }], 1));
    expect((await openProjectFile(withFacts)).siteChecks[0]!.failure).toEqual({ kind: 'dns', message, detail });

    // As the release before the facts wrote it: the message only.
    const lines = await projectLinesOf(withFacts);
    const record = JSON.parse(lines[2]!) as { checks: { failure: Record<string, unknown> }[] };
    delete record.checks[0]!.failure['detail'];
    const before = await temp.write('before.sitemapstudio', gzipLines([lines[0]!, lines[1]!, JSON.stringify(record)]));
    const opened = (await openProjectFile(before)).siteChecks[0]!;
    expect(opened.failure).toEqual({ kind: 'dns', message });
    const [found] = checkFindings(opened, { loc: opened.url, alternates: [] });
    expect(problemText(found!)).toBe(`The URL could not be fetched: its host name could not be found. ${message}`);
  });

  it('refuses a damaged result naming the file, its line and what is wrong', async () => {
    const path = join(temp.path(), 'checked.sitemapstudio');
    await saveProjectFile(path, projectWith(pageChecks(5000)));
    const lines = await projectLinesOf(path);
    // Line 1 the header, line 2 the rows, lines 3 to 5 the results: result 2,012 is on line 4.
    const record = JSON.parse(lines[3]!) as { checks: Record<string, unknown>[] };
    record.checks[12]!['hops'] = [{ url: 'https://example.com/', status: '301' }];
    const bad = await temp.write(
      'bad.sitemapstudio',
      gzipLines([...lines.slice(0, 3), JSON.stringify(record), lines[4]!]),
    );
    await expect(openProjectFile(bad)).rejects.toThrow(
      `${bad} is damaged at line 4, siteChecks[2012].hops[0].status: expected a whole number from 0 to 999, found the text "301".`,
    );

    const kind = JSON.parse(lines[2]!) as { checks: Record<string, unknown>[] };
    kind.checks[0]!['failure'] = { kind: 'gremlins', message: 'x' };
    const unknown = await temp.write('kind.sitemapstudio', gzipLines([lines[0]!, lines[1]!, JSON.stringify(kind)]));
    await expect(openProjectFile(unknown)).rejects.toThrow(
      new RegExp(
        `^${escapeRegExp(unknown)} is damaged at line 3, siteChecks\\[0\\]\\.failure\\.kind: expected one of "invalid-url"`,
      ),
    );
  });

  it("names a record of rows by its table as the file wrote it, and one that came after every table's rows", async () => {
    const path = join(temp.path(), 'rows.sitemapstudio');
    await saveProjectFile(path, projectWith(pageChecks(10)));
    const lines = await projectLinesOf(path);
    const rows = JSON.parse(lines[1]!) as Record<string, unknown>;
    const named = await temp.write(
      'named.sitemapstudio',
      gzipLines([lines[0]!, JSON.stringify({ ...rows, table: '0' }), ...lines.slice(2)]),
    );
    await expect(openProjectFile(named)).rejects.toThrow('a record of table "0" came where table 0 was due (line 2');
    const again = await temp.write('again.sitemapstudio', gzipLines([lines[0]!, lines[1]!, ...lines.slice(1)]));
    await expect(openProjectFile(again)).rejects.toThrow("a record of table 0 came after every table's rows (line 3");
  });

  it('refuses results cut short, out of order, or before the rows are all there, by line and place', async () => {
    const path = join(temp.path(), 'checked.sitemapstudio');
    await saveProjectFile(path, projectWith(pageChecks(5000)));
    const lines = await projectLinesOf(path);
    const short = await temp.write('short.sitemapstudio', gzipLines(lines.slice(0, 4)));
    await expect(openProjectFile(short)).rejects.toThrow(
      `${short} is damaged and cannot be opened: it ends early: it has 4,000 of its 5,000 site-check results.`,
    );
    const swapped = await temp.write('swapped.sitemapstudio', gzipLines([lines[0]!, lines[1]!, lines[3]!, lines[2]!]));
    await expect(openProjectFile(swapped)).rejects.toThrow(
      `${swapped} is damaged and cannot be opened: a record from site-check result 2000 came where result 0 was due (line 3, at the site-check results, after result 0).`,
    );
    const early = await temp.write('early.sitemapstudio', gzipLines([lines[0]!, lines[2]!, lines[1]!]));
    await expect(openProjectFile(early)).rejects.toThrow(
      `${early} is damaged and cannot be opened: a record of site-check results came before all the rows its header counts (the header counts more rows than the file holds) (line 2, at table "pages", after row 0).`,
    );
    // Results in a file whose header counts none are not taken silently.
    const header = JSON.parse(lines[0]!) as Record<string, unknown>;
    const uncounted = await temp.write(
      'uncounted.sitemapstudio',
      gzipLines([JSON.stringify({ ...header, siteChecks: 0 }), lines[1]!, lines[2]!]),
    );
    await expect(openProjectFile(uncounted)).rejects.toThrow(
      `${uncounted} is damaged and cannot be opened: a record of site-check results came after the 0 the header counts (line 3, after the last row).`,
    );
  });

  it('is refused as too new by a reader of an older format, never opened without its results', async () => {
    const path = join(temp.path(), 'checked.sitemapstudio');
    await saveProjectFile(path, projectWith(pageChecks(10)));
    const lines = await projectLinesOf(path);
    expect(JSON.parse(lines[0]!)).toMatchObject({ version: PROJECT_VERSION_WITHOUT_HISTORY });
    const newer = await temp.write(
      'newer.sitemapstudio',
      gzipLines([
        lines[0]!.replace(`"version":${PROJECT_VERSION_WITHOUT_HISTORY}`, `"version":${PROJECT_FORMAT_VERSION + 1}`),
        ...lines.slice(1),
      ]),
    );
    await expect(openProjectFile(newer)).rejects.toMatchObject({ code: 'project-too-new' });
  });

  it('hands the results to a reader that asks for them, and only checks them for one that does not', async () => {
    const path = join(temp.path(), 'checked.sitemapstudio');
    await saveProjectFile(path, projectWith(pageChecks(4500)));
    const batches: number[] = [];
    await readProject(path, {
      header: () => undefined,
      rows: () => undefined,
      checks: (c) => void batches.push(c.length),
    });
    expect(batches).toEqual([2000, 2000, 500]);
    let rows = 0;
    await readProject(path, { header: () => undefined, rows: (_, read) => void (rows += read.length) });
    expect(rows).toBe(3);
  });

  it('keeps the results in the recovery copy and gives them back with it', async () => {
    const file = join(temp.path(), 'app', 'recovery.sitemapstudio');
    const copy = { project: projectWith(pageChecks(2500)), path: null, savedAt: '2026-11-20T09:15:00.000Z' };
    await saveRecoveryFile(file, copy);
    expect(await readRecoveryFile(file)).toEqual(copy);
  });
});

describe('a damaged project file in Dutch', () => {
  const temp = useTempDir();
  afterEach(() => setActiveLocale('en'));

  /** The open's refusal, worded again in Dutch. */
  const dutchRefusal = async (file: string): Promise<string> => {
    const error = await openProjectFile(file).then(
      () => null,
      (refused: unknown) => refused,
    );
    expect(error).toBeInstanceOf(ProjectFileError);
    setActiveLocale('nl');
    const text = problemText(problemFromProjectError(error, file));
    setActiveLocale('en');
    return text;
  };

  it('says a file that ends early, records out of order, a cut gzip and a wrong value, without English words', async () => {
    const path = join(temp.path(), 'checked.sitemapstudio');
    await saveProjectFile(path, projectWith(pageChecks(5000)));
    const lines = await projectLinesOf(path);
    const short = await temp.write('short.sitemapstudio', gzipLines(lines.slice(0, 4)));
    expect(await dutchRefusal(short)).toBe(
      `${short} is beschadigd en kan niet worden geopend: het houdt te vroeg op: het heeft 4.000 van de 5.000 resultaten van de sitecontrole.`,
    );
    const swapped = await temp.write('swapped.sitemapstudio', gzipLines([lines[0]!, lines[1]!, lines[3]!, lines[2]!]));
    expect(await dutchRefusal(swapped)).toBe(
      `${swapped} is beschadigd en kan niet worden geopend: er kwam een record vanaf resultaat 2000 van de sitecontrole waar resultaat 0 aan de beurt was (regel 3, bij de resultaten van de sitecontrole, na resultaat 0).`,
    );
    const early = await temp.write('early.sitemapstudio', gzipLines([lines[0]!, lines[2]!, lines[1]!]));
    expect(await dutchRefusal(early)).toBe(
      `${early} is beschadigd en kan niet worden geopend: er kwam een record met resultaten van de sitecontrole voor alle rijen die de kop telt (de kop telt meer rijen dan het bestand bevat) (regel 2, bij tabel "pages", na rij 0).`,
    );
    const bytes = gzipLines(lines);
    const cut = await temp.write('cut.sitemapstudio', bytes.subarray(0, Math.floor(bytes.length / 2)));
    expect(await dutchRefusal(cut)).toMatch(
      new RegExp(
        `^${escapeRegExp(cut)} is beschadigd en kan niet worden geopend: de gzip-gegevens houden te vroeg op \\(Z_BUF_ERROR\\) \\(regel \\d+, bij de resultaten van de sitecontrole, na resultaat [\\d.]+\\)\\.$`,
      ),
    );

    const record = JSON.parse(lines[3]!) as { checks: Record<string, unknown>[] };
    record.checks[12]!['hops'] = [{ url: 'https://example.com/', status: '301' }];
    const bad = await temp.write(
      'bad.sitemapstudio',
      gzipLines([...lines.slice(0, 3), JSON.stringify(record), lines[4]!]),
    );
    const wrong = await dutchRefusal(bad);
    expect(wrong).toBe(
      `${bad} is beschadigd bij regel 4, siteChecks[2012].hops[0].status: een geheel getal van 0 tot en met 999 verwacht, de tekst "301" gevonden.`,
    );
    for (const text of [wrong, await dutchRefusal(short), await dutchRefusal(swapped), await dutchRefusal(cut)]) {
      expect(text).not.toMatch(/\b(is damaged|ends early|came where|was due|line|after|expected|found|the)\b/);
    }
  });
});
