import { describe, expect, it } from 'vitest';
import { createApp, type App } from 'vue';
import { defineAppService } from '../../../../renderer/src/api/app-service';

/** An app as main.ts makes one; the root component plays no part here. */
const newApp = (): App => createApp({});

describe('app service', () => {
  it('gives a store, inside the app, the very service main.ts installed', () => {
    const clock = defineAppService<{ now: () => number }>('clock', 'installClock');
    const installed = { now: () => 42 };
    const app = newApp();
    clock.install(app, installed);
    expect(app.runWithContext(() => clock.use())).toBe(installed);
  });

  it('keeps services apart: each app has its own, and two services never answer for each other', () => {
    const clock = defineAppService<string>('clock', 'installClock');
    const other = defineAppService<string>('clock', 'installOtherClock');
    const first = newApp();
    const second = newApp();
    clock.install(first, 'first clock');
    clock.install(second, 'second clock');
    other.install(second, 'other clock');
    expect(first.runWithContext(() => clock.use())).toBe('first clock');
    expect(second.runWithContext(() => [clock.use(), other.use()])).toEqual(['second clock', 'other clock']);
  });

  it('refuses, naming the installer, when nothing was installed', () => {
    const clock = defineAppService<string>('clock', 'installClock');
    const app = newApp();
    expect(() => app.runWithContext(() => clock.use())).toThrow(
      'No clock: main.ts installs one with installClock before the app mounts.',
    );
  });
});
