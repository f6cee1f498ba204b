// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import ClusterMatrix from '../../../../renderer/src/languages/ClusterMatrix.vue';
import { placeMatrixProblems } from '../../../../renderer/src/languages/matrix-problems';
import { clusterMatrix, type ClusterPage } from '../../../../shared/hreflang/cluster-matrix';
import type { AlternateLink } from '../../../../shared/url-table';
import { mountComponent } from '../support/mount-component';

const E = 'https://example.com';

/** One row listing `count` pages no table lists, in `languages` codes taken in turn. */
function oneRowListing(count: number, languages: readonly string[]) {
  const alternates: AlternateLink[] = Array.from({ length: count }, (_, i) => ({
    rel: 'alternate',
    hreflang: languages[i % languages.length]!,
    href: `${E}/p/${i}`,
  }));
  const pages: ClusterPage[] = [
    { loc: `${E}/`, place: { table: 0, row: 0 }, alternates },
    ...alternates.map(({ href }) => ({ loc: href!, place: null, alternates: [] })),
  ];
  const matrix = clusterMatrix(pages);
  return { matrix, problems: placeMatrixProblems(matrix) };
}

describe('the cluster matrix', () => {
  it('renders a row with 100,000 alternates a page of 50 pages at a time', async () => {
    // Codes Google takes: one it does not would be an error on each of the row's 100,000 links too.
    const shown = oneRowListing(100_000, ['de', 'fr', 'it', 'es', 'nl', 'pt', 'sv']);
    const wrapper = mountComponent(ClusterMatrix, { props: { ...shown, memberPage: 0, languagePage: 0 } });
    expect(wrapper.findAll('tbody tr')).toHaveLength(50);
    expect(wrapper.findAll('thead th')).toHaveLength(8);
    expect(wrapper.get('[data-testid="member-range"]').text()).toBe('Pages 1–50 of 100,001');
    // The listing row's cell for fr holds its 14,286 pages no table lists and the language given
    // 14,286 URLs: three of them in words, the rest counted; so does each of the 7 cells.
    expect(shown.problems.cells.get('0 1')).toHaveLength(14_287);
    const listing = wrapper.findAll('tbody tr')[0]!;
    expect(listing.findAll('td [data-code]')).toHaveLength(21);
    expect(listing.findAll('td')[1]!.text()).toContain('…and 14,284 more problems');
    expect(wrapper.findAll('tbody tr')[1]!.text()).toContain('in no table');
    await wrapper
      .findAll('button')
      .find((button) => button.text() === 'Next pages')!
      .trigger('click');
    expect(wrapper.emitted('memberPage')).toEqual([[1]]);
    await wrapper.setProps({ memberPage: 2000 });
    expect(wrapper.findAll('tbody tr')).toHaveLength(1);
    expect(wrapper.get('[data-testid="member-range"]').text()).toBe('Pages 100,001–100,001 of 100,001');
    // The matrix and its 100,009 problems are worked out first: about a second alone, far more on a busy machine.
  }, 30_000);

  it('pages the languages of a cluster in 60 of them, 12 at a time', async () => {
    const languages = Array.from({ length: 60 }, (_, i) => `l${String(i).padStart(2, '0')}`);
    const shown = oneRowListing(60, languages);
    const wrapper = mountComponent(ClusterMatrix, { props: { ...shown, memberPage: 0, languagePage: 4 } });
    expect(wrapper.findAll('thead th code').map((code) => code.text())).toEqual(languages.slice(48));
    expect(wrapper.text()).toContain('Languages 49–60 of 60');
    const next = wrapper.findAll('button').find((button) => button.text() === 'Next languages')!;
    expect(next.attributes('disabled')).toBeDefined();
  });
});
