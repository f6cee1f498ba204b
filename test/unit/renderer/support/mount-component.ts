import { mount, type ComponentMountingOptions } from '@vue/test-utils';
import type { Component } from 'vue';
import { i18n } from '../../../../renderer/src/i18n';

/** Mounts a component as the app does: with the renderer's translations (English), so `$t` words it. */
export function mountComponent<C extends Component>(component: C, options: ComponentMountingOptions<C> = {}) {
  i18n.global.locale.value = 'en';
  return mount(component, { ...options, global: { ...options.global, plugins: [i18n] } });
}
