// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { useRowDetailsStore } from '../../../../renderer/src/details';
import RowDetailsPanel from '../../../../renderer/src/details/RowDetailsPanel.vue';
import { i18n } from '../../../../renderer/src/i18n';
import { emptyRow, type UrlRow } from '../../../../shared/url-table';
import { addTable } from '../../../support/renderer/project-tables';
import { startStores } from '../../../support/renderer/store-harness';
import { mountComponent } from '../support/mount-component';

const OFFER = '<shop:offer xmlns:shop="https://example.com/ns/shop">10</shop:offer>';
/** Unknown XML holding half of a UTF-16 pair (a project file can bring one): extra-broken-character. */
const BROKEN = '<shop:offer xmlns:shop="https://example.com/ns/shop">\uD800</shop:offer>';

/** The panel on the XML tab of the first row of a table holding `rows`. */
async function panelOnXmlTab(rows: UrlRow[]) {
  startStores();
  const table = addTable('shop', rows);
  const details = useRowDetailsStore();
  details.tab = 'xml';
  details.follow({ tableId: table.id, stored: 0, row: table.rows.rowAt(0), shownAs: 1 });
  const wrapper = mountComponent(RowDetailsPanel);
  await wrapper.vm.$nextTick();
  const tab = (name: string) => wrapper.findAll('[role="tab"]').find((each) => each.text().startsWith(name))!;
  return { wrapper, tab };
}

describe('the row details panel, its XML tab', () => {
  it("marks the tab and says the problem where a row's unknown XML has a broken character", async () => {
    const { wrapper, tab } = await panelOnXmlTab([{ ...emptyRow('https://example.com/a'), extra: [OFFER, BROKEN] }]);
    const xml = tab('XML');
    expect(xml.get('.count').text()).toBe('2');
    expect(xml.get('.visually-hidden').text()).toBe('has errors');
    expect(xml.get('.mark').classes()).toContain('error');
    // The other tabs say nothing of it: their own fields are clean.
    expect(tab('Images').find('.mark').exists()).toBe(false);
    const message = wrapper.get('[role="tabpanel"] .problem-message');
    expect(message.text()).toBe(
      "The URL's unknown elements (the row details' XML tab) contain a broken character (half of a UTF-16 pair, or a control character) that no sitemap can hold.",
    );
    expect(message.classes()).toContain('error');
    expect(wrapper.get('pre').text()).toContain('shop:offer');
  });

  it('says it in Dutch', async () => {
    const { wrapper, tab } = await panelOnXmlTab([{ ...emptyRow('https://example.com/a'), extra: [BROKEN] }]);
    i18n.global.locale.value = 'nl';
    try {
      await wrapper.vm.$nextTick();
      expect(tab('XML').get('.visually-hidden').text()).toBe('bevat fouten');
      expect(wrapper.get('[role="tabpanel"] .problem-message').text()).toMatch(/^De onbekende elementen van de URL/);
    } finally {
      i18n.global.locale.value = 'en';
    }
  });

  it('shows no mark and no message for unknown XML that is whole, nor for a problem of another field', async () => {
    const { wrapper, tab } = await panelOnXmlTab([{ ...emptyRow('relative/page'), extra: [OFFER] }]);
    expect(tab('XML').find('.mark').exists()).toBe(false);
    expect(wrapper.find('[role="tabpanel"] .problem-message').exists()).toBe(false);
    expect(wrapper.get('pre').text()).toBe(OFFER);
  });
});
