import { describe, expect, it } from 'vitest';
import { useHistoryStore } from '../../../../renderer/src/history/history-store';
import { usePairingStore } from '../../../../renderer/src/languages/pairing-store';
import { useNoticesStore } from '../../../../renderer/src/services/notices-store';
import { findClusters } from '../../../../shared/hreflang/hreflang-clusters';
import { addTable, rowsOf } from '../../../support/renderer/project-tables';
import { startStores } from '../../../support/renderer/store-harness';

const E = 'https://example.com';

describe('pair by rule in the Languages panel', () => {
  it('previews the clusters a rule of the URLs proposes, then adds their links as one undoable step', () => {
    startStores();
    const table = addTable(
      'site',
      rowsOf(`${E}/en/a`, `${E}/nl/a`, `${E}/de/a`, `${E}/en/b`, `${E}/nl/b`, `${E}/about`),
    );
    const pairing = usePairingStore();
    pairing.start();
    pairing.ruleText = '{lang}/path';
    pairing.preview();
    expect(pairing.outcome).toEqual({
      error: 'Write where the language is with {lang}: /{lang}/path, {lang}.example.com/path or ?lang=.',
    });

    pairing.ruleText = '/{lang}/path';
    pairing.preview();
    const made = pairing.outcome as { proposal: { clusters: number; links: number; unmatched: number } };
    // /a in 3 languages (3 links each), /b in 2 (2 each); /about has no language.
    expect([made.proposal.clusters, made.proposal.links, made.proposal.unmatched]).toEqual([2, 13, 1]);
    expect(table.rows.get(0, 'alternates')).toEqual([]);

    pairing.apply();
    expect(pairing.open).toBe(false);
    expect(table.rows.get(1, 'alternates').map(({ hreflang, href }) => `${hreflang} ${href}`)).toEqual([
      `en ${E}/en/a`,
      `nl ${E}/nl/a`,
      `de ${E}/de/a`,
    ]);
    expect(findClusters([{ rows: table.rows }]).count).toBe(2);
    expect(useNoticesStore().notice).toBe('13 links added');
    expect(useHistoryStore().undo()).toBe(true);
    expect(findClusters([{ rows: table.rows }]).count).toBe(0);
  });
});
