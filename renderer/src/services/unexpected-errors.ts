import type { App } from 'vue';
import { describeError } from '../../../shared/describe-error';
import { t } from '../i18n';

/**
 * The browser's note that a ResizeObserver's callback changed a size it observes: one frame's layout
 * delayed, nothing failed (the grid's scaled scroll may cause it).
 */
const BENIGN = /^ResizeObserver loop/;

/**
 * Errors no part of the app caught (a click handler's promise, a component's watcher or render) are
 * told in the status bar, not only in the console: the person learns that what they asked for did
 * not happen. Vue gives its handler only the errors of components; a store's watcher that throws at
 * once (none does on purpose) is left to Vue's own console line.
 */
export function reportUnexpectedErrors(app: App, tell: (text: string) => void, target: Window = window): void {
  const report = (error: unknown, ...where: unknown[]): void => {
    const reason = describeError(error);
    if (BENIGN.test(reason)) return;
    console.error(error, ...where);
    // The sentence goes on after the reason: its own full stop would be doubled.
    tell(t('shell.statusBar.unexpected', { reason: reason.replace(/\.$/, '') }));
  };
  app.config.errorHandler = (error, instance, info) => report(error, info, instance?.$options.name ?? '');
  target.addEventListener('unhandledrejection', (event) => report(event.reason));
  target.addEventListener('error', (event) => report(event.error ?? event.message));
}
