import { describe, expect, it } from 'vitest';
import { listChanges } from '../../../../shared/last-export/held-last-export';

const locs = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, i) => `https://example.com/${prefix}${i}`);

describe('the changes the export dialog gets', () => {
  it('counts every URL of each part and lists at most the first few of each', () => {
    const changes = {
      added: locs('new', 5),
      removed: locs('old', 2),
      changed: locs('edit', 4).map((loc) => ({ loc, fields: ['priority' as const] })),
    };
    const since = { at: 42, files: ['sitemap.xml'] };
    const listed = listChanges(changes, since, 3);
    expect(listed.counts).toEqual({ added: 5, removed: 2, changed: 4 });
    expect(listed.added).toEqual(changes.added.slice(0, 3));
    expect(listed.removed).toEqual(changes.removed);
    expect(listed.changed).toEqual(changes.changed.slice(0, 3));
    expect(listed.since).toEqual(since);
    expect(listed.since.files).not.toBe(since.files);
  });
});
