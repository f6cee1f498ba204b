// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import JobProgress from '../../../../renderer/src/ui/JobProgress.vue';
import { mountComponent } from '../support/mount-component';

const props = {
  heading: 'Checking URLs…',
  done: 1,
  total: 3,
  barLabel: 'Check progress',
  counts: '1 of 3 URLs',
  countsTestid: 'check-progress-counts',
};

describe('JobProgress', () => {
  it('shows what the job does, its bar at the rounded percentage, and its counts', () => {
    const wrapper = mountComponent(JobProgress, { props, slots: { default: '<p class="pace">2/s</p>' } });
    const section = wrapper.get('section.job-progress');
    const heading = section.get('h3');
    expect(heading.text()).toBe('Checking URLs…');
    expect(section.attributes('aria-labelledby')).toBe(heading.attributes('id'));
    const bar = section.get('progress.job-bar');
    expect(bar.attributes('value')).toBe('33');
    expect(bar.attributes('max')).toBe('100');
    expect(bar.attributes('aria-label')).toBe('Check progress');
    expect(section.get('[data-testid="check-progress-counts"]').text()).toBe('1 of 3 URLs');
    // The job's own lines follow the counts.
    expect(section.element.lastElementChild?.outerHTML).toBe('<p class="pace">2/s</p>');
  });

  it('stands at 0% while the total is unknown, and at 100% when all is done', async () => {
    const wrapper = mountComponent(JobProgress, { props: { ...props, done: 0, total: 0 } });
    expect(wrapper.get('progress').attributes('value')).toBe('0');
    await wrapper.setProps({ done: 7, total: 7 });
    expect(wrapper.get('progress').attributes('value')).toBe('100');
  });

  it('keeps a class it is given beside its own', () => {
    const wrapper = mountComponent(JobProgress, { props, attrs: { class: 'export-progress' } });
    expect(wrapper.get('section').classes()).toEqual(['job-progress', 'export-progress']);
  });
});
