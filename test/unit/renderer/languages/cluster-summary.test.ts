import { describe, expect, it } from 'vitest';
import { clusterSummary } from '../../../../renderer/src/languages/cluster-summary';
import { startStores } from '../../../support/renderer/store-harness';

// The UI probe: a cluster of 5 pages in 5 languages and an x-default read "5 pages in 6 languages".
describe("the Languages panel's summary of a cluster", () => {
  it('counts the languages its pages are given in, x-default not among them', () => {
    startStores();
    const members = Array.from({ length: 5 }, () => ({}));
    const matrix = { members, languages: ['de', 'en', 'es', 'fr', 'nl', 'x-default'] };
    expect(clusterSummary(matrix as unknown as Parameters<typeof clusterSummary>[0])).toBe('5 pages in 5 languages');
    expect(clusterSummary({ ...matrix, languages: ['en'] } as unknown as Parameters<typeof clusterSummary>[0])).toBe(
      '5 pages in 1 language',
    );
  });
});
