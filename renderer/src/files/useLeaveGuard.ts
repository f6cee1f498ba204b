import { onScopeDispose } from 'vue';

/**
 * Where no app window asks about unsaved changes on close (the web host, in a plain browser), the
 * browser's own "Leave site?" prompt does. `enabled` says which is the case; under Electron a
 * beforeunload answer would cancel the close silently, so main's own question is left to do it.
 */
export function useLeaveGuard(enabled: () => boolean, unsaved: () => boolean): void {
  const onBeforeUnload = (event: BeforeUnloadEvent): void => {
    if (!enabled() || !unsaved()) return;
    event.preventDefault();
    // Chromium before 119 and others show the prompt only when returnValue is set.
    event.returnValue = '';
  };
  window.addEventListener('beforeunload', onBeforeUnload);
  onScopeDispose(() => window.removeEventListener('beforeunload', onBeforeUnload));
}
