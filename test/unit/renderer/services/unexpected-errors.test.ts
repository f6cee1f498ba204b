import { createApp } from 'vue';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reportUnexpectedErrors } from '../../../../renderer/src/services/unexpected-errors';
import { i18n } from '../../../../renderer/src/i18n';

/** A window's error events, as the browser sends them, on a plain event target. */
function fakeWindow(): Window {
  return new EventTarget() as unknown as Window;
}
/** An app with nothing to show: only its error handler matters here. */
const Root = { render: () => null };
const event = (type: string, fields: Record<string, unknown>): Event => Object.assign(new Event(type), fields);

describe('errors no part of the app caught', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    i18n.global.locale.value = 'en';
  });

  it('are told in the app: a rejected promise, a thrown error, and an error in a component, each logged too', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const told: string[] = [];
    const target = fakeWindow();
    const app = createApp(Root);
    reportUnexpectedErrors(app, (text) => told.push(text), target);

    target.dispatchEvent(event('unhandledrejection', { reason: new Error('Failed to fetch') }));
    target.dispatchEvent(event('error', { error: new TypeError('x is undefined'), message: 'Uncaught TypeError' }));
    target.dispatchEvent(event('error', { error: null, message: 'Script error.' }));
    // A component's error (a render, a watcher, an event handler) reaches Vue's handler, not the window.
    app.config.errorHandler!(new Error('the matrix is gone'), null, 'render function');
    expect(told).toEqual([
      'Something went wrong: Failed to fetch. Your work is still open; save it to keep it safe.',
      'Something went wrong: x is undefined. Your work is still open; save it to keep it safe.',
      'Something went wrong: Script error. Your work is still open; save it to keep it safe.',
      'Something went wrong: the matrix is gone. Your work is still open; save it to keep it safe.',
    ]);
    expect(console.error).toHaveBeenCalledWith(new Error('the matrix is gone'), 'render function', '');
    // The browser's note on a ResizeObserver loop is no failure: not told.
    target.dispatchEvent(
      event('error', { error: null, message: 'ResizeObserver loop completed with undelivered notifications.' }),
    );
    expect(told).toHaveLength(4);
  });

  it('speak the chosen language, and name a system error by its path', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    i18n.global.locale.value = 'nl';
    const told: string[] = [];
    const target = fakeWindow();
    reportUnexpectedErrors(createApp(Root), (text) => told.push(text), target);
    const gone = Object.assign(new Error('ENOENT'), { code: 'ENOENT', path: '/tmp/site.xml' });
    target.dispatchEvent(event('unhandledrejection', { reason: gone }));
    expect(told).toEqual([
      'Er ging iets mis: /tmp/site.xml bestaat niet. Je werk is nog open; sla het op om het veilig te houden.',
    ]);
  });
});
