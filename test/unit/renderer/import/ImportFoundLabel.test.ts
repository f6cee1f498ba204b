// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import ImportFoundLabel from '../../../../renderer/src/import/ImportFoundLabel.vue';
import { treeNode, type ImportTreeNode } from '../../../../shared/import-tree';
import { mountComponent } from '../support/mount-component';

const node = (over: Partial<ImportTreeNode>): ImportTreeNode => ({
  ...treeNode('/site/file', 'file', 'urlset'),
  ...over,
});

describe('ImportFoundLabel', () => {
  it('says a sitemap read in part stopped early, with its kind and URLs', () => {
    const label = mountComponent(ImportFoundLabel, {
      props: { node: node({ name: 'pages.xml', urlCount: 12, partial: true, holdsRows: true }), failed: null },
    });
    expect(label.text()).toContain('pages.xml');
    expect(label.text()).toContain('stopped early');
    expect(label.text()).toContain('XML sitemap · 12 URLs');
  });

  // A project given as a source is known by its bytes and refused (source-is-project): it was not
  // read, as a file of no known kind is not, and its reading did not "stop early".
  it.each(['unknown', 'project'] as const)('says a file of kind %s was not read, not that it stopped early', (kind) => {
    const label = mountComponent(ImportFoundLabel, {
      props: { node: node({ name: 'site.sitemapstudio', kind, partial: true, gzip: true, errors: 1 }), failed: null },
    });
    expect(label.text()).toContain('site.sitemapstudio');
    expect(label.text()).toContain('not read');
    expect(label.text()).not.toContain('stopped early');
    expect(label.text()).not.toContain('URLs');
  });
});
