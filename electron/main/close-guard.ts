/** What the close guard needs from the window and the app; plain functions, so it is tested without Electron. */
export interface CloseGuardDeps {
  /** Whether the document has unsaved changes (main learns it from setDocumentState). */
  isDirty(): boolean;
  /** Whether the renderer can answer (it is loaded and has not crashed); if not, nothing holds the close. */
  canAsk(): boolean;
  /** Asks the renderer to prompt Save / Don't Save / Cancel (sends `closeRequested`). */
  ask(quitting: boolean): void;
  /** Closes the window again, this time letting it through. */
  close(): void;
  /** Quits the app again, this time letting it through. */
  quit(): void;
}

export interface CloseGuard {
  /** From the window's `close` event: true lets it close; false holds it while the renderer asks the user. */
  mayClose(): boolean;
  /** From the app's `before-quit`: the close that follows is part of quitting. */
  quitRequested(): void;
  /** The renderer's answer (`confirmClose`): close (or quit) now, or stay open. */
  answer(close: boolean): void;
}

/**
 * Holds a window's close while the document has unsaved changes, until the renderer has asked the
 * user. One question at a time: closing again while it is asked does not ask twice.
 */
export function createCloseGuard(deps: CloseGuardDeps): CloseGuard {
  let asking = false;
  let allowedOnce = false;
  let quitting = false;
  return {
    mayClose() {
      if (allowedOnce) {
        allowedOnce = false;
        return true;
      }
      if (!deps.isDirty() || !deps.canAsk()) return true;
      if (!asking) {
        asking = true;
        deps.ask(quitting);
      }
      return false;
    },
    quitRequested() {
      quitting = true;
    },
    answer(close) {
      // An answer nobody asked for (a stale or repeated one) changes nothing.
      if (!asking) return;
      asking = false;
      if (!close) {
        quitting = false;
        return;
      }
      allowedOnce = true;
      if (quitting) deps.quit();
      else deps.close();
    },
  };
}
