/**
 * Commits an edit still being typed: a cell's editor and a details field commit as they lose the
 * focus, so taking it from them makes what was typed part of the project before a save or an export
 * reads it. The native menu's Ctrl+S reaches the page while the field still has the focus.
 */
export function finishEditing(): void {
  if (typeof document === 'undefined') return;
  const active = document.activeElement;
  if (active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement) active.blur();
}
