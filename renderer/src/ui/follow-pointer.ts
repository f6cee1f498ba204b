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
 * Drags a vertical edge to resize what it bounds: reports the width it started with plus how far the
 * pointer moved, away from the content (rightwards for a right edge, leftwards for a left edge). The
 * edge keeps the pointer, so its resize cursor stays while the drag passes over other elements.
 */
export function dragEdge(
  start: PointerEvent,
  edge: 'left' | 'right',
  startWidth: number,
  resize: (width: number) => void,
): void {
  const startX = start.clientX;
  const outwards = edge === 'right' ? 1 : -1;
  if (start.target instanceof Element) start.target.setPointerCapture(start.pointerId);
  followPointer((moved) => resize(startWidth + outwards * (moved.clientX - startX)));
}
