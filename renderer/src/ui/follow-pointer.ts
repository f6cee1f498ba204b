/**
 * Follows a pressed pointer until it is released (or the browser cancels it). The listeners sit on
 * window, so the drag goes on when the pointer leaves the element it started on.
 */
export function followPointer(onMove: (moved: PointerEvent) => void, onEnd: () => void = () => {}): void {
  const stop = (): void => {
    window.removeEventListener('pointermove', onMove);
    window.removeEventListener('pointerup', stop);
    window.removeEventListener('pointercancel', stop);
    onEnd();
  };
  window.addEventListener('pointermove', onMove);
  window.addEventListener('pointerup', stop);
  window.addEventListener('pointercancel', stop);
}

/**
 * Drags an edge to resize what it bounds: reports the size it started with plus how far the pointer
 * moved, away from the content (rightwards for a right edge, leftwards for a left edge, upwards for
 * a top edge). The edge keeps the pointer, so its resize cursor stays while the drag passes over other elements.
 */
export function dragEdge(
  start: PointerEvent,
  edge: 'left' | 'right' | 'top',
  startSize: number,
  resize: (size: number) => void,
): void {
  const along = (event: PointerEvent): number => (edge === 'top' ? event.clientY : event.clientX);
  const startAt = along(start);
  const outwards = edge === 'right' ? 1 : -1;
  if (start.target instanceof Element) start.target.setPointerCapture(start.pointerId);
  followPointer((moved) => resize(startSize + outwards * (along(moved) - startAt)));
}
