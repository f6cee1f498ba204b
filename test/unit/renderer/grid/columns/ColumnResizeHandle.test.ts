// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import ColumnResizeHandle from '../../../../../renderer/src/grid/columns/ColumnResizeHandle.vue';
import { mountComponent } from '../../support/mount-component';

const handle = () => mountComponent(ColumnResizeHandle, { props: { label: 'loc', width: 320 } });

describe('ColumnResizeHandle', () => {
  it('is a vertical splitter named by its column, with the width and its bounds', () => {
    const edge = handle().get('[role="separator"]');
    expect(edge.attributes()).toMatchObject({
      'aria-orientation': 'vertical',
      'aria-label': 'Resize loc',
      'aria-valuenow': '320',
      'aria-valuemin': '40',
      'aria-valuemax': '2000',
      tabindex: '0',
    });
  });

  it('steps with the arrow keys, five times as far with Shift', async () => {
    const wrapper = handle();
    const edge = wrapper.get('[role="separator"]');
    await edge.trigger('keydown', { key: 'ArrowLeft' });
    await edge.trigger('keydown', { key: 'ArrowRight', shiftKey: true });
    expect(wrapper.emitted('step')).toEqual([[-1], [5]]);
  });

  it('asks for a width on Enter or Space, opens the menu on Shift+F10, and lets other keys through', async () => {
    const wrapper = handle();
    const edge = wrapper.get('[role="separator"]');
    await edge.trigger('keydown', { key: 'Enter' });
    await edge.trigger('keydown', { key: ' ' });
    await edge.trigger('keydown', { key: 'F10', shiftKey: true });
    const tab = new KeyboardEvent('keydown', { key: 'Tab', cancelable: true });
    edge.element.dispatchEvent(tab);
    expect(wrapper.emitted('ask')).toHaveLength(2);
    expect(wrapper.emitted('menu')).toHaveLength(1);
    expect(tab.defaultPrevented).toBe(false);
  });

  it('starts a drag on pointer down', async () => {
    const wrapper = handle();
    await wrapper.get('[role="separator"]').trigger('pointerdown');
    expect(wrapper.emitted('drag')).toHaveLength(1);
  });
});
