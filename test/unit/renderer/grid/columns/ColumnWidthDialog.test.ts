// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import ColumnWidthDialog from '../../../../../renderer/src/grid/columns/ColumnWidthDialog.vue';
// happy-dom's <dialog> has showModal and close, as a browser's does.
import { mountComponent } from '../../support/mount-component';

const dialog = () =>
  mountComponent(ColumnWidthDialog, {
    props: { label: 'loc', width: 320, defaultWidth: 360 },
    attachTo: document.body,
  });

afterEach(() => {
  document.body.innerHTML = '';
});

describe('ColumnWidthDialog', () => {
  it('opens as a modal named by the column, with the width and the range and default under it', () => {
    const wrapper = dialog();
    const frame = wrapper.get('dialog');
    expect(frame.element.open).toBe(true);
    expect(wrapper.get(`#${frame.attributes('aria-labelledby')}`).text()).toBe('Width of loc');
    expect((wrapper.get('input').element as HTMLInputElement).value).toBe('320');
    expect(wrapper.get('#width-hint').text()).toBe('40 to 2,000 px; 360 px is the default.');
  });

  it('applies a width in range, and not one out of it', async () => {
    const wrapper = dialog();
    await wrapper.get('input').setValue('20');
    expect(wrapper.get('button[type="submit"]').attributes('disabled')).toBeDefined();
    expect(wrapper.get('#width-hint').classes()).toContain('bad');
    await wrapper.get('form').trigger('submit');
    expect(wrapper.emitted('apply')).toBeUndefined();
    await wrapper.get('input').setValue('480');
    await wrapper.get('form').trigger('submit');
    expect(wrapper.emitted('apply')).toEqual([[480]]);
  });

  it('resets to the default with null, and closes on Cancel and on Escape', async () => {
    const wrapper = dialog();
    await wrapper.get('button.reset').trigger('click');
    expect(wrapper.emitted('apply')).toEqual([[null]]);
    await wrapper
      .findAll('button')
      .find((button) => button.text() === 'Cancel')!
      .trigger('click');
    wrapper.get('dialog').element.dispatchEvent(new Event('cancel', { cancelable: true }));
    expect(wrapper.emitted('close')).toHaveLength(2);
  });
});
