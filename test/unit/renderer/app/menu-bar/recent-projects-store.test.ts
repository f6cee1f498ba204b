import { describe, expect, it } from 'vitest';
import { useRecentProjectsStore } from '../../../../../renderer/src/app/menu-bar/recent-projects-store';
import { useNoticesStore } from '../../../../../renderer/src/services/notices-store';
import { startStores } from '../../../../support/renderer/store-harness';

describe('the in-window Open Recent’s list', () => {
  it('is main’s list, read again on each refresh, and a clear empties it in main too', async () => {
    let kept = ['/a.sitemapstudio'];
    const fake = startStores({
      recentProjects: () => kept,
      clearRecentProjects: () => void (kept = []),
    });
    const recent = useRecentProjectsStore();
    expect(recent.list).toEqual([]);
    await recent.refresh();
    expect(recent.list).toEqual(['/a.sitemapstudio']);
    kept = ['/b.sitemapstudio', '/a.sitemapstudio'];
    await recent.refresh();
    expect(recent.list).toEqual(['/b.sitemapstudio', '/a.sitemapstudio']);
    await recent.clear();
    expect(recent.list).toEqual([]);
    expect(fake.requestsTo('clearRecentProjects')).toHaveLength(1);
    await recent.refresh();
    expect(recent.list).toEqual([]);
  });

  it('keeps the list it had when main cannot answer, and says why', async () => {
    const fake = startStores({ recentProjects: () => ['/a.sitemapstudio'] });
    const recent = useRecentProjectsStore();
    await recent.refresh();
    fake.answer('recentProjects', () => {
      throw new Error('The connection to the app was lost.');
    });
    await recent.refresh();
    expect(recent.list).toEqual(['/a.sitemapstudio']);
    expect(useNoticesStore().notice).toContain('connection to the app was lost');
  });
});
