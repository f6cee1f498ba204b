import type { App } from 'vue';
import { describeError } from '../../../shared/describe-error';
import { t } from '../i18n';

/**
 * Errors no part of the app caught (a click handler's promise, a watcher, a render) are told in the
 * status bar, not only in the console: the person learns that what they asked for did not happen.
 */
export function reportUnexpectedErrors(app: App, tell: (text: string) => void, target: Window = window): void {
  const report = (error: unknown): void => {
    console.error(error);
    // The sentence goes on after the reason: its own full stop would be doubled.
    tell(t('shell.statusBar.unexpected', { reason: describeError(error).replace(/\.$/, '') }));
  };
  app.config.errorHandler = (error) => report(error);
  target.addEventListener('unhandledrejection', (event) => report(event.reason));
  target.addEventListener('error', (event) => report(event.error ?? event.message));
}
