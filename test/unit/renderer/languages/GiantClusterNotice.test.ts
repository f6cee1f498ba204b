// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import GiantClusterNotice from '../../../../renderer/src/languages/GiantClusterNotice.vue';
import { GIANT_CLUSTER } from '../../../../renderer/src/languages/languages-store';
import type { ClusterPage } from '../../../../shared/hreflang/cluster-matrix';
import { fieldProblem } from '../../../../shared/validation/field-problem';
import { mountComponent } from '../support/mount-component';

const E = 'https://example.com';
const pages = (count: number): ClusterPage[] =>
  Array.from({ length: count }, (_, n) => ({ loc: `${E}/${n}`, place: { table: 0, row: n }, alternates: [] }));
const joined = (member: number) => ({
  member,
  problem: fieldProblem('hreflang-cluster-joined', { href: `${E}/shop/`, hreflang: 'en', others: 2 }),
});

describe('the giant cluster notice', () => {
  it('says nothing of a cluster of fewer pages whose languages do not clash', () => {
    const wrapper = mountComponent(GiantClusterNotice, { props: { members: pages(3), joining: [] } });
    expect(wrapper.find('[data-testid="giant-notice"]').exists()).toBe(false);
  });

  it('says a cluster is giant, and where no single link joins it, what to look for', () => {
    const wrapper = mountComponent(GiantClusterNotice, { props: { members: pages(GIANT_CLUSTER), joining: [] } });
    const text = wrapper.get('[data-testid="giant-notice"]').text();
    expect(text).toContain('This cluster has 1,000 pages, more language versions than any one content has');
    expect(text).toContain('No single link joins it');
  });

  it('names each joining link by the row that lists it, and turns to that row', async () => {
    const joining = [joined(2), joined(0), joined(1), joined(3)];
    const wrapper = mountComponent(GiantClusterNotice, { props: { members: pages(4), joining } });
    expect(wrapper.text()).toContain("This cluster's languages clash");
    const links = wrapper.findAll('[data-testid="joining-link"]');
    expect(links.map((link) => link.text().split(' lists')[0])).toEqual([`${E}/2`, `${E}/0`, `${E}/1`]);
    expect(links[0]!.text()).toContain(
      `The link to ${E}/shop/ as en alone joins this side of the cluster to 2 other pages`,
    );
    expect(wrapper.text()).toContain('…and 1 more link');
    await links[0]!.get('button').trigger('click');
    expect(wrapper.emitted('show')).toEqual([[2]]);
  });
});
