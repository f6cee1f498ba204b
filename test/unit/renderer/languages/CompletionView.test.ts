// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import CompletionView from '../../../../renderer/src/languages/CompletionView.vue';
import {
  completionPreview,
  previewRows,
  SHOWN_LINKS,
  type CompletionPreview,
} from '../../../../renderer/src/languages/completion-preview';
import { clusterMatrix, type ClusterMatrix, type ClusterPage } from '../../../../shared/hreflang/cluster-matrix';
import { completeCluster } from '../../../../shared/hreflang/complete-cluster';
import { startStores } from '../../../support/renderer/store-harness';
import { mountComponent } from '../support/mount-component';

/** The preview of completing this cluster, still being worked out, for a cluster joined or not. */
const mounted = (joined: boolean) => {
  startStores();
  return mountComponent(CompletionView, {
    props: {
      scope: 'cluster',
      preview: null,
      matrix: null,
      projectLanguages: [],
      joined,
      choice: { kind: 'most' },
      progress: null,
      clusters: 1,
    },
  });
};

// The UI probe: a cluster merged by one wrong link was completed as one, every content's x-default
// moved to one page, with nothing said but the matrix's own notice.
describe('completing a cluster joined by a single link', () => {
  it('warns that it is likely several merged by a wrong link, to remove first', () => {
    const warned = mounted(true).get('[data-testid="completion-joined"]').text();
    expect(warned).toContain('likely several contents merged by a wrong link');
    expect(warned).toContain('remove that link first');
    expect(mounted(false).find('[data-testid="completion-joined"]').exists()).toBe(false);
  });
});

// The UI probe: "The en-UK page of each cluster" was offered as x-default, a code the same preview said Google does not take.
describe('completing all clusters', () => {
  it('offers as x-default the page of each language Google takes, not of an invalid code nor x-default', () => {
    startStores();
    const view = mountComponent(CompletionView, {
      props: {
        scope: 'all',
        preview: null,
        matrix: null,
        projectLanguages: ['de', 'en', 'en-UK', 'english', 'x-default'],
        joined: false,
        choice: { kind: 'most' },
        progress: null,
        clusters: 3,
      },
    });
    expect(view.findAll('option').map((option) => option.text())).toEqual([
      'The page most rows name now',
      'The de page of each cluster',
      'The en page of each cluster',
    ]);
  });
});

/** An alternate to a page of example.com. */
const link = (hreflang: string, path: string) => ({ rel: 'alternate', hreflang, href: `https://example.com${path}` });

/** A page of the project at `row`, listing `links`. */
const page = (row: number, path: string, ...links: ReturnType<typeof link>[]): ClusterPage => ({
  loc: `https://example.com${path}`,
  place: { table: 0, row },
  alternates: links,
});

/** The preview of completing one cluster shown, mounted. */
function previewShown(preview: CompletionPreview, matrix: ClusterMatrix | null = null) {
  startStores();
  const props = { scope: 'cluster' as const, preview, matrix, projectLanguages: [], joined: false };
  return mountComponent(CompletionView, {
    props: { ...props, choice: { kind: 'none' as const }, progress: null, clusters: 1 },
  });
}

/** The preview of completing the cluster of `pages`, with no x-default, mounted. */
function completionShown(pages: ClusterPage[]) {
  const matrix = clusterMatrix(pages);
  const completion = completeCluster(matrix, null);
  const left = completion.conflicts.map((fault) => ({ fault, matrix }));
  const preview = completionPreview('cluster', 1, completion.changes, left, (place) => pages[place.row]!.loc);
  return previewShown(preview, matrix);
}

// The UI probe: completing a cluster of 1,000 languages listed every link of each row shown (100,000
// items), which froze the window for seconds; 5,000 for minutes.
describe('the links of a row the completion changes', () => {
  it('lists the first of them, added first, and says how many more', () => {
    const added = Array.from({ length: 5_000 }, (_, n) => link(`l${n}`, `/${n}`));
    const removed = [link('l-1', '/-1')];
    const changes = [{ place: { table: 0, row: 0 }, before: removed, after: added, added, removed }];
    const made = { changes, locOf: () => 'https://example.com/0' };
    const preview = {
      ...made,
      ...{ scope: 'cluster' as const, clusters: 1, added: 5_000, removed: 1, conflictCount: 0, left: [] },
      ...{ shown: previewRows(made, 0), conflicts: [], withoutLanguage: null, noXDefault: 0 },
    };
    const rows = previewShown(preview).get('[data-testid="completion-rows"]');
    expect(rows.findAll('li.added')).toHaveLength(SHOWN_LINKS);
    expect(rows.findAll('li.removed')).toHaveLength(0);
    expect(rows.get('li.more-links').text()).toBe('…and 4,981 more links of this row');
  });
});

// The UI probe: "The cluster's links give this page 2 languages (de, nl)" said nothing of which page.
describe('a conflict the completion leaves', () => {
  it('names its page first when its words say only "this page"', () => {
    const view = completionShown([
      page(0, '/a', link('de', '/a'), link('en', '/b')),
      page(1, '/b', link('nl', '/a'), link('en', '/b')),
    ]);
    const conflict = view.get('[data-testid="completion-conflicts"] li');
    expect(conflict.get('.conflict-page').text()).toBe('https://example.com/a');
    expect(conflict.text()).toContain('2 languages (de, nl)');
  });
});

// The UI probe: "Nothing to add or remove: the links are complete." above conflicts left to decide.
describe('a completion that changes nothing', () => {
  it('says the links are complete only when it leaves nothing to decide either', () => {
    const status = (pages: ClusterPage[]) => completionShown(pages).get('[role="status"]').text();
    const both = [link('en', '/a'), link('nl', '/b')];
    expect(status([page(0, '/a', ...both), page(1, '/b', ...both)])).toBe(
      'Nothing to add or remove: the links are complete.',
    );
    // Each page given two languages: nothing to complete, the conflicts to decide.
    const twice = [link('en', '/a'), link('de', '/a'), link('nl', '/b'), link('fr', '/b')];
    expect(status([page(0, '/a', ...twice), page(1, '/b', ...twice)])).toBe(
      'Nothing can be added or removed for you: what is left is for you to decide, below.',
    );
  });
});
