/**
 * Whether the window runs on macOS, whose keys are ⌘ and ⌥. Read from the browser; false where there
 * is no navigator (a module loaded by a unit test in Node), so no module needs a browser to load.
 */
export const IS_MAC = typeof navigator !== 'undefined' && navigator.platform.startsWith('Mac');
