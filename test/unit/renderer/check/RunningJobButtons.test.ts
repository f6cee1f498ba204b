// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import RunningJobButtons, { type PausableJob } from '../../../../renderer/src/check/RunningJobButtons.vue';
import { mountComponent } from '../support/mount-component';

/** A job that records what the buttons ask of it. */
function job(paused: boolean): PausableJob & { asked: string[] } {
  const asked: string[] = [];
  return {
    paused,
    asked,
    pause: () => asked.push('pause'),
    resume: () => asked.push('resume'),
    cancel: () => asked.push('cancel'),
    close: () => asked.push('close'),
  };
}

const buttons = (props: InstanceType<typeof RunningJobButtons>['$props']) =>
  mountComponent(RunningJobButtons, { props, attachTo: document.body });

describe('RunningJobButtons', () => {
  it("words the note and the cancel button for the job, and each button asks the job's store", async () => {
    const check = job(false);
    const wrapper = buttons({ what: 'crawl', job: check, canPause: true });
    expect(wrapper.get('.foot-note').text()).toBe('Close this, and the crawl goes on; the status bar shows it.');
    const labels = wrapper.findAll('button').map((button) => button.text());
    expect(labels).toEqual(['Pause', 'Cancel crawl', 'Close']);
    for (const button of wrapper.findAll('button')) await button.trigger('click');
    expect(check.asked).toEqual(['pause', 'cancel', 'close']);
    wrapper.unmount();
  });

  it('offers Resume for a paused job, and Pause only where the job can pause', async () => {
    const paused = job(true);
    const wrapper = buttons({ what: 'check', job: paused, canPause: false });
    await wrapper.get('button').trigger('click');
    expect(wrapper.get('button').text()).toBe('Resume');
    expect(paused.asked).toEqual(['resume']);
    wrapper.unmount();

    const sending = buttons({ what: 'check', job: job(false), canPause: false });
    expect(sending.get('button').text()).toBe('Pause');
    expect(sending.get('button').attributes('disabled')).toBeDefined();
    expect(sending.get('.primary').text()).toBe('Close');
    sending.unmount();
  });
});
