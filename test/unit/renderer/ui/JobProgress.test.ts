// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import JobProgress from '../../../../renderer/src/ui/JobProgress.vue';
import { i18n } from '../../../../renderer/src/i18n';
import { mountComponent } from '../support/mount-component';

const check = { job: 'check' as const, progress: { done: 1, total: 3 } };

describe('JobProgress', () => {
  it("shows what the job does, its bar at the rounded percentage, and its counts, in the job's own words", () => {
    const wrapper = mountComponent(JobProgress, { props: check, slots: { default: '<p class="pace">2/s</p>' } });
    const section = wrapper.get('section.job-progress');
    const heading = section.get('h3');
    expect(heading.text()).toBe('Checking the URLs…');
    expect(section.attributes('aria-labelledby')).toBe(heading.attributes('id'));
    const bar = section.get('progress.job-bar');
    expect(bar.attributes('value')).toBe('33');
    expect(bar.attributes('max')).toBe('100');
    expect(bar.attributes('aria-label')).toBe('Check progress');
    expect(section.get('[data-testid="check-progress-counts"]').text()).toBe('1 of 3 URLs checked');
    // The job's own lines follow the counts.
    expect(section.element.lastElementChild?.outerHTML).toBe('<p class="pace">2/s</p>');
  });

  it('says paused, or what the job says it does instead, and counts in the plural form the job counts by', async () => {
    const wrapper = mountComponent(JobProgress, {
      props: { job: 'crawl', progress: { done: 1, total: 40 }, paused: true, countBy: 'done' },
    });
    expect(wrapper.get('h3').text()).toBe('Crawl paused');
    expect(wrapper.get('[data-testid="crawl-progress-counts"]').text()).toBe('1 page fetched of 40 found so far');
    await wrapper.setProps({ heading: 'Saving…', counts: '3 files' });
    expect(wrapper.get('h3').text()).toBe('Saving…');
    expect(wrapper.get('[data-testid="crawl-progress-counts"]').text()).toBe('3 files');
  });

  it('speaks the language the app is in', async () => {
    const wrapper = mountComponent(JobProgress, { props: check });
    i18n.global.locale.value = 'nl';
    await wrapper.vm.$nextTick();
    expect(wrapper.get('progress').attributes('aria-label')).toBe('Voortgang van de controle');
    i18n.global.locale.value = 'en';
  });

  it('stands at 0% before the job has a count or while the total is unknown, and at 100% when all is done', async () => {
    const wrapper = mountComponent(JobProgress, { props: { job: 'export', progress: null } });
    expect(wrapper.get('progress').attributes('value')).toBe('0');
    await wrapper.setProps({ progress: { done: 5, total: null } });
    expect(wrapper.get('progress').attributes('value')).toBe('0');
    await wrapper.setProps({ progress: { done: 7, total: 7 } });
    expect(wrapper.get('progress').attributes('value')).toBe('100');
    expect(wrapper.get('progress').attributes('aria-label')).toBe('Export progress');
  });

  it('keeps a class it is given beside its own', () => {
    const wrapper = mountComponent(JobProgress, { props: check, attrs: { class: 'export-progress' } });
    expect(wrapper.get('section').classes()).toEqual(['job-progress', 'export-progress']);
  });
});
