// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import ColumnFilterField from '../../../../../renderer/src/grid/view/ColumnFilterField.vue';
import { mountComponent } from '../../support/mount-component';

describe('ColumnFilterField', () => {
  it("offers a column's own operators, the chosen one's sign showing, and names both controls by the column", () => {
    const wrapper = mountComponent(ColumnFilterField, { props: { column: 'lastmod', operator: 'before', text: '' } });
    const select = wrapper.get('select');
    expect(select.attributes('aria-label')).toBe('How lastmod is filtered');
    expect(wrapper.findAll('option').map((option) => option.attributes('value'))).toEqual([
      'contains',
      'notContains',
      'equals',
      'startsWith',
      'regex',
      'empty',
      'notEmpty',
      'before',
      'after',
    ]);
    expect(wrapper.get('.operator').attributes('title')).toBe('is before');
    const input = wrapper.get('input');
    expect(input.attributes('aria-label')).toBe('Filter lastmod');
    expect(input.attributes('placeholder')).toBe('YYYY-MM-DD');
  });

  it('sends the typed value and the operator picked', async () => {
    const wrapper = mountComponent(ColumnFilterField, { props: { column: 'loc', operator: 'contains', text: '' } });
    await wrapper.get('input').setValue('/blog');
    await wrapper.get('select').setValue('regex');
    expect(wrapper.emitted('text')).toEqual([['/blog']]);
    expect(wrapper.emitted('operator')).toEqual([['regex']]);
  });

  it('says under the field why a value cannot filter, and marks the field', () => {
    const wrapper = mountComponent(ColumnFilterField, { props: { column: 'loc', operator: 'regex', text: '(' } });
    const problem = wrapper.get('[role="status"]');
    expect(problem.text()).toBe('Not a regular expression; the filter waits until it is one');
    const input = wrapper.get('input');
    expect(input.attributes('aria-invalid')).toBe('true');
    expect(input.attributes('aria-describedby')).toBe(problem.attributes('id'));
  });

  it('takes no value for an operator that needs none', () => {
    const wrapper = mountComponent(ColumnFilterField, { props: { column: 'loc', operator: 'empty', text: '' } });
    expect(wrapper.get('input').attributes('disabled')).toBeDefined();
    expect(wrapper.find('[role="status"]').exists()).toBe(false);
  });

  it('keeps its clicks and keys from the header under it (sorting, moving the cell)', async () => {
    const wrapper = mountComponent({
      components: { ColumnFilterField },
      data: () => ({ heard: [] as string[] }),
      template: `<div @click="heard.push('click')" @keydown="heard.push('key')">
        <ColumnFilterField column="loc" operator="contains" text="" />
      </div>`,
    });
    await wrapper.get('input').trigger('click');
    await wrapper.get('input').trigger('keydown', { key: 'ArrowDown' });
    expect((wrapper.vm as unknown as { heard: string[] }).heard).toEqual([]);
  });
});
