// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import AlternatesEditor from '../../../../renderer/src/details/AlternatesEditor.vue';
import { emptyRow, type UrlRow } from '../../../../shared/url-table';
import { hreflangRow } from '../../../support/hreflang-row';
import { addTable } from '../../../support/renderer/project-tables';
import { startStores } from '../../../support/renderer/store-harness';
import { mountComponent } from '../support/mount-component';

const E = 'https://example.com';
const LINKS = 100_000;

/** A row listing 100,000 alternates, page n of each; the first 120 pages are rows too, linking back. */
function bigRowProject() {
  startStores();
  const links = Array.from({ length: LINKS }, (_, n) => `l${n} ${E}/p/${n}`);
  const big: UrlRow = hreflangRow(`${E}/big`, ...links);
  const targets = Array.from({ length: 120 }, (_, n) => hreflangRow(`${E}/p/${n}`, `x-default ${E}/big`));
  const table = addTable('big', [big, ...targets, emptyRow(`${E}/other`)]);
  return { table, row: table.rows.toRows()[0]! };
}

describe('the alternates of a row listing 100,000', () => {
  it('are shown 50 at a time, their return links checked for the page shown, and edits land on the right one', async () => {
    const { table, row } = bigRowProject();
    const wrapper = mountComponent(AlternatesEditor, {
      props: { tableId: table.id, stored: 0, row, value: row.alternates, problems: [] },
    });
    const range = () => wrapper.get('[data-testid="alternates-range"]').text();
    expect(wrapper.findAll('.link')).toHaveLength(50);
    expect(range()).toBe('Alternates 1–50 of 100,000, their return links checked');
    // Each page listed lists the row back only as its x-default: incomplete, lacking the other 99,999 links (5 named).
    const status = wrapper.get('.link .status').text();
    expect(status).toContain('incomplete');
    expect(status).toContain('and 99,995 more');

    const next = wrapper.findAll('.pager button')[1]!;
    await next.trigger('click');
    await next.trigger('click');
    expect(range()).toBe('Alternates 101–150 of 100,000, their return links checked');
    const first = wrapper.get('.link');
    expect(first.attributes('aria-label')).toBe('Alternate 101');
    // Page 3 reaches past the pages that are rows: those links are not in the project.
    expect(wrapper.findAll('.link').at(30)!.text()).toContain('not in project');

    const href = first.get('.href input');
    (href.element as HTMLInputElement).value = `${E}/changed`;
    await href.trigger('change');
    const after = table.rows.get(0, 'alternates');
    expect(after).toHaveLength(LINKS);
    expect(after[100]).toEqual({ rel: 'alternate', hreflang: 'l100', href: `${E}/changed` });
    expect([after[99]!.href, after[101]!.href]).toEqual([`${E}/p/99`, `${E}/p/101`]);
  }, 60_000);
});
