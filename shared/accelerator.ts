/**
 * Accelerators in Electron's syntax ("CmdOrCtrl+Shift+S"): read into parts, matched against a key
 * press, and written the way each platform writes them (⇧⌘S on macOS, Ctrl+Shift+S elsewhere).
 */

/** The parts of a keydown event a shortcut is told by (a KeyboardEvent has them all). */
export interface KeyPress {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

export interface AcceleratorParts {
  cmd: boolean;
  ctrl: boolean;
  alt: boolean;
  shift: boolean;
  /** The key in accelerator spelling: "S", "Up", "Plus", "F2", "Home". */
  key: string;
}

const MODIFIERS: Record<string, (parts: AcceleratorParts, isMac: boolean) => void> = {
  cmdorctrl: (parts, isMac) => void (isMac ? (parts.cmd = true) : (parts.ctrl = true)),
  commandorcontrol: (parts, isMac) => void (isMac ? (parts.cmd = true) : (parts.ctrl = true)),
  cmd: (parts) => void (parts.cmd = true),
  command: (parts) => void (parts.cmd = true),
  ctrl: (parts) => void (parts.ctrl = true),
  control: (parts) => void (parts.ctrl = true),
  alt: (parts) => void (parts.alt = true),
  option: (parts) => void (parts.alt = true),
  shift: (parts) => void (parts.shift = true),
};

/** An accelerator's modifiers and key on one platform ("CmdOrCtrl" is Cmd on macOS, Ctrl elsewhere). */
export function parseAccelerator(accelerator: string, isMac: boolean): AcceleratorParts {
  const parts: AcceleratorParts = { cmd: false, ctrl: false, alt: false, shift: false, key: '' };
  const tokens = accelerator.split('+');
  parts.key = tokens.pop() ?? '';
  for (const token of tokens) {
    const modifier = MODIFIERS[token.toLowerCase()];
    if (!modifier) throw new Error(`Unknown modifier "${token}" in accelerator "${accelerator}"`);
    modifier(parts, isMac);
  }
  return parts;
}

// A KeyboardEvent's `key` for the accelerator key names that differ from it.
const EVENT_KEYS: Record<string, string> = {
  Up: 'ArrowUp',
  Down: 'ArrowDown',
  Left: 'ArrowLeft',
  Right: 'ArrowRight',
  Plus: '+',
  Space: ' ',
  Esc: 'Escape',
  Return: 'Enter',
};

/** Whether a key press is this accelerator, every modifier included; letters match in either case. */
export function pressMatches(parts: AcceleratorParts, press: KeyPress): boolean {
  const key = EVENT_KEYS[parts.key] ?? parts.key;
  const sameKey = key.length === 1 ? press.key.toLowerCase() === key.toLowerCase() : press.key === key;
  return (
    sameKey &&
    press.metaKey === parts.cmd &&
    press.ctrlKey === parts.ctrl &&
    press.altKey === parts.alt &&
    press.shiftKey === parts.shift
  );
}

// How the keys are written on a keycap or in a menu, where that differs from the accelerator name.
const KEY_LABELS: Record<string, string> = { Up: '↑', Down: '↓', Left: '←', Right: '→', Plus: '+' };
const MAC_KEY_LABELS: Record<string, string> = { Enter: '↩', Backspace: '⌫', Delete: '⌦', Tab: '⇥', Escape: '⎋' };

/**
 * The accelerator as the platform writes it: "⌃⌥⇧⌘S" (that order, no separators) on macOS,
 * "Ctrl+Alt+Shift+S" elsewhere. `keyNames` words the keys a keycap names in words, in the person's
 * language (ContextMenu: "Menu key", "Contextmenutoets").
 */
export function displayAccelerator(
  accelerator: string,
  isMac: boolean,
  keyNames: Readonly<Record<string, string>> = {},
): string {
  const parts = parseAccelerator(accelerator, isMac);
  const key =
    keyNames[parts.key] ?? (isMac ? MAC_KEY_LABELS[parts.key] : undefined) ?? KEY_LABELS[parts.key] ?? parts.key;
  if (isMac) {
    return `${parts.ctrl ? '⌃' : ''}${parts.alt ? '⌥' : ''}${parts.shift ? '⇧' : ''}${parts.cmd ? '⌘' : ''}${key}`;
  }
  const modifiers = [parts.ctrl && 'Ctrl', parts.alt && 'Alt', parts.shift && 'Shift', parts.cmd && 'Win'];
  return [...modifiers.filter((name): name is string => typeof name === 'string'), key].join('+');
}
