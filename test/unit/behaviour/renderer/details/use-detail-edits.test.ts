import { describe, expect, it } from 'vitest';
import { useRowDetailsStore } from '../../../../../renderer/src/details/row-details-store';
import { useDetailEdits } from '../../../../../renderer/src/details/useDetailEdits';
import { useHistoryStore } from '../../../../../renderer/src/history/history-store';
import { emptyImage, emptyRow, type AlternateLink, type UrlRow } from '../../../../../shared/url-table';
import { checkReciprocity } from '../../../../../shared/validation/alternates-reciprocity';
import { returnLinkChanges } from '../../../../../renderer/src/details/return-links';
import { useProjectStore } from '../../../../../renderer/src/project/project-store';
import { addTable } from '../../../../support/renderer/project-tables';
import { startStores } from '../../../../support/renderer/store-harness';

const link = (hreflang: string, href: string): AlternateLink => ({ rel: 'alternate', hreflang, href });
const page = (loc: string, ...alternates: AlternateLink[]): UrlRow => ({ ...emptyRow(loc), alternates });
const EN = 'https://example.com/en/';
const DE = 'https://example.com/de/';
const FR = 'https://example.com/fr/';
const SET = [link('en', EN), link('de', DE), link('fr', FR)];

describe('detail edits', () => {
  it('adds the missing return links to rows of other tables as one undo step, keeping the loc index', () => {
    startStores();
    const history = useHistoryStore();
    const details = useRowDetailsStore();
    const en = addTable('en', [page('https://example.com/'), page(EN, ...SET)]);
    const de = addTable('de', [page(DE, link('de', DE))]);
    const fr = addTable('fr', [page('https://example.com/fr/other'), page(FR)]);
    const before = [en, de, fr].map((table) => table.rows.toRows());
    const index = details.locIndex();

    // What the hreflang check's fix button does (ReciprocityNotes.vue), from the row at en/1.
    const editor = { tableId: en.id, stored: 1, row: en.rows.rowAt(1) };
    useDetailEdits(() => editor).change(
      'Add missing return links',
      returnLinkChanges(editor.row, index, useProjectStore().tables),
    );

    expect(de.rows.get(0, 'alternates')).toEqual([link('de', DE), link('en', EN), link('fr', FR)]);
    expect(fr.rows.get(1, 'alternates')).toEqual(SET);
    expect(fr.rows.get(0, 'alternates')).toEqual([]);
    expect(details.locIndex()).toBe(index); // the fix never moves a loc
    const statuses = () => checkReciprocity(editor.row, details.locIndex()).links.map((result) => result.status);
    expect(statuses()).toEqual(['self', 'complete', 'complete']);

    expect(history.undo()).toBe(true);
    expect([en, de, fr].map((table) => table.rows.toRows())).toEqual(before);
    expect(history.canUndo).toBe(false);
    expect(statuses()).toEqual(['self', 'incomplete', 'incomplete']);
    history.redo();
    expect(statuses()).toEqual(['self', 'complete', 'complete']);
  });

  it('lands list edits made one after another on the row as it is now, before the editor shows the first', () => {
    startStores();
    const history = useHistoryStore();
    const pages = addTable('pages', [
      { ...emptyRow('https://example.com/a'), images: [emptyImage('https://example.com/1.png')] },
    ]);
    // the editor's row as it was rendered, not yet updated by the edits below
    const editor = { tableId: pages.id, stored: 0, row: pages.rows.rowAt(0) };
    const images = useDetailEdits(() => editor).list('images', 'image');
    images.add(emptyImage('https://example.com/2.png'));
    images.patch(1, 'caption', 'Two', 'Edit caption');
    images.move(1, -1);
    expect(pages.rows.get(0, 'images').map((image) => [image.loc, image.caption])).toEqual([
      ['https://example.com/2.png', 'Two'],
      ['https://example.com/1.png', null],
    ]);
    history.undo();
    history.undo();
    history.undo();
    expect(pages.rows.get(0, 'images').map((image) => image.loc)).toEqual(['https://example.com/1.png']);
    expect(history.canUndo).toBe(false);
  });
});
