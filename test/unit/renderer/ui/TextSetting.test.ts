// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import TextSetting from '../../../../renderer/src/ui/TextSetting.vue';
import { mountComponent } from '../support/mount-component';

describe('TextSetting', () => {
  it('shows its value in a labelled field and sends each typed value as a change', async () => {
    const wrapper = mountComponent(TextSetting, { props: { label: 'Folder', id: 'folder', value: '/out' } });
    const input = wrapper.get('input#folder');
    expect((input.element as HTMLInputElement).value).toBe('/out');
    expect(wrapper.get('label').attributes('for')).toBe('folder');
    expect(input.attributes('aria-describedby')).toBeUndefined();
    await input.setValue('/out/site');
    expect(wrapper.emitted('change')).toEqual([['/out/site']]);
  });

  it('marks a wrong value invalid and describes the field by its message', () => {
    const wrapper = mountComponent(TextSetting, {
      props: { label: 'Base URL', id: 'base', value: 'x', message: { text: 'Not a web address', missing: false } },
    });
    const input = wrapper.get('input');
    expect(input.attributes('aria-invalid')).toBe('true');
    expect(input.attributes('aria-describedby')).toBe('base-message');
    expect(wrapper.get('#base-message').text()).toBe('Not a web address');
  });

  it('does not call a missing value invalid, and keeps a button beside the field', () => {
    const wrapper = mountComponent(TextSetting, {
      props: {
        label: 'Folder',
        id: 'folder',
        value: '',
        message: { text: 'Choose a folder', missing: true },
        mono: true,
      },
      slots: { default: '<button type="button">Choose…</button>' },
    });
    expect(wrapper.get('input').attributes('aria-invalid')).toBe('false');
    expect(wrapper.get('input').classes()).toContain('mono');
    expect(wrapper.get('.control button').text()).toBe('Choose…');
  });
});
