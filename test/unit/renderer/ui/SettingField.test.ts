// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import SettingField from '../../../../renderer/src/ui/SettingField.vue';
import { mountComponent } from '../support/mount-component';

const field = (props: InstanceType<typeof SettingField>['$props']) =>
  mountComponent(SettingField, { props, slots: { default: '<input id="base-url" />' } });

describe('SettingField', () => {
  it('labels its control and shows the hint under it', () => {
    const wrapper = field({ label: 'Base URL', for: 'base-url', hint: 'Where the files will be served' });
    expect(wrapper.get('label').attributes('for')).toBe('base-url');
    expect(wrapper.get('label').text()).toBe('Base URL');
    expect(wrapper.find('.control input#base-url').exists()).toBe(true);
    const hint = wrapper.get('#base-url-message');
    expect(hint.text()).toBe('Where the files will be served');
    expect(hint.classes()).not.toContain('bad');
  });

  it('shows a wrong value as an error in place of the hint, and a missing one as a hint', async () => {
    const wrapper = field({
      label: 'Base URL',
      for: 'base-url',
      hint: 'a hint',
      message: { text: 'Not a web address', missing: false },
    });
    expect(wrapper.findAll('.message')).toHaveLength(1);
    expect(wrapper.get('#base-url-message').text()).toBe('Not a web address');
    expect(wrapper.get('#base-url-message').classes()).toContain('bad');
    await wrapper.setProps({ message: { text: 'Required', missing: true } });
    expect(wrapper.get('#base-url-message').classes()).not.toContain('bad');
  });

  it('shows nothing under the control without a hint or a message', () => {
    expect(field({ label: 'Base URL', for: 'base-url' }).find('.message').exists()).toBe(false);
  });
});
