// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { defineComponent, h, ref } from 'vue';
import AppDialog from '../../../../renderer/src/ui/AppDialog.vue';
// happy-dom's <dialog> has showModal and close (which sends "close"), as a browser's does.
import { mountComponent } from '../support/mount-component';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('AppDialog', () => {
  it('opens as a modal on mount, named by its title, with the scope beside it', () => {
    const wrapper = mountComponent(AppDialog, {
      props: { title: 'Check URLs', scope: 'This table' },
      slots: { default: '<p class="settings">settings</p>' },
      attachTo: document.body,
    });
    const dialog = wrapper.get('dialog');
    expect(dialog.element.open).toBe(true);
    expect(dialog.classes()).toContain('app-dialog');
    const heading = wrapper.get('.dialog-head h2');
    expect(heading.text()).toBe('Check URLs');
    expect(dialog.attributes('aria-labelledby')).toBe(heading.attributes('id'));
    expect(wrapper.get('.dialog-head .scope').text()).toBe('This table');
    expect(wrapper.get('.dialog-body .settings').text()).toBe('settings');
    // No side, no foot: the body is one column and there is no empty foot bar.
    expect(wrapper.get('.dialog-body').classes()).not.toContain('dialog-columns');
    expect(wrapper.find('.dialog-foot').exists()).toBe(false);
  });

  it('puts the side beside the body in columns, and the foot under both', () => {
    const wrapper = mountComponent(AppDialog, {
      props: { title: 'Export' },
      slots: { default: '<form>settings</form>', side: '<p>preview</p>', foot: '<button>Close</button>' },
    });
    const body = wrapper.get('.dialog-body');
    expect(body.classes()).toContain('dialog-columns');
    expect(body.get('.dialog-side').text()).toBe('preview');
    expect(wrapper.get('.dialog-foot button').text()).toBe('Close');
    expect(wrapper.find('.dialog-head .scope').exists()).toBe(false);
  });

  it('lets a body slot replace the body element (a form as the body)', () => {
    const wrapper = mountComponent(AppDialog, {
      props: { title: 'Export' },
      slots: { body: '<form id="export-form" class="dialog-body">fields</form>' },
    });
    expect(wrapper.findAll('.dialog-body')).toHaveLength(1);
    expect(wrapper.get('form#export-form').text()).toBe('fields');
  });

  it('without a title is a bare modal: the slot is the whole content, named by the heading it is given', () => {
    const wrapper = mountComponent(AppDialog, {
      props: { labelledby: 'about-title' },
      attrs: { class: 'about', role: 'alertdialog' },
      slots: { default: '<h2 id="about-title">Sitemap Studio</h2>' },
    });
    const dialog = wrapper.get('dialog');
    expect(dialog.element.open).toBe(true);
    expect(dialog.classes()).toEqual(['about']);
    expect(dialog.attributes('role')).toBe('alertdialog');
    expect(dialog.attributes('aria-labelledby')).toBe('about-title');
    expect(wrapper.find('header').exists()).toBe(false);
    expect(dialog.element.children).toHaveLength(1);
  });

  it('turns Escape (the browser\'s "cancel") into a close event, and stays open for its owner to close', () => {
    const wrapper = mountComponent(AppDialog, { props: { title: 'Preferences' } });
    const cancel = new Event('cancel', { cancelable: true });
    wrapper.get('dialog').element.dispatchEvent(cancel);
    expect(cancel.defaultPrevented).toBe(true);
    expect(wrapper.emitted('close')).toHaveLength(1);
    expect(wrapper.get('dialog').element.open).toBe(true);
  });

  it('closes its <dialog> when the owner unmounts it, so the browser gives focus back', () => {
    const open = ref(true);
    const closes: string[] = [];
    const Owner = defineComponent(() => () => (open.value ? h(AppDialog, { title: 'Help' }) : null));
    const wrapper = mountComponent(Owner);
    const dialog = wrapper.get('dialog').element as HTMLDialogElement;
    dialog.addEventListener('close', () => closes.push('closed'));
    open.value = false;
    return wrapper.vm.$nextTick().then(() => {
      expect(closes).toEqual(['closed']);
      expect(dialog.open).toBe(false);
    });
  });

  it('hands its <dialog> to the owner, to move focus inside it', () => {
    const wrapper = mountComponent(AppDialog, { props: { title: 'Export' } });
    expect(wrapper.vm.element).toBe(wrapper.get('dialog').element);
  });
});
