import { afterEach, describe, expect, it, vi } from 'vitest';
import { effectScope, nextTick } from 'vue';
import { useDocumentTitle } from '../../../../renderer/src/app/useDocumentTitle';
import { startStores } from '../../../support/renderer/store-harness';
import { addTable, rowsOf } from '../../../support/renderer/project-tables';

describe('useDocumentTitle', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('tells main whether a table is open, so the native menu greys out its table tools when none is', async () => {
    const page = { title: '' };
    vi.stubGlobal('document', page); // the window's title is set on the page's document
    const fake = startStores({ setDocumentState: () => undefined });
    const scope = effectScope();
    scope.run(() => useDocumentTitle());
    expect(fake.requestsTo('setDocumentState').at(-1)).toMatchObject({ tableOpen: false });
    addTable('pages', rowsOf('https://example.com/a'));
    await nextTick();
    expect(fake.requestsTo('setDocumentState').at(-1)).toMatchObject({ tableOpen: true });
    expect(page.title).toContain('Untitled');
    scope.stop();
  });
});
