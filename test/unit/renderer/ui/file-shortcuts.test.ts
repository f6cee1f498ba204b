import { describe, expect, it } from 'vitest';
import { fileShortcut, type KeyPress } from '../../../../renderer/src/ui/file-shortcuts';
import { formatSavedAt } from '../../../../renderer/src/project/format-saved-at';

const key = (init: Partial<KeyPress>): KeyPress => ({
  key: '',
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  ...init,
});

describe('fileShortcut', () => {
  it('maps the File menu accelerators: Ctrl (Cmd on a Mac) with N, O, S, Shift+S and W', () => {
    expect(fileShortcut(key({ key: 'n', ctrlKey: true }), false)).toEqual({ type: 'file.new' });
    expect(fileShortcut(key({ key: 'o', ctrlKey: true }), false)).toEqual({ type: 'file.open' });
    expect(fileShortcut(key({ key: 's', ctrlKey: true }), false)).toEqual({ type: 'file.save' });
    expect(fileShortcut(key({ key: 'S', ctrlKey: true, shiftKey: true }), false)).toEqual({ type: 'file.saveAs' });
    expect(fileShortcut(key({ key: 'w', ctrlKey: true }), false)).toEqual({ type: 'file.close' });
    expect(fileShortcut(key({ key: 's', metaKey: true }), true)).toEqual({ type: 'file.save' });
  });

  it('maps Preferences: Ctrl+, (Cmd+, on a Mac)', () => {
    expect(fileShortcut(key({ key: ',', ctrlKey: true }), false)).toEqual({ type: 'edit.preferences' });
    expect(fileShortcut(key({ key: ',', metaKey: true }), true)).toEqual({ type: 'edit.preferences' });
    expect(fileShortcut(key({ key: ',' }), false)).toBeNull();
  });

  it('maps the rest of the menu accelerators: Ctrl+I import, Ctrl+E export, Ctrl+F find, Ctrl+Shift+K check', () => {
    expect(fileShortcut(key({ key: 'i', ctrlKey: true }), false)).toEqual({ type: 'file.import' });
    expect(fileShortcut(key({ key: 'e', ctrlKey: true }), false)).toEqual({ type: 'file.export' });
    expect(fileShortcut(key({ key: 'e', metaKey: true }), true)).toEqual({ type: 'file.export' });
    expect(fileShortcut(key({ key: 'f', ctrlKey: true }), false)).toEqual({ type: 'edit.find' });
    expect(fileShortcut(key({ key: 'K', ctrlKey: true, shiftKey: true }), false)).toEqual({ type: 'tools.checkUrls' });
  });

  it('leaves every other key to whoever has the focus', () => {
    expect(fileShortcut(key({ key: 's' }), false)).toBeNull();
    expect(fileShortcut(key({ key: 's', metaKey: true }), false)).toBeNull();
    expect(fileShortcut(key({ key: 's', ctrlKey: true, altKey: true }), false)).toBeNull();
    expect(fileShortcut(key({ key: 'N', ctrlKey: true, shiftKey: true }), false)).toBeNull();
    expect(fileShortcut(key({ key: 'z', ctrlKey: true }), false)).toBeNull(); // in a text field
  });

  it('maps undo and redo where no text field has the focus, so they undo the project after a click anywhere', () => {
    expect(fileShortcut(key({ key: 'z', ctrlKey: true }), false, false)).toEqual({ type: 'edit.undo' });
    expect(fileShortcut(key({ key: 'y', ctrlKey: true }), false, false)).toEqual({ type: 'edit.redo' });
    expect(fileShortcut(key({ key: 'z', ctrlKey: true }), false, true)).toBeNull();
  });
});

describe('formatSavedAt', () => {
  it('gives the time alone for today, and the date too for another day', () => {
    const now = new Date(2026, 10, 20, 18, 0);
    expect(formatSavedAt(new Date(2026, 10, 20, 9, 5).toISOString(), now)).toMatch(/^\d{2}:05/);
    expect(formatSavedAt(new Date(2026, 10, 12, 9, 5).toISOString(), now)).toMatch(/12.*2026, \d{2}:05/);
  });
});
