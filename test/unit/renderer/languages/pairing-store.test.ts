import { describe, expect, it } from 'vitest';
import { useHistoryStore } from '../../../../renderer/src/history/history-store';
import { usePairingStore } from '../../../../renderer/src/languages/pairing-store';
import { csvLineTexts, type PairingProposal } from '../../../../renderer/src/languages/pairing';
import { useProjectStore } from '../../../../renderer/src/project/project-store';
import { useNoticesStore } from '../../../../renderer/src/services/notices-store';
import { findClusters } from '../../../../shared/hreflang/hreflang-clusters';
import { pairByRule, parsePairRule } from '../../../../shared/hreflang/pair-by-rule';
import { addTable, rowsOf } from '../../../support/renderer/project-tables';
import { startStores } from '../../../support/renderer/store-harness';

const E = 'https://example.com';
const linksOf = (table: ReturnType<typeof addTable>, row: number): string[] =>
  table.rows.get(row, 'alternates').map(({ hreflang, href }) => `${hreflang} ${href}`);
/** A site of `pages` contents in en, nl and de: enough rows that pairing takes many slices of page time. */
const site = (pages: number): string[] =>
  ['en', 'nl', 'de'].flatMap((code) => Array.from({ length: pages }, (_, i) => `${E}/${code}/p${i}`));

describe('pair by rule in the Languages panel', () => {
  it('previews the clusters a rule of the URLs proposes, then adds their links as one undoable step', async () => {
    startStores();
    const table = addTable(
      'site',
      rowsOf(`${E}/en/a`, `${E}/nl/a`, `${E}/de/a`, `${E}/en/b`, `${E}/nl/b`, `${E}/about`),
    );
    const pairing = usePairingStore();
    pairing.start();
    pairing.ruleText = '{lang}/path';
    await pairing.preview();
    expect(pairing.outcome).toEqual({
      error: 'Write where the language is with {lang}: /{lang}/path, {lang}.example.com/path or ?lang=.',
    });

    pairing.ruleText = '/{lang}/path';
    await pairing.preview();
    const made = pairing.outcome as { proposal: { clusters: number; links: number; unmatched: number } };
    // /a in 3 languages (3 links each), /b in 2 (2 each); /about has no language.
    expect([made.proposal.clusters, made.proposal.links, made.proposal.unmatched]).toEqual([2, 13, 1]);
    expect(table.rows.get(0, 'alternates')).toEqual([]);

    await pairing.apply();
    expect(pairing.open).toBe(false);
    expect(linksOf(table, 1)).toEqual([`en ${E}/en/a`, `nl ${E}/nl/a`, `de ${E}/de/a`]);
    expect(findClusters([{ rows: table.rows }]).count).toBe(2);
    expect(useNoticesStore().notice).toBe('13 links added');
    const history = useHistoryStore();
    expect(history.undoLabel).toBe('Undo pairing of 2 contents by rule');
    expect(history.undo()).toBe(true);
    expect(findClusters([{ rows: table.rows }]).count).toBe(0);
    expect(history.redo()).toBe(true);
    expect(linksOf(table, 1)).toEqual([`en ${E}/en/a`, `nl ${E}/nl/a`, `de ${E}/de/a`]);
  });

  it('works a large project out a slice at a time, with progress, to what pairing at once proposes', async () => {
    startStores();
    const table = addTable('site', rowsOf(...site(4_000)));
    const pairing = usePairingStore();
    pairing.start();
    const seen: number[] = [];
    const working = pairing.preview();
    // The page gets its turns while the proposal is worked out: progress shows between slices.
    while (pairing.outcome === null) {
      if (pairing.progress) seen.push(pairing.progress.done / pairing.progress.total);
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    await working;
    expect(new Set(seen).size).toBeGreaterThan(1);
    expect(pairing.progress).toBeNull();
    const atOnce = pairByRule([{ rows: table.rows }], parsePairRule('/{lang}/')!);
    expect(pairing.outcome).toEqual({ proposal: atOnce });
    expect(atOnce).toMatchObject({ clusters: 4_000, links: 36_000 });
  });

  it('stops at Cancel, or when the rows change, changing nothing', async () => {
    startStores();
    const table = addTable('site', rowsOf(...site(4_000)));
    const pairing = usePairingStore();
    pairing.start();
    const working = pairing.preview();
    pairing.cancel();
    await working;
    expect([pairing.outcome, pairing.progress]).toEqual([null, null]);

    const again = pairing.preview();
    table.rows.setCell(0, 'lastmod', '2024-01-01');
    useProjectStore().rowsChanged();
    await again;
    expect(pairing.outcome).toBeNull();
    expect(table.rows.get(0, 'alternates')).toEqual([]);
  });
});

describe('pair from a CSV of slugs in the Languages panel', () => {
  const pickCsv = (text: string) =>
    startStores({
      showOpenDialog: () => ['/work/site/slugs.csv'],
      readSlugsCsv: ({ path }) => ({ name: path.split('/').at(-1)!, text }),
    });

  it('reads the chosen CSV, previews its clusters with the lines to look at, and adds them as one undo step', async () => {
    const fake = pickCsv(['en,nl,xx', '/en/shoes,/nl/schoenen', '/en/hats,/nl/hoeden,,/fr/chapeaux', ''].join('\n'));
    const table = addTable('site', rowsOf(`${E}/en/shoes`, `${E}/nl/schoenen`, `${E}/en/hats`, `${E}/about`));
    const pairing = usePairingStore();
    pairing.start();
    await pairing.chooseCsv();
    expect(fake.requestsTo('showOpenDialog')).toEqual([
      { title: 'Choose a CSV of translated slugs', purpose: 'table' },
    ]);
    expect(fake.requestsTo('readSlugsCsv')).toEqual([{ path: '/work/site/slugs.csv' }]);
    const { proposal } = pairing.outcome as { proposal: PairingProposal };
    // /en/hats is named, alone: no cluster; /about is not named.
    expect(proposal).toMatchObject({ clusters: 1, links: 4, unmatched: 1, conflicts: [] });
    expect(proposal.csv).toEqual({
      file: 'slugs.csv',
      notFound: [{ line: 3, column: 2, language: 'nl', value: '/nl/hoeden' }],
      extraValues: [{ line: 3, column: 4, values: 4 }],
      repeated: [],
      unknownColumns: ['xx'],
    });
    expect(csvLineTexts(proposal.csv!)).toEqual([
      'slugs.csv, line 1: the column xx is no language code Google takes; its values are left out',
      'slugs.csv, line 3, column 4: 4 values, more than the header names; the rest is left out',
      'slugs.csv, line 3, column 2 (nl): no row of the project has /nl/hoeden',
    ]);

    await pairing.apply();
    expect(linksOf(table, 1)).toEqual([`en ${E}/en/shoes`, `nl ${E}/nl/schoenen`]);
    expect(useHistoryStore().undo()).toBe(true);
    expect(linksOf(table, 1)).toEqual([]);
  });

  it('says a column of x-default is not paired and where x-default is set, not that it is no code', () => {
    startStores();
    expect(
      csvLineTexts({ file: 'slugs.csv', notFound: [], extraValues: [], repeated: [], unknownColumns: ['X-Default'] }),
    ).toEqual([
      'slugs.csv, line 1: the column x-default is left out: a CSV pairs pages by language; give each cluster its x-default with Complete all clusters',
    ]);
    const repeated = [{ line: 3, column: 2, language: 'nl', value: '/nl/x', first: 2 }];
    expect(csvLineTexts({ file: 'slugs.csv', notFound: [], extraValues: [], repeated, unknownColumns: [] })).toEqual([
      'slugs.csv, line 3, column 2 (nl): /nl/x is on line 2 already; one page is one content’s, so it is left out here',
    ]);
  });

  it('says which file, line and column a CSV cannot be read at, and why a file cannot be read', async () => {
    pickCsv('en,nl\n/en/a,"/nl/a\n/en/b,/nl/b\n');
    addTable('site', rowsOf(`${E}/en/a`));
    const pairing = usePairingStore();
    pairing.start();
    await pairing.chooseCsv();
    expect(pairing.outcome).toEqual({
      error: 'slugs.csv, line 2, column 7: a quote opens a value and is never closed.',
    });

    const fake = startStores({
      showOpenDialog: () => ['/work/site/gone.csv'],
      readSlugsCsv: () => {
        throw new Error('gone.csv is compressed or not text: choose the CSV itself.');
      },
    });
    const again = usePairingStore();
    again.start();
    await again.chooseCsv();
    expect(fake.requestsTo('readSlugsCsv')).toHaveLength(1);
    expect(again.outcome).toEqual({
      error: 'gone.csv cannot be read: gone.csv is compressed or not text: choose the CSV itself.',
    });
  });
});
